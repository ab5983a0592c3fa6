// The Organismos view kept in the URL: every view is a link and Back restores the previous one.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  organizationListStateFromSearchParams,
  organizationListStateToSearchParams,
  type OrganizationListState,
} from './listUrlState.ts';

export function useOrganizationListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => organizationListStateFromSearchParams(searchParams), [searchParams]);
  // As useListUrlState (projects): each change builds on the address bar at that moment and renders at once, so a
  // person acting twice in a row (search, then sort) does not act on the view React has not committed yet.
  const change = useCallback(
    (update: Partial<OrganizationListState>) => {
      const current = new URLSearchParams(window.location.search);
      const next = { ...organizationListStateFromSearchParams(current), ...update };
      setSearchParams(organizationListStateToSearchParams(next, current), {
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [setSearchParams],
  );
  return useMemo(
    () => ({
      state,
      setSearchTerm: (searchTerm: string) => change({ searchTerm }),
      setSort: (sort: OrganizationListState['sort']) => change({ sort }),
      setView: (view: OrganizationListState['view']) => change({ view }),
    }),
    [state, change],
  );
}
