// The public list's address and what it asks the API for (issue 45). The address uses the members' list codec
// (domain's listStateFromSearchParams: `buscar` for the search, `prioridad`, `orden`, `pagina`) plus `organismo`, the one
// organisation the quick filter chose, so a shared link opens the same page. Pure, unit-tested (listQuery.test.ts).
import type { PublicProjectQuery } from '@siipro/api-client';
import {
  DEFAULT_PAGE_SIZE,
  filtersToApiQuery,
  formatSort,
  listStateFromSearchParams,
  listStateToSearchParams,
  type ProjectListState,
} from '@siipro/domain';

export const ORGANIZATION_URL_KEY = 'organismo';

export interface PublicListState {
  list: ProjectListState;
  organization: string | null;
}

export function publicListState(search: string): PublicListState {
  const params = new URLSearchParams(search);
  return {
    list: listStateFromSearchParams(params, 'proyecto'),
    organization: params.get(ORGANIZATION_URL_KEY)?.trim() || null,
  };
}

/** The address's query of a state ('' for the first page with nothing chosen). */
export function publicListSearch(state: PublicListState): string {
  const params = listStateToSearchParams(state.list);
  if (state.organization) params.set(ORGANIZATION_URL_KEY, state.organization);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the list, as GET /public/{slug}/projects takes it. */
export function publicListRequest(state: PublicListState): PublicProjectQuery {
  return {
    type: 'proyecto',
    sort: formatSort(state.list.sort),
    page: state.list.page,
    limit: DEFAULT_PAGE_SIZE,
    ...(state.organization ? { organizationSlug: state.organization } : {}),
    filters: [...filtersToApiQuery(state.list.filters)],
  };
}
