// What the map page shows, from its address (portfolio.md §2.9, §7; issue 16): the projects list's filters in the
// list's browser keys and an organisation or program scope (domain's map/mapAddress.ts), turned into the list call's
// parameters by the rule the list uses (filtersToApiQuery) — so the map shows exactly the list's projects that have a
// position — and the position of the path's "@lat,lng,zoomz". Pure, so the rules are unit-tested (mapQuery.test.ts).
import type { ProjectListQuery } from '@siipro/api-client';
import {
  activeFilterCount,
  filtersToApiQuery,
  filtersToSearchParams,
  mapSearchParams,
  mapSelectionFromSearchParams,
  paths,
  type MapScope,
  type ProjectFilters,
  type ProjectType,
  type SearchParamsInput,
} from '@siipro/domain';

/** The map shows projects (type proyecto) unless its address asks for programs (filter[tipo][in]=programa). */
export const DEFAULT_MAP_TYPE: ProjectType = 'proyecto';

export interface MapSelection {
  filters: ProjectFilters;
  scope: MapScope;
  type: ProjectType;
  /** The map call's list parameters. */
  query: ProjectListQuery;
  /** A stable text of the query, for the SWR key (same selection → same key). */
  queryText: string;
  /** The list's filters the map's own bar does not show (all but status, priority and the type). */
  otherFilterCount: number;
  /** The projects (or programs) list with the same scope and filters: "Ver en la lista". */
  listHref: string;
}

/** `today` resolves date presets ("últimos 30 días") as the list does. */
export function mapSelection(tenantSlug: string, search: SearchParamsInput, today: Date | string): MapSelection {
  const { filters, scope } = mapSelectionFromSearchParams(search);
  const type = filters.type ?? DEFAULT_MAP_TYPE;
  const apiFilters = filtersToApiQuery(filters, { today });
  const scopeParams = new URLSearchParams();
  if (scope.organizationSlug) scopeParams.set('organization_slug', scope.organizationSlug);
  if (scope.programSlug) scopeParams.set('program_slug', scope.programSlug);
  const listSearch = filtersToSearchParams({ ...filters, type: null }).toString();
  const list = type === 'programa' ? paths.programs(tenantSlug, scope) : paths.projects(tenantSlug, scope);
  return {
    filters,
    scope,
    type,
    query: {
      type,
      organizationSlug: scope.organizationSlug ?? undefined,
      programSlug: scope.programSlug ?? undefined,
      filters: [...apiFilters],
    },
    queryText: `type=${type}&${scopeParams}&${apiFilters}`,
    otherFilterCount: activeFilterCount({ ...filters, status: [], priority: [], type: null }),
    listHref: `${list}${listSearch ? `?${listSearch}` : ''}`,
  };
}

/** The map's address with these filters and the selection's scope, at `position` when known. */
export function mapHref(
  tenantSlug: string,
  filters: ProjectFilters,
  scope: MapScope,
  position: { lat: number; lng: number; zoom: number } | null,
): string {
  return paths.map(tenantSlug, position, mapSearchParams(filters, scope));
}

/**
 * Whether `pathname` (the browser's, as it is now) is the tenant's map, with or without a position. A map move writes
 * its position into the address only while it is: a move can arrive after a link left the map ("Ver en la lista" as
 * the map settled), and writing it then put the map's address over the list's.
 */
export function isMapAddress(tenantSlug: string, pathname: string): boolean {
  const mapPath = paths.map(tenantSlug);
  return pathname === mapPath || pathname.startsWith(`${mapPath}/`);
}
