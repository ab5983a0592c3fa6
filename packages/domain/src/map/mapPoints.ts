// The map's projects as the browser holds them (issue 16): one typed column per field, so 100,000 points are a
// handful of typed arrays instead of 100,000 objects — and a Web Worker can hand them to the page without copying
// (transfer), where 100,000 strings would cost the page more than decoding them (~120 ms to clone in chromium). The
// API sends a compact wire form (entities/mapAnswer.ts: its schema, encoder and decoder) that the api-client decodes
// into this off the main thread; the ProjectsMap component and its clustering worker read only this, through the
// readers below.

import { isMapPosition } from '../entities/mapAnswer.ts';
import { normalizeScore } from '../score/bands.ts';
import { dictionaryOf } from '../shared/dictionary.ts';

/** Every project of the map answer at the same index `i` of each column. */
export interface MapPoints {
  /** How many projects; every column has this length. */
  count: number;
  /** How many projects of the same selection have no map position (not in the columns); unknown when absent. */
  unplaced?: number;
  /** Each project's key, a positive integer; the popup call takes its decimal text (mapPointKey). */
  key: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** 0-100, or -1 when the project has no score (mapPointScore). */
  score: Int8Array;
  /** Each project's status as an index into `statuses` (the tenant's configJson.projectStatus[].value). */
  status: Uint16Array;
  statuses: string[];
  /** Each project's priority as an index into `priorities` (Alta, Media, Baja, another value, or null). */
  priority: Uint16Array;
  priorities: (string | null)[];
}

const NO_SCORE = -1;

/** The key of project `index`, as the popup call takes it (GET /t/{slug}/map/projects/{key}). */
export const mapPointKey = (points: MapPoints, index: number): string => String(points.key[index]);

/** The index of the project with this key, or -1. */
export function indexOfMapKey(points: MapPoints, key: string): number {
  const value = Number(key);
  return Number.isSafeInteger(value) && value > 0 ? points.key.indexOf(value) : -1;
}

/** Project `index`'s score (0-100), or null when it has none. */
export function mapPointScore(points: MapPoints, index: number): number | null {
  const score = points.score[index] ?? NO_SCORE;
  return score === NO_SCORE ? null : score;
}

export const mapPointStatus = (points: MapPoints, index: number): string => points.statuses[points.status[index]!]!;

export const mapPointPriority = (points: MapPoints, index: number): string | null =>
  points.priorities[points.priority[index]!] ?? null;

/** The buffers a worker transfers (not copies) when it sends the points. */
export const mapPointsBuffers = (points: MapPoints): ArrayBuffer[] =>
  [points.key, points.lat, points.lng, points.score, points.status, points.priority].map(
    (column) => column.buffer as ArrayBuffer,
  );

/** Whether two answers hold the same projects in the same order (a revalidation that changed nothing). */
export function sameMapPoints(a: MapPoints, b: MapPoints): boolean {
  if (a === b) return true;
  const sameColumn = (x: ArrayLike<number>, y: ArrayLike<number>) => {
    for (let index = 0; index < x.length; index++) if (x[index] !== y[index]) return false;
    return x.length === y.length;
  };
  const sameList = (x: readonly unknown[], y: readonly unknown[]) =>
    x.length === y.length && x.every((value, index) => value === y[index]);
  return (
    a.count === b.count &&
    a.unplaced === b.unplaced &&
    sameList(a.statuses, b.statuses) &&
    sameList(a.priorities, b.priorities) &&
    sameColumn(a.key, b.key) &&
    sameColumn(a.lat, b.lat) &&
    sameColumn(a.lng, b.lng) &&
    sameColumn(a.score, b.score) &&
    sameColumn(a.status, b.status) &&
    sameColumn(a.priority, b.priority)
  );
}

/** One project of the map, as fixtures and tests write it. */
export interface MapPointRow {
  key: number;
  lat: number;
  lng: number;
  /** Any number (rounded and clamped to 0-100) or null. */
  score: number | null;
  status: string;
  priority: string | null;
}

/** The columns of these rows, in their order. */
export function buildMapPoints(rows: readonly MapPointRow[], unplaced?: number): MapPoints {
  const statuses = dictionaryOf(rows.map((row) => row.status));
  const priorities = dictionaryOf(rows.map((row) => row.priority));
  return {
    count: rows.length,
    ...(unplaced === undefined ? {} : { unplaced }),
    key: Uint32Array.from(rows, (row) => row.key),
    lat: Float64Array.from(rows, (row) => row.lat),
    lng: Float64Array.from(rows, (row) => row.lng),
    score: Int8Array.from(rows, (row) => normalizeScore(row.score) ?? NO_SCORE),
    status: Uint16Array.from(statuses.indices),
    statuses: statuses.entries,
    priority: Uint16Array.from(priorities.indices),
    priorities: priorities.entries,
  };
}

/** What a marker's popup shows (portfolio.md §2.9), fetched for one project when its marker is clicked. */
export interface MapProjectPopup {
  projectId: string;
  type: 'proyecto' | 'programa';
  name: string;
  slug: string;
  score: number | null;
  status: string;
  priority: string | null;
  area: string | null;
  /** Empty → "Ver Detalle" is disabled; the first one is the route's organisation. */
  organizations: { name: string; slug: string }[];
}

/** The fields of a project (a list row or a fixture) the map reads. */
export type MappableProject = Pick<
  MapProjectPopup,
  'projectId' | 'type' | 'name' | 'slug' | 'score' | 'status' | 'priority' | 'area' | 'organizations'
> & { latitude: number | null; longitude: number | null };

/**
 * The map's columns for a list of projects: only those with a map position (isMapPosition, portfolio.md §2.9), the
 * others counted as `unplaced`, as the API answers. Each project's key is `keyOf` it: by default its position in
 * `projects` plus one (projectOfMapKey finds it again). Stories, tests and benchmarks build MapPoints with it from the
 * fixtures.
 */
export function mapPointsOf<T extends MappableProject>(
  projects: readonly T[],
  keyOf: (project: T, index: number) => number = (_project, index) => index + 1,
): MapPoints {
  const rows: MapPointRow[] = [];
  projects.forEach((project, index) => {
    const { latitude, longitude } = project;
    if (!isMapPosition(latitude, longitude)) return;
    const { score, status, priority } = project;
    rows.push({
      key: keyOf(project, index),
      lat: latitude as number,
      lng: longitude as number,
      score,
      status,
      priority,
    });
  });
  return buildMapPoints(rows, projects.length - rows.length);
}

/** The project of `projects` a key of mapPointsOf(projects) names, or undefined. */
export const projectOfMapKey = <T extends MappableProject>(projects: readonly T[], key: string): T | undefined =>
  projects[Number(key) - 1];

/** What a project's popup shows, from the project itself. */
export function mapProjectPopupOf(project: MappableProject): MapProjectPopup {
  const { projectId, type, name, slug, score, status, priority, area, organizations } = project;
  return {
    projectId,
    type,
    name,
    slug,
    score,
    status,
    priority,
    area,
    organizations: organizations.map(({ name: orgName, slug: orgSlug }) => ({ name: orgName, slug: orgSlug })),
  };
}
