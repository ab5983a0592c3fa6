// Map rules and constants (portfolio.md §2.5, §2.9, §9).

import { hasCoordinates } from '../entities/project.ts';
import { isPlainObject } from '../entities/normalizeKeys.ts';
import { type PriorityTone, priorityTone } from '../priority/priority.ts';
import { type ScoreTone, scoreBand } from '../score/bands.ts';

export const MAP_DEFAULTS = {
  center: { lat: -34.6118, lng: -58.396 },
  zoom: 8,
  panelZoom: 10,
  linkZoom: 14,
  fitPadding: 40,
  markerSize: 30,
  popupMinWidth: 250,
  topBarOffset: 49,
} as const;

/** The zoom levels a map configuration may ask for (web map tiles: 0 is the whole world, 22 the closest). */
export const MAP_ZOOM_RANGE = { min: 0, max: 22 } as const;

export const MAP_BASE_LAYERS = [
  { key: 'ign-ar', label: 'IGN Argenmap' },
  { key: 'osm', label: 'OpenStreetMap' },
] as const;
export type MapBaseLayerKey = (typeof MAP_BASE_LAYERS)[number]['key'];
export const DEFAULT_BASE_LAYER: MapBaseLayerKey = 'ign-ar';

export const MARKER_COLOURINGS = [
  { key: 'default', label: 'Básico' },
  { key: 'score', label: 'Puntaje SIIPRO' },
  { key: 'priority', label: 'Prioridad' },
] as const;
export type MarkerColouring = (typeof MARKER_COLOURINGS)[number]['key'];
export const DEFAULT_MARKER_COLOURING: MarkerColouring = 'default';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;

/** Centre and zoom from configJson.map, each falling back to -34.6118, -58.396, zoom 8. */
export function mapViewFromConfig(configJson: unknown): MapView {
  const map = isPlainObject(configJson) && isPlainObject(configJson.map) ? configJson.map : {};
  const center = isPlainObject(map.center) ? map.center : {};
  return {
    lat: finite(center.lat) ?? MAP_DEFAULTS.center.lat,
    lng: finite(center.lng) ?? MAP_DEFAULTS.center.lng,
    zoom: finite(map.zoom) ?? MAP_DEFAULTS.zoom,
  };
}

/** "@lat,lng,zoomz" with 6 decimals and an integer zoom. */
export function formatMapPosition(view: MapView): string {
  return `@${view.lat.toFixed(6)},${view.lng.toFixed(6)},${Math.round(view.zoom)}z`;
}

/** Reads "@lat,lng,zoomz" (the @ and z optional); null unless all three parse as numbers. */
export function parseMapPosition(text: string | null | undefined): MapView | null {
  const match = /^@?([^,]+),([^,]+),([^,]+?)z?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [lat, lng, zoom] = [match[1], match[2], match[3]].map((part) => finite(part));
  if (lat === null || lng === null || zoom === null || lat === undefined || lng === undefined || zoom === undefined) {
    return null;
  }
  return { lat, lng, zoom };
}

/** Only projects with numeric latitude and longitude become markers. */
export function mappableProjects<T extends { latitude: unknown; longitude: unknown }>(
  projects: readonly T[],
): Array<T & { latitude: number; longitude: number }> {
  return projects.filter(hasCoordinates);
}

export type MarkerTone = 'blue' | 'purple' | 'grey' | PriorityTone | ScoreTone;

/** Selected purple; default blue; by priority as §4.2; by score as the bands (grey without a score). */
export function markerTone(
  project: { priority?: string | null; score?: number | null },
  colouring: MarkerColouring,
  selected = false,
): MarkerTone {
  if (selected) return 'purple';
  if (colouring === 'priority') return priorityTone(project.priority);
  if (colouring === 'score') {
    return typeof project.score === 'number' ? scoreBand(project.score).tone : 'grey';
  }
  return 'blue';
}
