export { MapTilesProvider, resolveMapTileTemplates, useMapTileProvider, useMapTileTemplates } from './MapTilesProvider';
export type { MapTilesProviderProps } from './MapTilesProvider';
