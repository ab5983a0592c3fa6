export * from './map.ts';
export * from './tiles.ts';
