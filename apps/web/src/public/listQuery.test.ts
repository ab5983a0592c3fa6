import { describe, expect, it } from 'vitest';
import { publicListRequest, publicListSearch, publicListState } from './listQuery.ts';

describe('the public list’s address', () => {
  it('reads the search, the organisation, the priorities, the order and the page back as it wrote them', () => {
    const search =
      '?buscar=acueducto&filter%5Bprioridad%5D%5Bin%5D=Alta%2CMedia&orden=-budgetAmount&pagina=3&organismo=ministerio';
    const state = publicListState(search);
    expect(state.organization).toBe('ministerio');
    expect(state.list.page).toBe(3);
    expect(state.list.sort).toEqual({ field: 'budgetAmount', direction: 'desc' });
    expect(state.list.filters.searchTerm).toBe('acueducto');
    expect(state.list.filters.priority).toEqual(['Alta', 'Media']);
    expect(publicListState(publicListSearch(state))).toEqual(state);
  });

  it('asks the API for one page of projects with the list’s grammar', () => {
    const request = publicListRequest(publicListState('?buscar=50%25&organismo=ministerio&orden=-score&pagina=2'));
    expect(request).toMatchObject({
      type: 'proyecto',
      sort: '-score',
      page: 2,
      limit: 20,
      organizationSlug: 'ministerio',
    });
    expect(request.filters).toContainEqual(['filter[name][ilike]', '%50\\%%']);
  });

  it('is empty for the first page with nothing chosen', () => {
    expect(publicListSearch(publicListState(''))).toBe('');
  });
});
