// The global search and the reports against the real API (a fresh PGlite database seeded with the demo data):
// accent-insensitive matches of every kind, with what the web needs to open each result, a refused query's Spanish
// message, and a priority distribution whose counts are the list's totals.
import { PRIORITIES, demoProjectsByTenant } from '@siipro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, startRealApi, type RealApi } from './support/realApi.ts';

const VIEWER = 'viewer@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

const client = () => api.clientAs(VIEWER);

describe('the global search against the real API', () => {
  it('finds “Energía” by “energia” among programs and organisations', async () => {
    const answer = await client().search.run(TENANT, '  energia ');
    expect(answer.q).toBe('energia');
    expect(answer.programs.map((result) => result.name)).toContain('Plan Energía Limpia');
    expect(answer.organizations.length).toBeGreaterThan(0);
    expect(answer.organizations.every((result) => result.type === 'organization')).toBe(true);
  });

  it('finds a project by its code, first and exact, with its organisation to open it under', async () => {
    const project = demoProjectsByTenant[TENANT].find(
      (candidate) => candidate.type === 'proyecto' && candidate.projectCode && candidate.organizations[0],
    )!;
    const [first] = (await client().search.run(TENANT, project.projectCode!.toLowerCase())).projects;
    expect(first).toMatchObject({
      type: 'proyecto',
      slug: project.slug,
      match: 'exact',
      organization: { slug: project.organizations[0]!.slug },
    });
  });

  it('answers a too long text with the Spanish message', async () => {
    expect(await caught(client().search.run(TENANT, 'x'.repeat(201)))).toMatchObject({
      status: 400,
      message: 'La búsqueda no puede superar los 200 caracteres.',
    });
  });
});

describe('the reports against the real API', () => {
  it('counts projects by priority and status as the list counts them', async () => {
    const query = { type: 'proyecto' as const, filters: { 'filter[status][in]': 'Ejecución,Priorizado' } };
    const answer = await client().reports.priorityDistribution(TENANT, query);
    const list = await client().projects.list(TENANT, { ...query, limit: 1 });
    expect(answer.total).toBe(list.pagination.total);
    expect(answer.byPriority.slice(0, 3).map((entry) => entry.priority)).toEqual([...PRIORITIES]);
    const high = await client().projects.list(TENANT, {
      type: 'proyecto',
      limit: 1,
      filters: { 'filter[status][in]': 'Ejecución,Priorizado', 'filter[priority][in]': 'Alta' },
    });
    expect(answer.byPriority[0]!.count).toBe(high.pagination.total);
    expect(answer.byStatus.filter((entry) => entry.count > 0).map((entry) => entry.status)).toEqual(
      expect.arrayContaining(['Ejecución']),
    );
  });
});
