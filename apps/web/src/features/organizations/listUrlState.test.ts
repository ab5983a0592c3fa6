import { describe, expect, it } from 'vitest';
import { organizationListStateFromSearchParams, organizationListStateToSearchParams } from './listUrlState.ts';

describe('the Organismos view in the URL', () => {
  it('reads cards, by name ascending, without a search when the query is empty', () => {
    expect(organizationListStateFromSearchParams(new URLSearchParams())).toEqual({
      searchTerm: '',
      sort: 'name',
      view: 'cards',
    });
  });

  it('round-trips buscar, orden and vista, writing only what is not the default', () => {
    const state = { searchTerm: 'energia', sort: '-name', view: 'table' } as const;
    const params = organizationListStateToSearchParams(state);
    expect(params.toString()).toBe('buscar=energia&orden=-name&vista=tabla');
    expect(organizationListStateFromSearchParams(params)).toEqual(state);
    expect(organizationListStateToSearchParams({ searchTerm: ' ', sort: 'name', view: 'cards' }).toString()).toBe('');
  });

  it('ignores unknown orders and views, and keeps keys it does not own', () => {
    const params = new URLSearchParams('orden=score&vista=mapa&otro=1');
    expect(organizationListStateFromSearchParams(params)).toMatchObject({ sort: 'name', view: 'cards' });
    expect(
      organizationListStateToSearchParams({ searchTerm: 'agua', sort: 'name', view: 'cards' }, params).toString(),
    ).toBe('otro=1&buscar=agua');
  });
});
