// The map page's address (portfolio.md §2.9 and §7, issue 16): the projects list's browser filter keys
// (filter[estado][in], buscar, …, filter[tipo][in]=programa for programs) and, for a list under an organisation or a
// program, that scope as `organismo` and `programa` — so "Ver en el mapa" on any list shows exactly its projects.
// The position is in the path (@lat,lng,zoomz, map.ts), not here.

import { filtersFromSearchParams, filtersToSearchParams } from '../filters/browserCodec.ts';
import type { ProjectFilters } from '../filters/projectFilters.ts';
import { type SearchParamsInput, toSearchParams } from '../filters/searchParamsInput.ts';

export const MAP_SCOPE_URL_KEYS = { organizationSlug: 'organismo', programSlug: 'programa' } as const;

/** The organisation and the program whose projects the map shows (null: the whole tenant). */
export interface MapScope {
  organizationSlug: string | null;
  programSlug: string | null;
}

/** The map's query: the filters, then the scope. */
export function mapSearchParams(filters: ProjectFilters, scope: Partial<MapScope> = {}): URLSearchParams {
  const params = filtersToSearchParams(filters);
  for (const key of ['organizationSlug', 'programSlug'] as const) {
    const slug = scope[key]?.trim();
    if (slug) params.set(MAP_SCOPE_URL_KEYS[key], slug);
  }
  return params;
}

/** The filters and the scope of a map address; unknown keys and malformed values are ignored. */
export function mapSelectionFromSearchParams(input: SearchParamsInput): { filters: ProjectFilters; scope: MapScope } {
  const params = toSearchParams(input);
  const slugOf = (name: string) => params.get(name)?.trim() || null;
  return {
    filters: filtersFromSearchParams(params),
    scope: {
      organizationSlug: slugOf(MAP_SCOPE_URL_KEYS.organizationSlug),
      programSlug: slugOf(MAP_SCOPE_URL_KEYS.programSlug),
    },
  };
}
