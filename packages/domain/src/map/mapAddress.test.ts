import { describe, expect, it } from 'vitest';
import { normalizeFilters } from '../filters/projectFilters.ts';
import { paths } from '../routes/paths.ts';
import { mapSearchParams, mapSelectionFromSearchParams } from './mapAddress.ts';

describe('the map address', () => {
  it('writes the list filter keys, then the scope', () => {
    const filters = normalizeFilters({ status: ['Ejecución', 'Finalizado'], priority: ['Alta'], searchTerm: 'ruta' });
    const params = mapSearchParams(filters, { organizationSlug: 'ministerio-de-salud', programSlug: null });
    expect([...params]).toEqual([
      ['buscar', 'ruta'],
      ['filter[estado][in]', 'Ejecución,Finalizado'],
      ['filter[prioridad][in]', 'Alta'],
      ['organismo', 'ministerio-de-salud'],
    ]);
  });

  it('reads back what it writes (filters, type and scope)', () => {
    const filters = normalizeFilters({ status: ['Perfil'], type: 'programa', budgetAmountFrom: 1000 });
    const scope = { organizationSlug: 'vialidad', programSlug: 'rutas-seguras' };
    expect(mapSelectionFromSearchParams(mapSearchParams(filters, scope))).toEqual({ filters, scope });
  });

  it('ignores empty scope keys and keys of nothing', () => {
    const { filters, scope } = mapSelectionFromSearchParams('organismo=%20%20&zoom=3&filter[nada][in]=x');
    expect(scope).toEqual({ organizationSlug: null, programSlug: null });
    expect(filters).toEqual(normalizeFilters({}));
  });

  it('is where the map paths lead, with the position in the path', () => {
    const query = mapSearchParams(normalizeFilters({ priority: ['Media'] }));
    expect(paths.map('cenit-demo', { lat: -31.4, lng: -64.18, zoom: 12 }, query)).toBe(
      '/cenit-demo/mapa/@-31.400000,-64.180000,12z?filter%5Bprioridad%5D%5Bin%5D=Media',
    );
    expect(paths.map('cenit-demo', undefined, query)).toBe('/cenit-demo/mapa?filter%5Bprioridad%5D%5Bin%5D=Media');
    expect(paths.map('cenit-demo', undefined, new URLSearchParams())).toBe('/cenit-demo/mapa');
  });
});
