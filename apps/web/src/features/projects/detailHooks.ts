// The detail page's data (portfolio.md §2.4-§2.6): the project with its explained score, and one tab of its
// server-side activity, page by page. The API client comes from the app's services (ServicesContext).
import { useEffect } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { isApiError } from '@siipro/api-client';
import {
  ACTIVITY_TAB_KINDS,
  messages,
  recentProjectOf,
  type ActivityEntry,
  type ActivityPage,
  type ActivityTab,
  type ProjectDetail,
} from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { recentActivity } from '../../session/recentActivity.ts';

/** Entries per page of the feed ("Ver más" asks for the next one). */
export const ACTIVITY_PAGE_SIZE = 20;

export type ProjectDetailData =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'loaded'; project: ProjectDetail };

/**
 * The project or program of the path. A 404 is "No se encontró el proyecto."; any other failure keeps the API's
 * Spanish message (the client falls back to "No se pudo cargar el proyecto"). A loaded project is written to the
 * tenant's recents (domain's recents module, 10 kept) so the dashboard lists it.
 */
export function useProjectDetail(tenantSlug: string, projectSlug: string) {
  const api = useApi();
  const { data, error, mutate } = useSWR<ProjectDetail, unknown>(swrKeys.projectDetail(tenantSlug, projectSlug), () =>
    api.projectDetail.get(tenantSlug, projectSlug),
  );

  const recent = data ? recentProjectOf(data, new Date()) : null;
  // Remembered once per project and per change of what the dashboard shows of it, not on every revalidation.
  const recentSignature = recent ? JSON.stringify({ ...recent, lastViewed: null }) : null;
  // `recent` is new with every answer; its signature changes only with what the dashboard shows.
  useEffect(() => {
    if (recent) recentActivity.rememberProject(tenantSlug, recent);
  }, [tenantSlug, recentSignature]);

  let result: ProjectDetailData;
  if (data) result = { state: 'loaded', project: data };
  else if (isApiError(error) && error.status === 404) result = { state: 'notFound' };
  else if (error !== undefined) {
    result = { state: 'error', message: isApiError(error) ? error.message : messages.projectDetail.errors.load };
  } else result = { state: 'loading' };
  return { data: result, mutate };
}

export interface ProjectActivityData {
  /** The tab's entries, newest first; undefined while the first page loads. */
  entries: ActivityEntry[] | undefined;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Asks the server again for every page shown (after a write). */
  refresh: () => Promise<unknown>;
}

/** One tab of the project's activity (Comentarios, Documentación or Historia), newest first, 20 at a time. */
export function useProjectActivity(tenantSlug: string, projectId: string | null, tab: ActivityTab) {
  const api = useApi();
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<ActivityPage, unknown>(
    (index: number, previous: ActivityPage | null) => {
      if (!projectId || (previous && !previous.pagination.hasNext)) return null;
      return swrKeys.projectActivity(tenantSlug, projectId, tab, index + 1);
    },
    (key: ReturnType<typeof swrKeys.projectActivity>) =>
      api.projectDetail.activity(tenantSlug, key[3], {
        page: key[6],
        limit: ACTIVITY_PAGE_SIZE,
        kinds: ACTIVITY_TAB_KINDS[tab],
      }),
  );
  const last = data?.[data.length - 1];
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return {
    entries: data?.flatMap((page) => page.data),
    error: error === undefined ? null : isApiError(error) ? error.message : messages.errors.unexpected,
    hasMore: last?.pagination.hasNext ?? false,
    loadingMore,
    loadMore: () => {
      if (!loadingMore) void setSize(size + 1);
    },
    refresh: () => mutate(),
  } satisfies ProjectActivityData;
}
