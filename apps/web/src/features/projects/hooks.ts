// The list screen's data: one page of the view and the export (its facets: lib/useFilterFacets.ts). SWR keeps the
// previous page on screen while the next one loads; the API client comes from the app's services (ServicesContext).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { EXPORT_FAILED_MESSAGE, isApiError, isCancelled, type ExportFormat } from '@siipro/api-client';
import { useToast } from '@siipro/ui';
import type { ProjectListAnswer, ProjectListState } from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { fetchExport, fetchProjectList } from './api.ts';
import { downloadBlob } from './download.ts';
import { exportRequest, listDataOf, listRequest, queryKey, type ListScope, type ProjectListData } from './listQuery.ts';

/**
 * One page of the view. A request that a newer view supersedes is aborted (its cancellation is dropped, not shown);
 * keepPreviousData leaves the rows of the previous page visible until the next page arrives.
 */
export function useProjectList(scope: ListScope, state: ProjectListState, enabled = true): ProjectListData {
  const request = useMemo(() => listRequest(scope, state, new Date()), [scope, state]);
  // Not enabled (a project's page, which is no program): no request at all.
  const key = enabled ? swrKeys.projectList(scope.tenantSlug, queryKey(request)) : null;
  const inFlight = useRef<AbortController | null>(null);
  const api = useApi();

  const fetcher = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return fetchProjectList(api, scope, request, controller.signal);
  }, [api, scope, request]);

  const { data, error, isLoading, isValidating, mutate } = useSWR<ProjectListAnswer, unknown>(key, fetcher, {
    keepPreviousData: true,
  });
  const cancelled = error !== undefined && isCancelled(error);

  // A view whose request was cancelled (left and come back to within SWR's dedupe window) is asked for again.
  useEffect(() => {
    if (cancelled) void mutate();
  }, [cancelled, mutate]);

  return listDataOf({ data, error, isLoading, isValidating });
}

/**
 * "Exportar": downloads every row of the current view (same filters, scope and order, no paging) in the chosen
 * format. A failure is reported as a toast and rethrown, so the button leaves its busy state.
 */
export function useProjectExport(scope: ListScope, state: ProjectListState): (format: ExportFormat) => Promise<void> {
  const toast = useToast();
  const api = useApi();
  return useCallback(
    async (format: ExportFormat) => {
      try {
        const { blob, filename } = await fetchExport(
          api,
          scope.tenantSlug,
          exportRequest(scope, state, new Date()),
          format,
        );
        downloadBlob(blob, filename);
      } catch (error) {
        if (isCancelled(error)) return;
        toast.show({ type: 'error', message: isApiError(error) ? error.message : EXPORT_FAILED_MESSAGE });
        throw error;
      }
    },
    [api, scope, state, toast],
  );
}
