// Projects and programs under /t/{slug}: the list query, the export and the filter values.
import { projectListItemSchema, sampleCompleteProject } from '@siipro/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { bearerOf, error, installFakeAuthApi, type FakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let authApi: FakeAuthApi;

beforeEach(async () => {
  server = await startTestServer();
  authApi = installFakeAuthApi(server);
});

afterEach(() => server.close());

// A row as the API answers it (the real API's answers are checked in realApi.test.ts).
const aqueduct = projectListItemSchema.parse(sampleCompleteProject);

describe('projects.list', () => {
  it('sends type, sort, page, limit, slugs and filter[field][op] parameters', async () => {
    server.route('GET /t/cenit-demo/projects', () => ({
      json: {
        data: [aqueduct],
        pagination: { page: 2, limit: 20, total: 21, totalPages: 2, hasPrev: true, hasNext: false },
      },
    }));
    const { client } = await signedInClientUnderTest(server);

    const answer = await client.projects.list('cenit-demo', {
      type: 'proyecto',
      sort: '-budgetAmount',
      page: 2,
      limit: 20,
      organizationSlug: 'ministerio-de-obras',
      filters: [
        ['filter[status][in]', 'Ejecución,Finalizado'],
        ['filter[name][ilike]', '%agua%'],
        ['filter[budget_amount][gte]', '1000000'],
      ],
    });

    expect(Object.fromEntries(server.hits('GET /t/cenit-demo/projects')[0]?.query ?? [])).toEqual({
      type: 'proyecto',
      sort: '-budgetAmount',
      page: '2',
      limit: '20',
      organization_slug: 'ministerio-de-obras',
      'filter[status][in]': 'Ejecución,Finalizado',
      'filter[name][ilike]': '%agua%',
      'filter[budget_amount][gte]': '1000000',
    });
    expect(answer.pagination).toEqual({ page: 2, limit: 20, total: 21, totalPages: 2, hasPrev: true, hasNext: false });
    expect(answer.data).toEqual([aqueduct]);
  });

  it('accepts filters as a record too, and refuses an answer that is not the list of the contract', async () => {
    server.route('GET /t/cenit-demo/projects', () => ({ json: [aqueduct] }));
    const { client } = await signedInClientUnderTest(server);

    const answer = client.projects.list('cenit-demo', { filters: { 'filter[priority][in]': 'Alta,Media' } });

    await expect(answer).rejects.toMatchObject({ errorCode: 'UNKNOWN', message: 'Error al cargar proyectos' });
    expect(server.hits('GET /t/cenit-demo/projects')[0]?.query.get('filter[priority][in]')).toBe('Alta,Media');
  });

  it('fails with "Error al cargar proyectos" or the server message', async () => {
    server.route('GET /t/cenit-demo/projects', (request) =>
      request.query.get('limit') === '500'
        ? error(400, 'VALIDATION_ERROR', 'El parámetro limit debe estar entre 1 y 100.')
        : { status: 500 },
    );
    const { client } = await signedInClientUnderTest(server);

    await expect(client.projects.list('cenit-demo', { limit: 500 })).rejects.toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'El parámetro limit debe estar entre 1 y 100.',
    });
    await expect(client.projects.list('cenit-demo')).rejects.toMatchObject({ message: 'Error al cargar proyectos' });
  });
});

describe('projects.export', () => {
  const csv = '\uFEFFCódigo;Nombre\r\nCEN-001;Acueducto Norte\r\n';

  /** The export route as the API answers it, only for a bearer token the fake auth API accepts. */
  function exportRoute(disposition: string | null = 'attachment; filename="proyectos-cenit-demo-2026-11-21.csv"') {
    server.route('GET /t/cenit-demo/projects/export', (request) => {
      if (!authApi.validAccessTokens.has(bearerOf(request) ?? '')) {
        return error(401, 'UNAUTHENTICATED', 'Token inválido');
      }
      return {
        body: Buffer.from(csv, 'utf8'),
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          ...(disposition ? { 'content-disposition': disposition } : {}),
        },
      };
    });
  }

  it('downloads the file with the bearer token, the list query without paging, and the server file name', async () => {
    exportRoute();
    const { client } = await signedInClientUnderTest(server);

    const { blob, filename } = await client.projects.export(
      'cenit-demo',
      {
        type: 'proyecto',
        sort: '-score',
        page: 3,
        limit: 20,
        organizationSlug: 'ministerio-de-obras',
        filters: [['filter[status][in]', 'Ejecución']],
      },
      'csv',
    );

    const [hit] = server.hits('GET /t/cenit-demo/projects/export');
    expect(hit?.headers.authorization).toMatch(/^Bearer access-\d+$/);
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({
      type: 'proyecto',
      sort: '-score',
      organization_slug: 'ministerio-de-obras',
      'filter[status][in]': 'Ejecución',
      format: 'csv',
    });
    expect(filename).toBe('proyectos-cenit-demo-2026-11-21.csv');
    expect(blob.type).toMatch(/^text\/csv/);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(Buffer.from(csv, 'utf8')));
  });

  it('refreshes an expired token and retries once, like every authenticated call', async () => {
    exportRoute();
    const { client } = await signedInClientUnderTest(server);
    authApi.expireAccessTokens();

    const { filename } = await client.projects.export('cenit-demo', {}, 'xlsx');

    expect(server.hits('GET /t/cenit-demo/projects/export')).toHaveLength(2);
    expect(server.hits('POST /auth/refresh')).toHaveLength(1);
    expect(filename).toBe('proyectos-cenit-demo-2026-11-21.csv');
  });

  it('reads filename* (UTF-8) and falls back to a name of its own when the server gives none', async () => {
    exportRoute(`attachment; filename="programas.xlsx"; filename*=UTF-8''programas-obras-p%C3%BAblicas.xlsx`);
    const { client } = await signedInClientUnderTest(server);
    expect((await client.projects.export('cenit-demo', { type: 'programa' }, 'xlsx')).filename).toBe(
      'programas-obras-públicas.xlsx',
    );

    exportRoute(null);
    expect((await client.projects.export('cenit-demo', { type: 'programa' }, 'xlsx')).filename).toBe(
      'programas-cenit-demo.xlsx',
    );
  });

  it("fails with the server's Spanish message, or its own", async () => {
    server.route('GET /t/cenit-demo/projects/export', (request) =>
      request.query.get('format') === 'pdf'
        ? error(400, 'VALIDATION_ERROR', 'El formato de exportación debe ser csv o xlsx.')
        : { status: 500 },
    );
    const { client } = await signedInClientUnderTest(server);

    await expect(client.projects.export('cenit-demo', {}, 'pdf' as 'csv')).rejects.toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'El formato de exportación debe ser csv o xlsx.',
    });
    await expect(client.projects.export('cenit-demo', {}, 'csv')).rejects.toMatchObject({
      message: 'No se pudo exportar el listado',
    });
  });
});

describe('filter values', () => {
  it('asks for the fields as a comma list and keeps the field names', async () => {
    server.route('GET /t/cenit-demo/projects/filters/values', () => ({
      json: { status: ['Ejecución', 'Finalizado', ''], executing_area: ['Vialidad'], broken: 'x' },
    }));
    const { client } = await signedInClientUnderTest(server);

    const values = await client.projects.filterValues('cenit-demo', ['status', 'executing_area']);

    expect(server.hits('GET /t/cenit-demo/projects/filters/values')[0]?.query.get('fields')).toBe(
      'status,executing_area',
    );
    expect(values).toEqual({ status: ['Ejecución', 'Finalizado'], executing_area: ['Vialidad'] });
  });
});
