import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_STATUSES } from '@siipro/domain';
import { reportView, statusCountsOf } from './reportQuery.ts';

describe('reportView', () => {
  it('without filters counts every project of the tenant, and links to the whole Proyectos list', () => {
    const view = reportView('cenit-demo', '', '2026-03-10');
    expect(view.query).toEqual({ type: 'proyecto', filters: [] });
    expect(view.filtered).toBe(false);
    expect(view.listHref).toBe('/cenit-demo/proyectos/lista');
  });

  it("reads the list's browser keys and asks with the list's parameters; the link carries the same filters", () => {
    const search = '?filter%5Bprioridad%5D%5Bin%5D=Alta&buscar=agua&filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n';
    const view = reportView('cenit-demo', search, '2026-03-10');
    expect(view.filtered).toBe(true);
    expect(Object.fromEntries(view.query.filters as [string, string][])).toEqual({
      'filter[name][ilike]': '%agua%',
      'filter[status][in]': 'Ejecución',
      'filter[priority][in]': 'Alta',
    });
    const link = new URL(view.listHref, 'http://siipro.test');
    expect(link.pathname).toBe('/cenit-demo/proyectos/lista');
    expect(link.searchParams.get('filter[prioridad][in]')).toBe('Alta');
    expect(link.searchParams.get('filter[estado][in]')).toBe('Ejecución');
    expect(link.searchParams.get('buscar')).toBe('agua');
  });

  it('keys the same filters the same way, whatever their order in the address', () => {
    const a = reportView('t', 'filter[prioridad][in]=Alta&buscar=agua', '2026-03-10');
    const b = reportView('t', 'buscar=agua&filter[prioridad][in]=Alta', '2026-03-10');
    expect(a.queryText).toBe(b.queryText);
    expect(a.queryText).not.toBe(reportView('t', '', '2026-03-10').queryText);
  });

  it('resolves a date preset with today, as the list does, and ignores keys that are not filters', () => {
    const view = reportView('t', 'filter[creado][preset]=ultimos_30&pagina=3&orden=-score', '2026-03-10');
    const filters = Object.fromEntries(view.query.filters as [string, string][]);
    expect(filters['filter[created_at][gte]']).toMatch(/^2026-02-/);
    expect(filters['filter[created_at][lte]']).toMatch(/^2026-03-1/);
    expect(view.query).not.toHaveProperty('page');
    expect(view.listHref).toContain('filter%5Bcreado%5D%5Bpreset%5D=ultimos_30');
    expect(view.listHref).not.toContain('pagina');
  });
});

describe('statusCountsOf', () => {
  it("labels the answer's statuses with the tenant's labels, and keeps unknown ones as they are", () => {
    const config = { projectStatus: [{ value: 'Ejecución', label: 'En ejecución' }] };
    const counts = statusCountsOf(
      {
        total: 3,
        byPriority: [],
        byStatus: [
          { status: 'Ejecución', count: 2 },
          { status: 'Otro', count: 1 },
        ],
      },
      config,
    );
    expect(counts).toEqual([
      { status: 'Ejecución', label: 'En ejecución', count: 2 },
      { status: 'Otro', label: undefined, count: 1 },
    ]);
    const defaults = statusCountsOf({ total: 0, byPriority: [], byStatus: [{ status: 'Priorizado', count: 0 }] }, null);
    expect(defaults[0]?.label).toBe(DEFAULT_PROJECT_STATUSES.find((s) => s.value === 'Priorizado')?.label);
  });
});
