// The list screen's state and data: the view lives in the browser URL (portfolio.md §7), so every view is a link and
// Back restores the previous one; SWR keeps the previous page on screen while the next one loads.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { EXPORT_FAILED_MESSAGE, isApiError, isCancelled, type ExportFormat } from '@siipro/api-client';
import { useToast, type ProjectListViewProps } from '@siipro/ui';
import {
  filtersToSearchParams,
  hasPermission,
  paths,
  projectStatusesFromConfig,
  type ProjectListItem,
  type ProjectListAnswer,
  type ProjectListState,
  type ProjectType,
  type DialogResult,
  activeFilterCount,
  messages,
} from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useCurrentTenant } from '../../routes/CurrentTenant.tsx';
import { listBreadcrumbs, listTitle, type Crumb } from './breadcrumbs.ts';
import { fetchExport, fetchFilterValues, fetchProjectList } from './api.ts';
import { downloadBlob } from './download.ts';
import {
  FACET_FIELDS,
  QUICK_FILTER_KEYS,
  applyDialogResult,
  dialogInitialSelection,
  dialogSections,
  quickFilterOptions,
  type DialogSection,
  type Facets,
  type FilterOption,
  type QuickFilterKey,
} from './facets.ts';
import {
  belongsToOrganization,
  exportRequest,
  listDataOf,
  listRequest,
  queryKey,
  type ListScope,
  type ProjectListData,
} from './listQuery.ts';
import { useListUrlState } from './useListUrlState.ts';

/**
 * One page of the view. A request that a newer view supersedes is aborted (its cancellation is dropped, not shown);
 * keepPreviousData leaves the rows of the previous page visible until the next page arrives.
 */
export function useProjectList(scope: ListScope, state: ProjectListState): ProjectListData {
  const request = useMemo(() => listRequest(scope, state, new Date()), [scope, state]);
  const key = swrKeys.projectList(scope.tenantSlug, queryKey(request));
  const inFlight = useRef<AbortController | null>(null);

  const fetcher = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return fetchProjectList(scope, request, controller.signal);
  }, [scope, request]);

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

const NO_FACETS: Facets = {};

/** The facets of the quick filters and the dialog; empty while loading and on failure. */
export function useFilterFacets(tenantSlug: string): Facets {
  const { data } = useSWR(swrKeys.projectFilterValues(tenantSlug, FACET_FIELDS), () =>
    fetchFilterValues(tenantSlug, FACET_FIELDS),
  );
  return data ?? NO_FACETS;
}

/**
 * "Exportar": downloads every row of the current view (same filters, scope and order, no paging) in the chosen
 * format. A failure is reported as a toast and rethrown, so the button leaves its busy state.
 */
export function useProjectExport(scope: ListScope, state: ProjectListState): (format: ExportFormat) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (format: ExportFormat) => {
      try {
        const { blob, filename } = await fetchExport(scope.tenantSlug, exportRequest(scope, state, new Date()), format);
        downloadBlob(blob, filename);
      } catch (error) {
        if (isCancelled(error)) return;
        toast.show({ type: 'error', message: isApiError(error) ? error.message : EXPORT_FAILED_MESSAGE });
        throw error;
      }
    },
    [scope, state, toast],
  );
}

export interface QuickFilter {
  key: QuickFilterKey;
  label: string;
  options: FilterOption[];
  value: string[];
  onChange: (values: string[]) => void;
}

/**
 * Everything the list screen shows and every action on it, for one route: the scope from the path, the view from the
 * URL, the page of rows, the facets as quick filters and dialog sections, the breadcrumbs, the links of a row, and
 * Optimizar (type proyecto and optimizer:usage only).
 */
