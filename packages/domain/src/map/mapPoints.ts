// The map's projects as the browser holds them (issue 16): one column per field, so 100,000 points are a handful of
// arrays instead of 100,000 objects. The API sends a compact wire form (entities/mapAnswer.ts: its schema, encoder and
// decoder) that the api-client decodes into this; the ProjectsMap component and its clustering worker read only this.

import { isMapPosition } from '../entities/mapAnswer.ts';

/** Every project of the map answer at the same index `i` of each column. */
export interface MapPoints {
  /** How many projects; every column has this length. */
  count: number;
  /** How many projects of the same selection have no map position (not in the columns); unknown when absent. */
  unplaced?: number;
  /** The key the popup call takes (GET /t/{slug}/map/projects/{key}); opaque to the browser. */
  key: string[];
  lat: number[];
  lng: number[];
  /** 0-100, or null when the project has no score. */
  score: (number | null)[];
  /** Alta, Media, Baja, another value, or null. */
  priority: (string | null)[];
  /** The status value (the tenant's configJson.projectStatus[].value). */
  status: string[];
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
 * The map's columns for a list of projects: only those with a map position (isMapPosition, portfolio.md §2.9), each
 * keyed by `keyOf` (its projectId by default), and the others counted as `unplaced`, as the API answers. Stories, tests and benchmarks build MapPoints with it from the fixtures.
 */
export function mapPointsOf<T extends MappableProject>(
  projects: readonly T[],
  keyOf: (project: T) => string = (project) => project.projectId,
): MapPoints {
  const points: MapPoints = { count: 0, unplaced: 0, key: [], lat: [], lng: [], score: [], priority: [], status: [] };
  for (const project of projects) {
    const { latitude, longitude } = project;
    if (!isMapPosition(latitude, longitude)) {
      points.unplaced! += 1;
      continue;
    }
    points.key.push(keyOf(project));
    points.lat.push(latitude as number);
    points.lng.push(longitude as number);
    points.score.push(project.score);
    points.priority.push(project.priority);
    points.status.push(project.status);
    points.count += 1;
  }
  return points;
}

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
