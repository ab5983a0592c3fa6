// The Organismos list's data: SWR keyed by tenant, search and order; the previous answer stays on screen while the
// next one loads, and a request a newer search supersedes is aborted.
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { isCancelled } from '@siipro/api-client';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { fetchOrganizationList, type OrganizationListAnswer } from './api.ts';
import type { OrganizationListState } from './listUrlState.ts';

export function useOrganizationList(tenantSlug: string, { searchTerm, sort }: OrganizationListState) {
  const api = useApi();
  const inFlight = useRef<AbortController | null>(null);
  const fetcher = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return fetchOrganizationList(api, tenantSlug, { searchTerm, sort }, controller.signal);
  }, [api, tenantSlug, searchTerm, sort]);
  const { data, error, isLoading, mutate } = useSWR<OrganizationListAnswer, unknown>(
    swrKeys.organizationList(tenantSlug, searchTerm, sort),
    fetcher,
    { keepPreviousData: true },
  );
  const cancelled = error !== undefined && isCancelled(error);
  // Left and come back to within SWR's dedupe window: ask again.
  useEffect(() => {
    if (cancelled) void mutate();
  }, [cancelled, mutate]);
  return { organizations: data?.organizations ?? [], refused: data?.refused ?? false, loading: isLoading || cancelled };
}
