// What the list screen asks the API for, derived from the route (type and scope) and the URL state (page, sort,
// filters). Pure, so the query rules are unit-tested without a browser (listQuery.test.ts).
import { isCancelled, type ProjectListQuery } from '@siipro/api-client';
import {
  DEFAULT_PAGE_SIZE,
  filtersToApiQuery,
  formatSort,
  type Pagination,
  type ProjectListItem,
  type ProjectListAnswer,
  type ProjectListState,
  type ProjectType,
} from '@siipro/domain';

/** Which list the route shows: the type, and optionally an organisation and a program (portfolio.md §2.1). */
export interface ListScope {
  tenantSlug: string;
  type: ProjectType;
  organizationSlug: string | null;
  programSlug: string | null;
  /** The "Archivados" view (projects:edit): only archived rows. */
  archived?: boolean;
}

/** The list call for one page of the current view. `today` resolves date presets ("últimos 30 días"). */
export function listRequest(scope: ListScope, state: ProjectListState, today: Date | string): ProjectListQuery {
  return {
    ...exportRequest(scope, state, today),
    ...(scope.archived ? { archived: true } : {}),
    page: state.page,
    limit: DEFAULT_PAGE_SIZE,
  };
}

/** The same view without paging: what the export downloads (every matching row, in the list's order). */
export function exportRequest(scope: ListScope, state: ProjectListState, today: Date | string): ProjectListQuery {
  const query: ProjectListQuery = {
    type: scope.type,
    sort: formatSort(state.sort),
    filters: [...filtersToApiQuery(state.filters, { today })],
  };
  if (scope.organizationSlug) query.organizationSlug = scope.organizationSlug;
  if (scope.programSlug) query.programSlug = scope.programSlug;
  return query;
}

/** A stable text for a query, to key the SWR cache (same view → same key). */
export function queryKey(query: ProjectListQuery): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (name === 'filters' || value === undefined) continue;
    pairs.push(`${name}=${String(value)}`);
  }
  const filters = query.filters ?? [];
  const filterPairs = Symbol.iterator in filters ? [...filters] : Object.entries(filters);
  for (const [name, value] of filterPairs) pairs.push(`${name}=${value}`);
  return pairs.join('&');
}

/** portfolio.md §7: when the organisation's query fails, the newest 20 projects of the tenant are fetched instead. */
export const FALLBACK_LIMIT = 20;

export function fallbackRequest(scope: ListScope): ProjectListQuery {
  return { type: scope.type, sort: '-createdAt', page: 1, limit: FALLBACK_LIMIT };
}

/** Whether a project belongs to the organisation (by slug, ignoring case as the router does). */
export function belongsToOrganization(project: ProjectListItem, organizationSlug: string): boolean {
  const wanted = organizationSlug.toLowerCase();
  return project.organizations.some((organization) => organization.slug.toLowerCase() === wanted);
}

/** Whether a project hangs from the program (its parent project), by slug. */
export function belongsToProgram(project: ProjectListItem, programSlug: string): boolean {
  return project.parentProject?.slug?.toLowerCase() === programSlug.toLowerCase();
}

/**
 * The fallback answer: the full list filtered in the client by the route's organisation (and program), presented as
 * a single page.
 */
export function filterFallback(answer: ProjectListAnswer, scope: ListScope): ProjectListAnswer {
  const data = answer.data.filter(
    (project) =>
      (!scope.organizationSlug || belongsToOrganization(project, scope.organizationSlug)) &&
      (!scope.programSlug || belongsToProgram(project, scope.programSlug)),
  );
  const pagination: Pagination = {
    page: 1,
    limit: FALLBACK_LIMIT,
    total: data.length,
    totalPages: data.length > 0 ? 1 : 0,
    hasPrev: false,
    hasNext: false,
  };
  return { data, pagination };
}

export interface ProjectListData {
  rows: ProjectListItem[];
  pagination: Pagination | null;
  /** Nothing to show yet (first load of the screen): skeleton rows. */
  loading: boolean;
  /** A new view is loading while the previous one stays visible. */
  refreshing: boolean;
  /** The failure to show ("Error al cargar proyectos"); cancellations are not failures. */
  error: Error | null;
}

export interface ListFetchState {
  data: ProjectListAnswer | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
}

/** No rows yet, or none after a failure: one array, so the page's deferred rows (ProjectListPage) see no change. */
const NO_ROWS: ProjectListItem[] = [];

/**
 * What the screen shows for SWR's state of the view. portfolio.md §7: a cancelled request (aborted, or status 499)
 * is no failure — the view keeps loading (a newer request answers it); any other failure replaces the rows.
 */
export function listDataOf({ data, error, isLoading, isValidating }: ListFetchState): ProjectListData {
  const cancelled = error !== undefined && isCancelled(error);
  const failure =
    error !== undefined && !cancelled ? (error instanceof Error ? error : new Error(String(error))) : null;
  return {
    rows: failure ? NO_ROWS : (data?.data ?? NO_ROWS),
    pagination: data && !failure ? data.pagination : null,
    loading: !failure && data === undefined && (isLoading || isValidating || cancelled),
    refreshing: !failure && data !== undefined && (isLoading || isValidating),
    error: failure,
  };
}
