// GET /t/{slug}/search for a term typed into a combobox (the top bar's search, a project's «Requiere» picker): a
// newer term cancels the request of the older one, whose answer nobody reads, and the previous term's results stay
// while the next one loads. null asks nothing.
import { useRef } from 'react';
import useSWR from 'swr';
import type { SearchAnswer } from '@siipro/domain';
import { useApi } from '../services/ServicesContext.tsx';
import { swrKeys } from './swrKeys.ts';

export function useTenantSearch(tenantSlug: string, term: string | null) {
  const api = useApi();
  const inFlight = useRef<AbortController | null>(null);
  return useSWR<SearchAnswer, unknown>(
    term ? swrKeys.search(tenantSlug, term) : null,
    () => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      return api.search.run(tenantSlug, term ?? '', controller.signal);
    },
    { keepPreviousData: true },
  );
}
