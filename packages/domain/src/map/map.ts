// Map rules and constants (portfolio.md §2.5, §2.9, §9); the map's position and defaults are mapPosition.ts.

import { hasCoordinates } from '../entities/project.ts';
import { isPlainObject } from '../entities/normalizeKeys.ts';
import { type PriorityTone, priorityTone } from '../priority/priority.ts';
import { type ScoreTone, scoreBand } from '../score/bands.ts';
import { finiteNumber, MAP_DEFAULTS, type MapView } from './mapPosition.ts';

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

/** Centre and zoom from configJson.map, each falling back to -34.6118, -58.396, zoom 8. */
export function mapViewFromConfig(configJson: unknown): MapView {
  const map = isPlainObject(configJson) && isPlainObject(configJson.map) ? configJson.map : {};
  const center = isPlainObject(map.center) ? map.center : {};
  return {
    lat: finiteNumber(center.lat) ?? MAP_DEFAULTS.center.lat,
    lng: finiteNumber(center.lng) ?? MAP_DEFAULTS.center.lng,
    zoom: finiteNumber(map.zoom) ?? MAP_DEFAULTS.zoom,
  };
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
