export * from './map.ts';
export { MAP_DEFAULTS, MAP_ZOOM_RANGE, formatMapPosition, parseMapPosition, type MapView } from './mapPosition.ts';
export * from './tiles.ts';
export * from './mapPoints.ts';
export * from './mercator.ts';
export * from './mapAddress.ts';
