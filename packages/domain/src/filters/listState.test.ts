import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  formatSort,
  initialListState,
  listStateFromSearchParams,
  listStateToSearchParams,
  parseSort,
  toggleSort,
  withFilters,
  withPage,
  withSortColumn,
  withType,
} from './listState.ts';
import { emptyFilters } from './projectFilters.ts';
import { MAX_PAGE } from './apiFields.ts';

describe('sort', () => {
  it('defaults to name ascending and parses the minus prefix', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'name', direction: 'asc' });
    expect(parseSort('-score')).toEqual({ field: 'score', direction: 'desc' });
    expect(parseSort('budgetAmount')).toEqual({ field: 'budgetAmount', direction: 'asc' });
    expect(parseSort('-colour')).toBeNull();
    expect(formatSort({ field: 'createdAt', direction: 'desc' })).toBe('-createdAt');
  });

  it('toggles the current column and starts a new one ascending', () => {
    const byScoreDesc = toggleSort(toggleSort(DEFAULT_SORT, 'score'), 'score');
    expect(byScoreDesc).toEqual({ field: 'score', direction: 'desc' });
    expect(toggleSort(byScoreDesc, 'score')).toEqual({ field: 'score', direction: 'asc' });
    expect(toggleSort(byScoreDesc, 'status')).toEqual({ field: 'status', direction: 'asc' });
  });
});

describe('list state', () => {
  const onPage3 = withPage(initialListState('proyecto'), 3);

  it('goes back to page 1 on any change of filters, sort or type', () => {
    expect(onPage3.page).toBe(3);
    expect(withFilters(onPage3, { ...emptyFilters(), priority: ['Alta'] }).page).toBe(1);
    expect(withSortColumn(onPage3, 'score').page).toBe(1);
    expect(withType(onPage3, 'programa')).toMatchObject({ page: 1, type: 'programa' });
    expect(withType(onPage3, 'proyecto')).toBe(onPage3);
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('round-trips through the browser URL with pagina and orden only when not default', () => {
    expect(listStateToSearchParams(initialListState('proyecto')).toString()).toBe('');
    const state = {
      ...withSortColumn(initialListState('programa'), 'score'),
      page: 4,
      filters: { ...emptyFilters(), searchTerm: 'agua' },
    };
    const params = listStateToSearchParams(state);
    expect(params.toString()).toBe('buscar=agua&orden=score&pagina=4');
    expect(listStateFromSearchParams(params, 'programa')).toEqual(state);
    expect(listStateFromSearchParams('pagina=x&orden=nope', 'proyecto')).toEqual(initialListState('proyecto'));
  });

  it('asks for no page past the one the API accepts, so a typed huge number still reaches the last page', () => {
    expect(listStateFromSearchParams('pagina=99999999999', 'proyecto').page).toBe(MAX_PAGE);
    expect(listStateFromSearchParams('pagina=1e30', 'proyecto').page).toBe(MAX_PAGE);
    expect(listStateFromSearchParams('pagina=2.5', 'proyecto').page).toBe(1);
    expect(withPage(initialListState('proyecto'), MAX_PAGE + 1).page).toBe(MAX_PAGE);
  });
});