export function useProjectListScreen(type: ProjectType) {
  const tenant = useCurrentTenant();
  const params = useParams();
  const navigate = useNavigate();
  const organizationSlug = params.organizationSlug ?? null;
  const programSlug = params.programSlug ?? null;
  const scope = useMemo<ListScope>(
    () => ({ tenantSlug: tenant.slug, type, organizationSlug, programSlug }),
    [tenant.slug, type, organizationSlug, programSlug],
  );
  const { state, updateFilters, sortBy, setPage, replacePage } = useListUrlState(type);
  const list = useProjectList(scope, state);
  // A link to a page past the end (the list shrank since it was shared, or a number typed into it) opens the last
  // page in its place, rather than an empty table above a pager that says "Página 16 de 16".
  const lastPage = list.pagination && !list.refreshing ? list.pagination.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && state.page > lastPage) replacePage(lastPage);
  }, [lastPage, state.page, replacePage]);
  const facets = useFilterFacets(tenant.slug);
  const statuses = useMemo(() => projectStatusesFromConfig(tenant.configJson), [tenant.configJson]);
  const onExport = useProjectExport(scope, state);

  const filters = state.filters;
  const quickFilters: QuickFilter[] = QUICK_FILTER_KEYS.map((key) => ({
    key,
    label: messages.projects.quickFilters[key],
    options: quickFilterOptions(facets, key, filters, statuses),
    value: filters[key],
    onChange: (values: string[]) => updateFilters((current) => ({ ...current, [key]: values })),
  }));
  const sections: DialogSection[] = dialogSections(facets, filters, statuses);

  // Names for the breadcrumbs: what the rows of the list answer say, else the slug. (The organisation's own record,
  // GET …/organizations/{slug}, comes with the organisation pages; asking for it now would be a 404 on every load.)
  const rowOrganization = organizationSlug
    ? list.rows
        .flatMap((row) => row.organizations)
        .find((org) => org.slug.toLowerCase() === organizationSlug.toLowerCase())
    : undefined;
  const rowProgram = programSlug
    ? list.rows
        .map((row) => row.parentProject)
        .find((parent) => parent?.slug?.toLowerCase() === programSlug.toLowerCase())
    : undefined;
  const breadcrumbs: Crumb[] = listBreadcrumbs(scope, {
    organization: rowOrganization?.name ?? null,
    program: rowProgram?.name ?? null,
  });

  const hrefs = {
    project: (project: ProjectListItem) =>
      paths.project(tenant.slug, {
        slug: project.slug,
        type: project.type,
        organizationSlug: project.organizations[0]?.slug ?? null,
      }),
    organization: (slug: string) => paths.organization(tenant.slug, slug),
    // A program's page lives under its organisation: the one of a row that hangs from it (the route's in a scope).
    program: (slug: string) => {
      const row = list.rows.find((candidate) => candidate.parentProject?.slug === slug);
      const owner =
        organizationSlug && row && belongsToOrganization(row, organizationSlug)
          ? organizationSlug
          : (row?.organizations[0]?.slug ?? organizationSlug);
      return (
        paths.project(tenant.slug, { slug, type: 'programa', organizationSlug: owner }) ?? paths.programs(tenant.slug)
      );
    },
  };

  const canOptimize = type === 'proyecto' && hasPermission(tenant.features, 'optimizer:usage');
  const pagination = list.pagination;

  return {
    type,
    title: listTitle(scope),
    breadcrumbs,
    searchTerm: filters.searchTerm,
    onSearch: (term: string) => updateFilters((current) => ({ ...current, searchTerm: term })),
    quickFilters,
    filterSections: sections,
    filterSelection: dialogInitialSelection(filters, sections),
    // The badge on "Filtros" counts the filters it and the quick filters set; the search shows in its own box.
    activeFilterCount: activeFilterCount({ ...filters, searchTerm: '' }),
    onApplyFilters: (result: DialogResult) =>
      updateFilters((current) => applyDialogResult(current, dialogSections(facets, current, statuses), result)),
    // "Limpiar" empties the dialog and the filters it shows; the dialog stays open (portfolio.md §2.3).
    onResetFilters: () =>
      updateFilters((current) => applyDialogResult(current, dialogSections(facets, current, statuses), {})),
    canOptimize,
    // The optimizer wizard is a later issue: Optimizar opens the optimizer screen with the list's filters.
    onOptimize: () => navigate(paths.optimizer(tenant.slug, filtersToSearchParams(filters))),
    onExport,
    rows: list.rows,
    // The table shows skeleton rows on the first load and dims the previous page while the next one loads.
    loading: list.loading || list.refreshing,
    error: list.error !== null,
    sort: state.sort,
    onSortChange: sortBy,
    hrefs,
    statusOptions: statuses,
    // The current page is the link's: while the next view loads, the previous rows stay on screen (keepPreviousData)
    // but the pagination already shows where the link is, so "Página 2" right after a filter means its page 2.
    pagination: pagination ? { page: state.page, totalPages: pagination.totalPages, total: pagination.total } : null,
    onPageChange: setPage,
  } satisfies ProjectListViewProps;
}
