// The list's view (page, sort, filters) kept in the browser URL (portfolio.md §7): every view is a link, and Back
// restores the previous one.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
  withFilters,
  withPage,
  withSortColumn,
  type ProjectFilters,
  type ProjectListState,
  type ProjectSortField,
  type ProjectType,
} from '@siipro/domain';

export interface ListUrlState {
  state: ProjectListState;
  /** New filters (search, quick filters, dialog), made from the current ones: back to page 1. */
  updateFilters: (change: (current: ProjectFilters) => ProjectFilters) => void;
  /** A column head: toggles or starts ascending, back to page 1. */
  sortBy: (field: ProjectSortField) => void;
  setPage: (page: number) => void;
  /** Shows another page in place of the current one (no new history entry): for a link to a page past the end. */
  replacePage: (page: number) => void;
}

/**
 * Page, sort and filters read from and written to the URL's query (pagina, orden, buscar, filter[…]). Each change is
 * a new history entry, so the browser's Back button returns to the previous view; the domain's `with…` rules send
 * any change of filters or sort back to page 1.
 */
export function useListUrlState(type: ProjectType): ListUrlState {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => listStateFromSearchParams(searchParams, type), [searchParams, type]);
  // React Router renders a navigation in a transition: until it commits, the page on screen (and its handlers) is the
  // previous view, and a person acting at once (search, then sort; filter, then "Página 2") acted on a stale view.
  // So each change builds on the view in the address bar at that moment, and renders at once (flushSync).
  const change = useCallback(
    (next: (current: ProjectListState) => ProjectListState, replace = false) => {
      const current = listStateFromSearchParams(new URLSearchParams(window.location.search), type);
      setSearchParams(listStateToSearchParams(next(current)), { preventScrollReset: true, flushSync: true, replace });
    },
    [setSearchParams, type],
  );
  return useMemo(
    () => ({
      state,
      updateFilters: (update) => change((current) => withFilters(current, update(current.filters))),
      sortBy: (field) => change((current) => withSortColumn(current, field)),
      setPage: (page) => change((current) => withPage(current, page)),
      replacePage: (page) => change((current) => withPage(current, page), true),
    }),
    [state, change],
  );
}
