export * from './map.ts';
export * from './tiles.ts';
export * from './mapPoints.ts';
export * from './mercator.ts';
export * from './mapAddress.ts';
