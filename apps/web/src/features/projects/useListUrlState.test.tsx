// @vitest-environment jsdom
// The list's view in the address bar, rendered under a real browser router in a DOM (jsdom): a change builds on the
// link as it is at that moment, even when the handlers used are those of a view that has not re-rendered yet (a
// person who searches and sorts at once), and every change is a history entry that Back undoes.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useListUrlState, type ListUrlState } from './useListUrlState.ts';

/** Renders the hook at `url` and gives the latest value it returned. */
function renderAt(url: string): { latest: () => ListUrlState } {
  window.history.replaceState(null, '', url);
  let latest: ListUrlState | null = null;
  function Probe() {
    latest = useListUrlState('proyecto');
    return null;
  }
  render(<RouterProvider router={createBrowserRouter([{ path: '*', Component: Probe }])} />);
  return {
    latest: () => {
      if (!latest) throw new Error('the hook has not rendered');
      return latest;
    },
  };
}

const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useListUrlState', () => {
  it('reads page, sort and filters from the link', () => {
    const { latest } = renderAt(
      '/proyectos?buscar=agua&orden=-budgetAmount&pagina=3&filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n',
    );
    const { state } = latest();
    expect(state.page).toBe(3);
    expect(state.sort).toEqual({ field: 'budgetAmount', direction: 'desc' });
    expect(state.filters.searchTerm).toBe('agua');
    expect(state.filters.status).toEqual(['Ejecución']);
  });

  it('keeps the search when sorting at once after it, with the handlers of the view before the search', () => {
    const { latest } = renderAt('/proyectos');
    const before = latest();
    act(() => {
      before.updateFilters((current) => ({ ...current, searchTerm: 'agua' }));
      before.sortBy('budgetAmount');
    });
    expect(query()).toEqual({ buscar: 'agua', orden: 'budgetAmount' });
    expect(latest().state.filters.searchTerm).toBe('agua');
    expect(latest().state.sort).toEqual({ field: 'budgetAmount', direction: 'asc' });
  });

  it('moves to page 2 of the new filter when the page is chosen at once after filtering on another page', () => {
    const { latest } = renderAt('/proyectos?pagina=2');
    const before = latest();
    act(() => {
      before.updateFilters((current) => ({ ...current, status: ['Ejecución'] }));
      before.setPage(2);
    });
    expect(query()).toEqual({ 'filter[estado][in]': 'Ejecución', pagina: '2' });
    expect(latest().state.page).toBe(2);
  });

  it('returns to page 1 on a change of filters or sort; the current sort column toggles', () => {
    const { latest } = renderAt('/proyectos?orden=score&pagina=4');
    act(() => latest().sortBy('score'));
    expect(query()).toEqual({ orden: '-score' });
    act(() => latest().setPage(5));
    act(() => latest().updateFilters((current) => ({ ...current, priority: ['Alta'] })));
    expect(query()).toEqual({ orden: '-score', 'filter[prioridad][in]': 'Alta' });
  });

  it('makes each change a history entry, so Back restores the previous view', async () => {
    const { latest } = renderAt('/proyectos');
    act(() => latest().updateFilters((current) => ({ ...current, searchTerm: 'ruta' })));
    act(() => latest().setPage(2));
    expect(query()).toEqual({ buscar: 'ruta', pagina: '2' });

    act(() => window.history.back());
    await waitFor(() => expect(latest().state.page).toBe(1));
    expect(query()).toEqual({ buscar: 'ruta' });
    expect(latest().state.filters.searchTerm).toBe('ruta');
  });

  it('puts another page in place of the current one, so Back skips the page it replaced', async () => {
    const { latest } = renderAt('/proyectos');
    act(() => latest().updateFilters((current) => ({ ...current, searchTerm: 'ruta' })));
    act(() => latest().setPage(99));
    act(() => latest().replacePage(4));
    expect(query()).toEqual({ buscar: 'ruta', pagina: '4' });
    expect(latest().state.page).toBe(4);

    act(() => window.history.back());
    await waitFor(() => expect(latest().state.page).toBe(1));
    expect(query()).toEqual({ buscar: 'ruta' });
  });
});
