// Base-map tiles (portfolio.md §2.5, §2.9): the default URL template of each base layer, who to credit for it, and the
// one function that fills a template for a tile. The web app may replace the templates through configuration; the
// detail page's mini map and the map page both read them through ui's MapTilesProvider.

import { messages } from '../messages/messages.ts';
import type { MapBaseLayerKey } from './map.ts';

/** A tile URL template per base layer, with the placeholders `{x}`, `{y}`, `{-y}` and `{z}` (see mapTileUrl). */
export type MapTileTemplates = Readonly<Record<MapBaseLayerKey, string>>;

/**
 * The public services: IGN Argenmap (Argentina's national geographic institute, a TMS service, so its rows are
 * counted from the south: `{-y}`) and OpenStreetMap's standard tiles.
 */
export const DEFAULT_MAP_TILE_TEMPLATES: MapTileTemplates = {
  'ign-ar': 'https://wms.ign.gob.ar/geoserver/gwc/service/tms/1.0.0/capabaseargenmap@EPSG%3A3857@png/{z}/{x}/{-y}.png',
  osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

export interface MapAttribution {
  label: string;
  href: string;
}

const attribution = messages.map.attribution;
const IGN_CREDIT: MapAttribution = { label: attribution.ign, href: 'https://www.ign.gob.ar/' };
const OSM_CREDIT: MapAttribution = { label: attribution.osm, href: 'https://www.openstreetmap.org/copyright' };

/** Who a map must credit for each base layer's tiles (Argenmap is drawn by the IGN over OpenStreetMap data). */
export const MAP_TILE_ATTRIBUTIONS: Readonly<Record<MapBaseLayerKey, readonly MapAttribution[]>> = {
  'ign-ar': [IGN_CREDIT, OSM_CREDIT],
  osm: [OSM_CREDIT],
};

/**
 * The URL of tile (x, y) at zoom z in the usual "slippy map" numbering (rows from the north): `{x}`, `{y}` and `{z}`
 * are replaced with those numbers and `{-y}` with the TMS row, 2^z − 1 − y (rows from the south). A template without
 * placeholders names the same image for every tile.
 */
export function mapTileUrl(template: string, x: number, y: number, z: number): string {
  const values: Record<string, number> = { x, y, z, '-y': 2 ** z - 1 - y };
  return template.replace(/\{(-y|x|y|z)\}/g, (_, name: string) => String(values[name]));
}
