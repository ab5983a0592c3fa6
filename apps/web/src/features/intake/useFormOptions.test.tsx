// @vitest-environment jsdom
// The project form's options (useFormOptions), one hook for the create page, the edit page and the detail page's
// in-place editors: the tenant's organisations and programs, the values its projects already use as suggestions
// (from the list's facets), and the location map's start (the tenant's configured view, the person's base layer).
import { cleanup, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@siipro/api-client';
import { FACET_FIELDS, type SessionTenant } from '@siipro/domain';
import { ApiProvider } from '../../services/ServicesContext.tsx';
import { STORAGE_KEYS } from '../../session/storageKeys.ts';
import { useFormOptions } from './hooks.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** An API that answers the form's three reads as the real one shapes them. */
function fakeApi(filterValues: (slug: string, fields: readonly string[]) => Promise<Record<string, string[]>>) {
  return {
    organizations: { list: vi.fn(async () => [{ organizationId: 'o1', name: 'Vialidad Provincial' }]) },
    projects: {
      list: vi.fn(async () => ({ data: [{ projectId: 'p1', name: 'Programa Rutas Seguras' }], pagination: {} })),
      filterValues: vi.fn(filterValues),
    },
  };
}

function renderOptions(api: ReturnType<typeof fakeApi>, configJson: SessionTenant['configJson'], enabled = true) {
  let latest: ReturnType<typeof useFormOptions> | null = null;
  function Probe() {
    latest = useFormOptions({ slug: 'obras-publicas', configJson }, { enabled });
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider api={api as unknown as ApiClient}>
        <Probe />
      </ApiProvider>
    </SWRConfig>,
  );
  return () => latest!;
}

describe('useFormOptions', () => {
  it("suggests the sectors, executing areas and funding sources the tenant's projects use, from the list's facets", async () => {
    const api = fakeApi(async () => ({
      sector: ['Agua y saneamiento', 'Transporte'],
      executing_area: ['Dirección de Obras Hidráulicas'],
      funding_source: ['BID', 'Tesoro Provincial'],
      status: ['Identificado'],
    }));
    const options = renderOptions(api, {});
    await waitFor(() => expect(options().suggestions.sectors).toEqual(['Agua y saneamiento', 'Transporte']));
    expect(options().suggestions).toEqual({
      sectors: ['Agua y saneamiento', 'Transporte'],
      executingAreas: ['Dirección de Obras Hidráulicas'],
      fundingSources: ['BID', 'Tesoro Provincial'],
    });
    expect(options().organizations).toEqual([{ id: 'o1', name: 'Vialidad Provincial' }]);
    await waitFor(() => expect(options().programs).toEqual([{ id: 'p1', name: 'Programa Rutas Seguras' }]));
    // The list's own call (every facet at once, the same SWR key), so the one answer serves the list and the form.
    expect(api.projects.filterValues).toHaveBeenCalledWith('obras-publicas', FACET_FIELDS);
  });

  it("opens the map on the tenant's configured view, on the base layer the person chose on the map", async () => {
    localStorage.setItem(STORAGE_KEYS.mapBaseLayer, 'osm');
    const api = fakeApi(async () => ({}));
    const options = renderOptions(api, { map: { center: { lat: -38.9516, lng: -68.0591 }, zoom: 7 } });
    expect(options().mapCenter).toEqual({ lat: -38.9516, lng: -68.0591 });
    expect(options().mapZoom).toBe(7);
    expect(options().baseLayer).toBe('osm');
    // A tenant without a map view: the projects map's own fallback (mapViewFromConfig), Buenos Aires at zoom 8.
    cleanup();
    localStorage.clear();
    const fallback = renderOptions(api, undefined);
    expect(fallback().mapCenter).toEqual({ lat: -34.6118, lng: -58.396 });
    expect(fallback().mapZoom).toBe(8);
    expect(fallback().baseLayer).toBe('ign-ar');
  });

  it('asks nothing when nothing will be edited, and offers no suggestions when the facets fail', async () => {
    const idle = fakeApi(async () => ({ sector: ['Transporte'] }));
    const none = renderOptions(idle, {}, false);
    expect(none().suggestions).toEqual({ sectors: [], executingAreas: [], fundingSources: [] });
    expect(idle.projects.filterValues).not.toHaveBeenCalled();
    expect(idle.organizations.list).not.toHaveBeenCalled();
    cleanup();

    const failing = fakeApi(async () => {
      throw new Error('red caída');
    });
    const options = renderOptions(failing, {});
    await waitFor(() => expect(failing.projects.filterValues).toHaveBeenCalled());
    await waitFor(() => expect(options().organizations).toHaveLength(1));
    expect(options().suggestions).toEqual({ sectors: [], executingAreas: [], fundingSources: [] });
  });
});
