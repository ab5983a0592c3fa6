// Everything the list screen shows and every action on it, for one route: the scope from the path, the view from the
// URL (portfolio.md §7: every view is a link, Back restores the previous one), the page of rows, the filters, the
// links, and whether Optimizar shows (type proyecto and optimizer:usage only; the page opens the wizard). It composes the feature's smaller hooks.
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import type { ProjectListViewProps } from '@siipro/ui';
import {
  hasPermission,
  mapSearchParams,
  messages,
  paths,
  projectStatusesFromConfig,
  type ProjectType,
} from '@siipro/domain';
import { useCurrentTenant } from '../../routes/CurrentTenant.tsx';
import { useFilterFacets } from '../../lib/useFilterFacets.ts';
import { useProjectExport, useProjectList } from './hooks.ts';
import type { ListScope } from './listQuery.ts';
import { useListFilters } from './useListFilters.ts';
import { useListLinks } from './useListLinks.ts';
import { useListUrlState } from './useListUrlState.ts';

/** The list the route shows: the tenant, the type, and the organisation and program of the path, if any. */
function useListScope(type: ProjectType, archived: boolean): ListScope {
  const tenant = useCurrentTenant();
  const params = useParams();
  const organizationSlug = params.organizationSlug ?? null;
  const programSlug = params.programSlug ?? null;
  return useMemo(
    () => ({ tenantSlug: tenant.slug, type, organizationSlug, programSlug, archived }),
    [tenant.slug, type, organizationSlug, programSlug, archived],
  );
}

export function useProjectListScreen(type: ProjectType, archived = false) {
  const tenant = useCurrentTenant();
  const scope = useListScope(type, archived);
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
  const filters = useListFilters(state.filters, updateFilters, facets, statuses);
  const links = useListLinks(scope, list.rows);
  const onExport = useProjectExport(scope, state);
  const pagination = list.pagination;

  return {
    type,
    ...links,
    // After the links, whose title names the list's scope: this view is the archived projects.
    ...(archived ? { title: messages.archive.archivedView } : {}),
    ...filters,
    canOptimize: type === 'proyecto' && hasPermission(tenant.features, 'optimizer:usage'),
    onExport,
    // The map shows projects unless told programs: a programs list's map keeps its type.
    mapHref: paths.map(
      tenant.slug,
      null,
      mapSearchParams({ ...state.filters, type: type === 'programa' ? type : null }, scope),
    ),
    rows: list.rows,
    // The table shows skeleton rows on the first load and dims the previous page while the next one loads.
    loading: list.loading || list.refreshing,
    error: list.error !== null,
    sort: state.sort,
    onSortChange: sortBy,
    statusOptions: statuses,
    // The current page is the link's: while the next view loads, the previous rows stay on screen (keepPreviousData)
    // but the pagination already shows where the link is, so "Página 2" right after a filter means its page 2.
    pagination: pagination ? { page: state.page, totalPages: pagination.totalPages, total: pagination.total } : null,
    onPageChange: setPage,
  } satisfies Omit<ProjectListViewProps, 'onOptimize'>;
}
