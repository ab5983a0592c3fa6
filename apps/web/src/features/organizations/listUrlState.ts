// The Organismos view in the browser URL, as the projects lists keep theirs (portfolio.md §7): the search under the
// same key (buscar), the order under the same key (orden: name or -name), and the Tarjetas/Tabla choice (vista).
// Defaults are not written, so the plain address is the default view.
import { SEARCH_URL_KEY, SORT_URL_KEY } from '@siipro/domain';
import type { OrganizationListMode, OrganizationNameSort } from '@siipro/ui';

export const VIEW_URL_KEY = 'vista';

/** The URL words of the two views. */
const VIEW_WORDS: Record<OrganizationListMode, string> = { cards: 'tarjetas', table: 'tabla' };

export interface OrganizationListState {
  searchTerm: string;
  sort: OrganizationNameSort;
  view: OrganizationListMode;
}

export function organizationListStateFromSearchParams(params: URLSearchParams): OrganizationListState {
  const sort = params.get(SORT_URL_KEY)?.trim();
  const view = params.get(VIEW_URL_KEY)?.trim().toLowerCase();
  return {
    searchTerm: params.get(SEARCH_URL_KEY)?.trim() ?? '',
    sort: sort === '-name' ? '-name' : 'name',
    view: view === VIEW_WORDS.table ? 'table' : 'cards',
  };
}

/** Writes the view over the current query, keeping keys it does not own. */
export function organizationListStateToSearchParams(
  state: OrganizationListState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set(SEARCH_URL_KEY, state.searchTerm.trim() || null);
  set(SORT_URL_KEY, state.sort === 'name' ? null : state.sort);
  set(VIEW_URL_KEY, state.view === 'cards' ? null : VIEW_WORDS[state.view]);
  return params;
}
