// The client against the real API (apps/api/src/server.ts on a fresh PGlite database, seeded with the demo data):
// the calls the web makes, their answers read through domain's schemas, and the server's errors as the client's
// typed ApiError. One server for the file: it starts in a few seconds and every test only reads.
import { demoProjectsByTenant, type ProjectListItem } from '@siipro/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryTokenStore, isApiError } from '../src/index.ts';
import { startRealApi, type RealApi, OPTIMIZER_NOT_STARTED } from './support/realApi.ts';

const ADMIN = 'admin@siipro.test';
const VIEWER = 'viewer@siipro.test';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([ADMIN, VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

function clientAs(accessToken: string) {
  const onAuthFailure = vi.fn<() => void>();
  const onInviteRequired = vi.fn<() => void>();
  const client = createApiClient({
    baseUrl: api.baseUrl,
    optimizerBaseUrl: OPTIMIZER_NOT_STARTED,
    tokenStore: createMemoryTokenStore({ accessToken, expiresAt: Date.now() + 3_600_000 }),
    onAuthFailure,
    onInviteRequired,
  });
  return { client, onAuthFailure, onInviteRequired };
}

const cenit = demoProjectsByTenant['cenit-demo'];
const cenitProjects = cenit.filter((project) => project.type === 'proyecto');

describe('the client against the real API', () => {
  it('reads the signed-in user with their tenants, roles and features', async () => {
    const me = await clientAs(api.tokens[ADMIN]!).client.users.getMe();
    expect(me.email).toBe(ADMIN);
    expect(me.tenants.map((tenant) => [tenant.slug, tenant.role]).sort()).toEqual([
      ['cenit-demo', 'admin'],
      ['obras-publicas', 'admin'],
    ]);
    expect(me.tenants.find((tenant) => tenant.slug === 'cenit-demo')?.features).toContain('tenant:settings:manage');
  });

  it("reads a tenant's settings through the generic helper", async () => {
    const settings = await clientAs(api.tokens[VIEWER]!).client.http.get('t/cenit-demo/settings', (body) => body);
    expect(settings).toMatchObject({ slug: 'cenit-demo', name: 'CENIT Demo' });
  });

  it('reads the first page of projects, every row of the one list schema', async () => {
    const answer = await clientAs(api.tokens[ADMIN]!).client.projects.list('cenit-demo', { type: 'proyecto' });
    expect(answer.pagination).toEqual({
      page: 1,
      limit: 20,
      total: cenitProjects.length,
      totalPages: Math.ceil(cenitProjects.length / 20),
      hasPrev: false,
      hasNext: true,
    });
    expect(answer.data).toHaveLength(20);
    const seeded = new Map(cenitProjects.map((project) => [project.projectId, project]));
    for (const row of answer.data) expect(row.slug).toBe(seeded.get(row.projectId)?.slug);
  });

  it('sends filters, sort and paging as the API reads them', async () => {
    const { client } = clientAs(api.tokens[ADMIN]!);
    const inExecution = cenitProjects.filter((project) => project.status === 'Ejecución');
    const query = {
      type: 'proyecto',
      sort: '-budgetAmount',
      limit: 5,
      filters: [['filter[status][in]', 'Ejecución']],
    } as const;
    const [first, second] = await Promise.all([
      client.projects.list('cenit-demo', { ...query, page: 1 }),
      client.projects.list('cenit-demo', { ...query, page: 2 }),
    ]);
    expect(second.pagination).toMatchObject({ page: 2, limit: 5, total: inExecution.length, hasPrev: true });
    const rows: ProjectListItem[] = [...first.data, ...second.data];
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.status === 'Ejecución')).toBe(true);
    const budgets = rows.map((row) => row.budgetAmount ?? -Infinity);
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));

    const organization = cenitProjects[0]!.organizations[0]!;
    const scoped = await client.projects.list('cenit-demo', {
      type: 'proyecto',
      organizationSlug: organization.slug,
      limit: 100,
    });
    const takesPart = cenitProjects.filter((project) =>
      project.organizations.some((candidate) => candidate.slug === organization.slug),
    );
    expect(scoped.pagination.total).toBe(takesPart.length);
  });

  it('reads the distinct values for the filter dialog', async () => {
    const values = await clientAs(api.tokens[ADMIN]!).client.projects.filterValues('cenit-demo', ['status']);
    expect(new Set(values.status)).toEqual(new Set(cenit.map((project) => project.status)));
  });

  it('downloads the whole filtered list as CSV with the server file name', async () => {
    const { blob, filename } = await clientAs(api.tokens[ADMIN]!).client.projects.export(
      'cenit-demo',
      { type: 'proyecto', filters: [['filter[status][in]', 'Finalizado']], page: 3, limit: 5 },
      'csv',
    );
    expect(filename).toMatch(/^proyectos-cenit-demo.*\.csv$/);
    const lines = (await blob.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(cenitProjects.filter((project) => project.status === 'Finalizado').length + 1);
  });

  it('maps 400, 403 and 404 answers to ApiError with the server code and its Spanish message', async () => {
    const { client, onAuthFailure, onInviteRequired } = clientAs(api.tokens[VIEWER]!);
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => expect.fail('the call should have failed'),
        (error: unknown) => {
          expect(isApiError(error)).toBe(true);
          return error as { status: number; errorCode: string; message: string };
        },
      );

    const invalid = await failure(client.projects.list('cenit-demo', { limit: 500 }));
    expect(invalid).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    // A viewer of cenit-demo is no member of obras-publicas.
    const denied = await failure(client.projects.list('obras-publicas'));
    expect(denied).toMatchObject({ status: 403, errorCode: 'PERMISSION_DENIED' });
    const missing = await failure(client.http.get('t/cenit-demo/no-existe', (body) => body));
    expect(missing).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    for (const error of [invalid, denied, missing]) expect(error.message).toMatch(/^[A-ZÁÉÍÓÚ¿¡].+/);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onInviteRequired).not.toHaveBeenCalled();
  });

  it('on a token the API refuses, tries one renewal, then reports the lost session (401)', async () => {
    const { client, onAuthFailure } = clientAs('not-a-token');
    await expect(client.users.getMe()).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});
