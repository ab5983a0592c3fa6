// Organisations under /t/{slug}: list query, one organisation, its update and its side-panel projects.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isCancelled } from '../src/index.ts';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { error, installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  installFakeAuthApi(server);
});

afterEach(() => server.close());

const ministry = {
  organization_id: 'org-1',
  slug: 'ministerio-de-obras',
  name: 'Ministerio de Obras Públicas',
  description: 'Infraestructura vial e hídrica.',
  responsable: { name: 'Carlos Díaz', email: 'cdiaz@obras.gob.ar' },
  project_count: 42,
};

describe('organizations', () => {
  it('lists with limit, sort, organization_slug and q, omitting what is not given', async () => {
    server.route('GET /t/cenit-demo/organizations', () => ({ json: [ministry] }));
    const { client } = await signedInClientUnderTest(server);

    const organizations = await client.organizations.list('cenit-demo', { limit: 10, sort: '-name', q: 'obras' });

    const query = server.hits('GET /t/cenit-demo/organizations')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ limit: '10', sort: '-name', q: 'obras' });
    expect(organizations).toEqual([
      expect.objectContaining({
        organizationId: 'org-1',
        projectCount: 42,
        responsable: expect.objectContaining({ name: 'Carlos Díaz' }),
      }),
    ]);
  });

  it('passes organization_slug through in snake_case', async () => {
    server.route('GET /t/cenit-demo/organizations', () => ({ json: [] }));
    const { client } = await signedInClientUnderTest(server);

    await client.organizations.list('cenit-demo', { organizationSlug: 'ministerio-de-obras' });

    expect(server.hits('GET /t/cenit-demo/organizations')[0]?.query.get('organization_slug')).toBe(
      'ministerio-de-obras',
    );
  });

  it('keeps the server error code so the list can tell PERMISSION_DENIED apart', async () => {
    server.route('GET /t/cenit-demo/organizations', () => error(403, 'PERMISSION_DENIED', 'Sin permiso.'));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.organizations.list('cenit-demo')).rejects.toMatchObject({ errorCode: 'PERMISSION_DENIED' });
  });

  it('can be aborted', async () => {
    server.route('GET /t/cenit-demo/organizations', () => new Promise(() => undefined));
    const { client } = await signedInClientUnderTest(server);
    const controller = new AbortController();

    const pending = client.organizations.list('cenit-demo', {}, controller.signal).catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 20);

    expect(isCancelled(await pending)).toBe(true);
  });

  it('gets one organisation, and fails with its text when absent', async () => {
    server.route('GET /t/cenit-demo/organizations/ministerio-de-obras', () => ({ json: ministry }));
    server.route('GET /t/cenit-demo/organizations/no-existe', () => ({ status: 404 }));
    const { client } = await signedInClientUnderTest(server);

    expect(await client.organizations.get('cenit-demo', 'ministerio-de-obras')).toMatchObject({
      name: 'Ministerio de Obras Públicas',
    });
    await expect(client.organizations.get('cenit-demo', 'no-existe')).rejects.toMatchObject({
      status: 404,
      message: 'No se pudo cargar la organización',
    });
  });

  it('updates name and description by id and returns the updated organisation', async () => {
    server.route('PUT /t/cenit-demo/organizations/org-1', (request) => ({
      json: { ...ministry, ...(request.body as object) },
    }));
    const { client } = await signedInClientUnderTest(server);

    const updated = await client.organizations.update('cenit-demo', 'org-1', { name: 'MOP', description: 'Obras.' });

    expect(server.hits('PUT /t/cenit-demo/organizations/org-1')[0]?.body).toEqual({
      name: 'MOP',
      description: 'Obras.',
    });
    expect(updated).toMatchObject({ organizationId: 'org-1', name: 'MOP', description: 'Obras.' });
  });

  it('reads the side panel: five projects by default, the organisation name and the total', async () => {
    server.route('GET /t/cenit-demo/organizations/ministerio-de-obras/projects', () => ({
      json: {
        projects: [
          {
            project_id: 'p-1',
            name: 'Acueducto Norte',
            slug: 'acueducto-norte',
            project_code: 'MOP-001',
            priority: 'Alta',
          },
        ],
        orgName: 'Ministerio de Obras Públicas',
        total: 12,
      },
    }));
    const { client } = await signedInClientUnderTest(server);

    const panel = await client.organizations.projects('cenit-demo', 'ministerio-de-obras');

    expect(server.hits('GET /t/cenit-demo/organizations/ministerio-de-obras/projects')[0]?.query.get('limit')).toBe(
      '5',
    );
    expect(panel).toMatchObject({ orgName: 'Ministerio de Obras Públicas', total: 12 });
    expect(panel.projects).toEqual([
      expect.objectContaining({ projectId: 'p-1', projectCode: 'MOP-001', priority: 'Alta' }),
    ]);
  });
});
