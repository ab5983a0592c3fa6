import { describe, expect, it } from 'vitest';
import { normalizeFilters } from '@siipro/domain';
import { isMapAddress, mapHref, mapSelection } from './mapQuery.ts';

describe('mapSelection', () => {
  it('without an address shows every project of the tenant and links to the whole Proyectos list', () => {
    const selection = mapSelection('cenit-demo', '', '2026-03-10');
    expect(selection.query).toEqual({
      type: 'proyecto',
      organizationSlug: undefined,
      programSlug: undefined,
      filters: [],
    });
    expect(selection.otherFilterCount).toBe(0);
    expect(selection.listHref).toBe('/cenit-demo/proyectos/lista');
  });

  it("asks with the list's parameters, counts the filters its bar does not show, and links to the same list", () => {
    const search =
      'filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n&filter%5Bprioridad%5D%5Bin%5D=Alta&buscar=agua&organismo=vialidad';
    const selection = mapSelection('cenit-demo', search, '2026-03-10');
    expect(selection.query.organizationSlug).toBe('vialidad');
    expect(Object.fromEntries(selection.query.filters as [string, string][])).toEqual({
      'filter[name][ilike]': '%agua%',
      'filter[status][in]': 'Ejecución',
      'filter[priority][in]': 'Alta',
    });
    expect(selection.otherFilterCount).toBe(1);
    const link = new URL(selection.listHref, 'http://siipro.test');
    expect(link.pathname).toBe('/cenit-demo/organismos/vialidad/proyectos/lista');
    expect(link.searchParams.get('filter[estado][in]')).toBe('Ejecución');
    expect(link.searchParams.get('buscar')).toBe('agua');
  });

  it('shows programs when the address asks for them, and links to the programs list without the type', () => {
    const selection = mapSelection('cenit-demo', 'filter%5Btipo%5D%5Bin%5D=programa', '2026-03-10');
    expect(selection.query.type).toBe('programa');
    expect(selection.otherFilterCount).toBe(0);
    expect(selection.listHref).toBe('/cenit-demo/programas/lista');
  });

  it('keys the same selection the same way whatever the order of the address, and another one differently', () => {
    const a = mapSelection('t', 'filter[prioridad][in]=Alta&organismo=x', '2026-03-10');
    const b = mapSelection('t', 'organismo=x&filter[prioridad][in]=Alta', '2026-03-10');
    const c = mapSelection('t', 'filter[prioridad][in]=Alta&programa=x', '2026-03-10');
    expect(a.queryText).toBe(b.queryText);
    expect(a.queryText).not.toBe(c.queryText);
  });
});

describe('mapHref', () => {
  it('keeps the position in the path and the filters and scope in the query', () => {
    const href = mapHref(
      'cenit-demo',
      normalizeFilters({ status: ['Perfil'] }),
      { organizationSlug: null, programSlug: 'rutas' },
      { lat: -31.4, lng: -64.18, zoom: 12 },
    );
    expect(href).toBe('/cenit-demo/mapa/@-31.400000,-64.180000,12z?filter%5Bestado%5D%5Bin%5D=Perfil&programa=rutas');
  });
});

describe('isMapAddress', () => {
  it("is the tenant's map with or without a position, and nothing else", () => {
    expect(isMapAddress('cenit-demo', '/cenit-demo/mapa')).toBe(true);
    expect(isMapAddress('cenit-demo', '/cenit-demo/mapa/@-31.400000,-64.180000,12z')).toBe(true);
    // Where "Ver en la lista" and a project's page lead, and another tenant's map: a late move must not write there.
    expect(isMapAddress('cenit-demo', '/cenit-demo/proyectos/lista')).toBe(false);
    expect(isMapAddress('cenit-demo', '/cenit-demo/organismos/agua/proyectos/obra-1')).toBe(false);
    expect(isMapAddress('cenit-demo', '/obras-publicas/mapa')).toBe(false);
    expect(isMapAddress('cenit-demo', '/cenit-demo/mapas')).toBe(false);
  });
});
