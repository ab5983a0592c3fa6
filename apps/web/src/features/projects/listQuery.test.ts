import { describe, expect, it } from 'vitest';
import { ApiError } from '@siipro/api-client';
import {
  emptyFilters,
  initialListState,
  sampleIncompleteProject,
  withFilters,
  withPage,
  withSortColumn,
  type ProjectListItem,
} from '@siipro/domain';
import { exportRequest, filterFallback, listDataOf, listRequest, queryKey, type ListScope } from './listQuery.ts';

const tenantWide: ListScope = { tenantSlug: 'cenit-demo', type: 'proyecto', organizationSlug: null, programSlug: null };
const ofOrganization: ListScope = { ...tenantWide, organizationSlug: 'ministerio-de-obras' };
const today = '2025-06-15';

function project(slug: string, organizations: string[], parent?: string): ProjectListItem {
  return {
    ...sampleIncompleteProject,
    projectId: slug,
    name: slug,
    slug,
    organizations: organizations.map((org) => ({ name: org.toUpperCase(), slug: org })),
    parentProject: parent ? { name: parent, slug: parent } : null,
  };
}

describe('listRequest', () => {
  it('asks for the route type, the default sort and page 1 of 20 when the URL says nothing', () => {
    expect(listRequest(tenantWide, initialListState('proyecto'), today)).toEqual({
      type: 'proyecto',
      sort: 'name',
      filters: [],
      page: 1,
      limit: 20,
    });
  });

  it('asks only for archived rows in the Archivados view, under a key of its own', () => {
    const state = initialListState('proyecto');
    const archived = listRequest({ ...tenantWide, archived: true }, state, today);
    expect(archived).toMatchObject({ type: 'proyecto', archived: true, page: 1 });
    expect(queryKey(archived)).not.toBe(queryKey(listRequest(tenantWide, state, today)));
    expect(listRequest(tenantWide, state, today)).not.toHaveProperty('archived');
  });

  it('carries the scope, the sort direction, the page and the filters in the API grammar', () => {
    let state = withFilters(initialListState('programa'), {
      ...emptyFilters(),
      searchTerm: 'ruta 40',
      status: ['Ejecución', 'Finalizado'],
      budgetAmountFrom: 1000000,
      createdAtPreset: 'ultimos_30',
    });
    state = withSortColumn(withSortColumn(state, 'budgetAmount'), 'budgetAmount');
    state = withPage(state, 3);
    const request = listRequest({ ...ofOrganization, type: 'programa', programSlug: 'plan-vial' }, state, today);
    expect(request).toMatchObject({
      type: 'programa',
      sort: '-budgetAmount',
      page: 3,
      limit: 20,
      organizationSlug: 'ministerio-de-obras',
      programSlug: 'plan-vial',
    });
    expect(Object.fromEntries(request.filters as [string, string][])).toEqual({
      'filter[name][ilike]': '%ruta 40%',
      'filter[status][in]': 'Ejecución,Finalizado',
      'filter[budget_amount][gte]': '1000000',
      'filter[created_at][gte]': '2025-05-16T00:00:00.000Z',
      'filter[created_at][lte]': '2025-06-15T23:59:59.999Z',
    });
  });

  it('exports the same view without paging', () => {
    const state = withPage(withSortColumn(initialListState('proyecto'), 'score'), 4);
    const request = exportRequest(ofOrganization, state, today);
    expect(request).toEqual({
      type: 'proyecto',
      sort: 'score',
      filters: [],
      organizationSlug: 'ministerio-de-obras',
    });
  });
});

describe('queryKey', () => {
  it('is equal for equal views and differs when the page or a filter differs', () => {
    const state = initialListState('proyecto');
    const key = queryKey(listRequest(tenantWide, state, today));
    expect(queryKey(listRequest(tenantWide, initialListState('proyecto'), today))).toBe(key);
    expect(queryKey(listRequest(tenantWide, withPage(state, 2), today))).not.toBe(key);
    const filtered = withFilters(state, { ...emptyFilters(), priority: ['Alta'] });
    expect(queryKey(listRequest(tenantWide, filtered, today))).not.toBe(key);
    expect(queryKey(listRequest(ofOrganization, state, today))).not.toBe(key);
  });
});

describe('filterFallback (portfolio.md §8)', () => {
  const answer = {
    data: [
      project('puente-norte', ['ministerio-de-obras']),
      project('escuela-sur', ['ministerio-de-educacion']),
      project('ruta-7', ['Ministerio-De-Obras', 'vialidad'], 'plan-vial'),
    ],
    pagination: { page: 1, limit: 20, total: 300, totalPages: 15, hasPrev: false, hasNext: true },
  };

  it('keeps only the projects of the organisation, whatever the case of its slug, as one page', () => {
    const result = filterFallback(answer, ofOrganization);
    expect(result.data.map((p) => p.slug)).toEqual(['puente-norte', 'ruta-7']);
    expect(result.pagination).toMatchObject({ page: 1, total: 2, totalPages: 1, hasNext: false });
  });

  it('narrows to the program when the route names one, and reports an empty result as zero pages', () => {
    expect(filterFallback(answer, { ...ofOrganization, programSlug: 'plan-vial' }).data.map((p) => p.slug)).toEqual([
      'ruta-7',
    ]);
    const none = filterFallback(answer, { ...tenantWide, organizationSlug: 'otro' });
    expect(none.data).toEqual([]);
    expect(none.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });
});

describe('listDataOf (portfolio.md §7)', () => {
  const page = {
    data: [project('puente-norte', ['ministerio-de-obras'])],
    pagination: { page: 2, limit: 20, total: 21, totalPages: 2, hasPrev: true, hasNext: false },
  };
  const idle = { data: undefined, error: undefined, isLoading: false, isValidating: false };

  it('shows skeletons on the first load, then the rows and the pagination', () => {
    expect(listDataOf({ ...idle, isLoading: true, isValidating: true })).toMatchObject({
      rows: [],
      loading: true,
      refreshing: false,
      pagination: null,
      error: null,
    });
    const loaded = listDataOf({ ...idle, data: page });
    expect(loaded).toMatchObject({ loading: false, refreshing: false, error: null });
    expect(loaded.rows).toHaveLength(1);
    expect(loaded.pagination).toMatchObject({ page: 2, total: 21 });
  });

  it('keeps the previous page visible while the next one loads', () => {
    expect(listDataOf({ ...idle, data: page, isLoading: true, isValidating: true })).toMatchObject({
      loading: false,
      refreshing: true,
    });
  });

  it('treats a 499 or an aborted request as a cancellation, not a failure', () => {
    const cancelled = new ApiError({ status: 499, errorCode: 'CANCELLED', message: 'Request cancelled' });
    expect(listDataOf({ ...idle, error: cancelled })).toMatchObject({ error: null, loading: true });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    expect(listDataOf({ ...idle, error: aborted })).toMatchObject({ error: null, loading: true });
  });

  it('replaces the rows with the failure otherwise', () => {
    const failure = new ApiError({ status: 500, errorCode: 'INTERNAL', message: 'Error al cargar proyectos' });
    const shown = listDataOf({ ...idle, data: page, error: failure });
    expect(shown).toMatchObject({ rows: [], pagination: null, loading: false, refreshing: false });
    expect(shown.error?.message).toBe('Error al cargar proyectos');
  });
});
