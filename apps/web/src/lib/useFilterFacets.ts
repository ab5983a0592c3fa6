// The distinct values of the tenant's active projects (GET /t/{slug}/projects/filters/values), every facet of the
// list's filters in one call: the list's quick filters and dialog offer them, and the project form suggests the
// sectors, executing areas and funding sources already in use. One key for both, so the one answer serves either.
import useSWR from 'swr';
import type { ApiClient } from '@siipro/api-client';
import { FACET_FIELDS, type Facets } from '@siipro/domain';
import { useApi } from '../services/ServicesContext.tsx';
import { swrKeys } from './swrKeys.ts';

/** Distinct values per field; portfolio.md §8: on any failure, silently empty lists. */
export async function fetchFilterValues(
  api: ApiClient,
  tenantSlug: string,
  fields: readonly string[],
): Promise<Record<string, string[]>> {
  try {
    return await api.projects.filterValues(tenantSlug, fields);
  } catch {
    return {};
  }
}

const NO_FACETS: Facets = {};

/** The facets of the list's filters; empty while loading, on failure, and when not enabled (nothing is asked). */
export function useFilterFacets(tenantSlug: string, { enabled = true }: { enabled?: boolean } = {}): Facets {
  const api = useApi();
  const { data } = useSWR(enabled ? swrKeys.projectFilterValues(tenantSlug, FACET_FIELDS) : null, () =>
    fetchFilterValues(api, tenantSlug, FACET_FIELDS),
  );
  return data ?? NO_FACETS;
}
