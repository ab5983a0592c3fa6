// The dashboard's data: the tenant's activity record on this device, re-read whenever it is written, and the
// tenant's newest projects and organisations when the record has none of them (platform.md §9).
import { useMemo, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import {
  dashboardRecents,
  parseLocalActivity,
  type LocalActivity,
  type OrganizationAnswer,
  type ProjectListItem,
} from '@siipro/domain';
import type { DashboardTrends } from '@siipro/ui';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { recentActivity } from '../../session/recentActivity.ts';
import { NEWEST_KEY, NEWEST_QUERY } from './dashboardCards.ts';

export function useRecentActivity(tenantSlug: string): LocalActivity {
  const stored = useSyncExternalStore(recentActivity.subscribe, () => recentActivity.snapshot(tenantSlug));
  return useMemo(() => dashboardRecents(parseLocalActivity(stored)), [stored]);
}

/**
 * The tenant's 20 newest projects, asked for only when `wanted` (no recents on this device). A failure leaves the
 * list empty: the dashboard then says there are no recent projects, as it would with no fallback.
 */
export function useNewestProjects(
  tenantSlug: string,
  wanted: boolean,
): { projects: readonly ProjectListItem[] | undefined; loading: boolean } {
  const api = useApi();
  const key = wanted ? swrKeys.projectList(tenantSlug, NEWEST_KEY) : null;
  const { data, isLoading } = useSWR(key, () => api.projects.list(tenantSlug, NEWEST_QUERY), {
    // The newest projects barely change while someone looks at the dashboard.
    revalidateOnFocus: false,
  });
  return { projects: data?.data, loading: wanted && isLoading };
}

/**
 * The tenant's 20 newest organisations, asked for only when `wanted`. platform.md §8: a failed organisations load
 * gives an empty list, so the dashboard says "No hay actividad reciente.".
 */
export function useNewestOrganizations(
  tenantSlug: string,
  wanted: boolean,
): { organizations: readonly OrganizationAnswer[] | undefined; loading: boolean } {
  const api = useApi();
  const key = wanted ? swrKeys.organizationList(tenantSlug, '', NEWEST_QUERY.sort, NEWEST_QUERY.limit) : null;
  const { data, isLoading } = useSWR(key, () => api.organizations.list(tenantSlug, NEWEST_QUERY), {
    revalidateOnFocus: false,
  });
  return { organizations: data, loading: wanted && isLoading };
}

/** "Tendencias del Mes" (issue 43): the month's figures from the API, with their loading and error states. */
export function useMonthlyTrends(tenantSlug: string): DashboardTrends {
  const api = useApi();
  const { data, error } = useSWR(swrKeys.monthlyTrends(tenantSlug), () => api.reports.monthlyTrends(tenantSlug), {
    revalidateOnFocus: false,
  });
  if (data) return { state: 'ready', figures: data };
  return error ? { state: 'error' } : { state: 'loading' };
}
