// The Organismos screens' data. The list: SWR keyed by tenant, search and order; the previous answer stays on screen
// while the next one loads, and a request a newer search supersedes is aborted. An organisation's page (platform.md §2
// "Organisation detail", §7): the organisation of the path and its latest projects for the side panel.
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { isApiError, isCancelled } from '@siipro/api-client';
import {
  messages,
  recentOrganizationOf,
  type OrganizationAnswer,
  type OrganizationProjectsAnswer,
} from '@siipro/domain';
import { LATEST_PROJECTS_LIMIT } from '@siipro/ui';
import { useLifecycle } from '../../lib/LifecycleActions.tsx';
import { isTenantPortfolioKey, swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { recentActivity } from '../../session/recentActivity.ts';
import { fetchOrganizationList, type OrganizationListAnswer } from './api.ts';
import type { OrganizationListState } from './listUrlState.ts';

/** The same empty list on every render while there is no answer: a new one would never equal the deferred rows. */
const NO_ORGANIZATIONS: OrganizationAnswer[] = [];

/** `archived`: the "Archivados" view (organizations:edit), only the archived organisations. */
export function useOrganizationList(tenantSlug: string, { searchTerm, sort }: OrganizationListState, archived = false) {
  const api = useApi();
  const inFlight = useRef<AbortController | null>(null);
  const fetcher = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return fetchOrganizationList(api, tenantSlug, { searchTerm, sort, archived }, controller.signal);
  }, [api, tenantSlug, searchTerm, sort, archived]);
  const { data, error, isLoading, mutate } = useSWR<OrganizationListAnswer, unknown>(
    swrKeys.organizationList(tenantSlug, searchTerm, sort, undefined, archived),
    fetcher,
    { keepPreviousData: true },
  );
  const cancelled = error !== undefined && isCancelled(error);
  // Left and come back to within SWR's dedupe window: ask again.
  useEffect(() => {
    if (cancelled) void mutate();
  }, [cancelled, mutate]);
  return {
    organizations: data?.organizations ?? NO_ORGANIZATIONS,
    refused: data?.refused ?? false,
    loading: isLoading || cancelled,
  };
}

export type OrganizationDetailData =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'loaded'; organization: OrganizationAnswer };

/**
 * The organisation of the path. A 404 is "No se encontró la organización"; any other failure keeps the API's Spanish
 * message (the client falls back to "No se pudo cargar la organización"). A loaded organisation is written to the
 * tenant's recents (domain's recents module, 10 kept) so the dashboard lists it.
 */
export function useOrganizationDetail(tenantSlug: string, organizationSlug: string) {
  const api = useApi();
  const { data, error, mutate } = useSWR<OrganizationAnswer, unknown>(
    swrKeys.organizationDetail(tenantSlug, organizationSlug),
    () => api.organizations.get(tenantSlug, organizationSlug),
  );

  // Remembered once per organisation and per change of what the dashboard shows of it, not on every revalidation.
  const recentSignature = data
    ? JSON.stringify({ slug: data.slug, name: data.name, responsable: data.responsable?.name ?? null })
    : null;
  useEffect(() => {
    if (data) recentActivity.rememberOrganization(tenantSlug, recentOrganizationOf(data, tenantSlug, new Date()));
    // `data` is new with every answer; its signature changes only with what the dashboard shows.
  }, [tenantSlug, recentSignature]);

  let result: OrganizationDetailData;
  if (data) result = { state: 'loaded', organization: data };
  else if (isApiError(error) && error.status === 404) result = { state: 'notFound' };
  else if (error !== undefined) {
    result = {
      state: 'error',
      message: isApiError(error) && error.message ? error.message : messages.organizations.errors.load,
    };
  } else result = { state: 'loading' };
  return { data: result, mutate };
}

/** Its latest projects (5) and its projects list's total; null projects while loading, an empty list on failure. */
export function useOrganizationProjects(tenantSlug: string, organizationSlug: string) {
  const api = useApi();
  const { data, error, mutate } = useSWR<OrganizationProjectsAnswer, unknown>(
    swrKeys.organizationProjects(tenantSlug, organizationSlug, LATEST_PROJECTS_LIMIT),
    () => api.organizations.projects(tenantSlug, organizationSlug, LATEST_PROJECTS_LIMIT),
  );
  // A failed panel is not worth a message of its own on a page that loaded: it reads as no projects.
  const projects = data ? data.projects : error !== undefined ? [] : null;
  return { projects, total: data?.total ?? 0, mutate };
}

/**
 * Archivar and Restaurar on an organisation's page (lib/LifecycleActions.tsx's useLifecycle): the API call, then the
 * page's copy replaced and every list of the tenant made stale (an archived organisation leaves the list and the
 * forms). A refusal (409: it still has active projects, and how many) is the API's Spanish message in a toast.
 */
export function useOrganizationLifecycle(
  tenantSlug: string,
  organization: OrganizationAnswer | null,
  mutateOrganization: KeyedMutator<OrganizationAnswer>,
) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useLifecycle({
    call: useCallback(
      (action: 'archive' | 'restore') =>
        organization ? api.organizations[action](tenantSlug, organization.organizationId) : null,
      [api, tenantSlug, organization],
    ),
    done: useCallback(
      async (updated: OrganizationAnswer) => {
        await mutateOrganization(updated, { revalidate: false });
        void mutate(isTenantPortfolioKey(tenantSlug));
      },
      [mutateOrganization, mutate, tenantSlug],
    ),
    archivedText: messages.archive.organizationArchived,
    restoredText: messages.archive.organizationRestored,
    failedText: messages.organizations.errors.save,
  });
}
