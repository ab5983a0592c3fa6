// @vitest-environment jsdom
// The optimizer results read the list fields of the projects a page shows, by id (useProjectsByIds). Turning to
// another page of the projects left out must show that page's projects: it once stayed on "Cargando proyecto...".
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@siipro/api-client';
import type { ProjectListItem } from '@siipro/domain';
import { ApiProvider } from '../../services/ServicesContext.tsx';
import { useProjectsByIds } from './hooks.ts';

afterEach(cleanup);

const project = (projectId: string) => ({ projectId, name: `Obra ${projectId}` }) as unknown as ProjectListItem;

describe('useProjectsByIds', () => {
  it('gives the projects of the ids asked for now, after the ids change', async () => {
    const list = vi.fn(async (_slug: string, query: { filters?: [string, string][] }) => {
      const ids = query.filters![0]![1].split(',');
      return { data: ids.map(project), pagination: {} };
    });
    const api = { projects: { list } } as unknown as ApiClient;
    let latest: ReadonlyMap<string, ProjectListItem> = new Map();
    let show: (ids: string[]) => void = () => undefined;
    function Probe() {
      const [ids, setIds] = useState(['a', 'b']);
      show = setIds;
      latest = useProjectsByIds('cenit-demo', ids);
      return null;
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ApiProvider api={api}>
          <Probe />
        </ApiProvider>
      </SWRConfig>,
    );
    await waitFor(() => expect([...latest.keys()]).toEqual(['a', 'b']));
    act(() => show(['a', 'c']));
    await waitFor(() => expect([...latest.keys()]).toEqual(['a', 'c']));
    expect(latest.get('c')?.name).toBe('Obra c');
    expect(list).toHaveBeenCalledTimes(2);
  });
});
