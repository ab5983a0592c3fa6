// Tenant administration under /t/{slug}: the path, method and body of each call, and what it reads back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { error, installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  installFakeAuthApi(server);
});

afterEach(() => server.close());

const snakeSettings = {
  name: 'CENIT Demo',
  slug: 'cenit-demo',
  logo: 'https://example.org/cenit.svg',
  site_url: 'https://cenit.example.org',
  plan: 'premium',
  default_language: 'es',
  created_at: '2025-03-01T10:00:00.000Z',
  config_json: JSON.stringify({ map: { center: { lat: -34.6, lng: -58.4 }, zoom: 5 }, custom_key: 1 }),
};

describe('settings', () => {
  it('reads snake_case settings and keeps the configuration keys as they are', async () => {
    server.route('GET /t/cenit-demo/settings', () => ({ json: snakeSettings }));
    const { client } = await signedInClientUnderTest(server);

    const settings = await client.tenants.getSettings('cenit-demo');

    expect(settings).toMatchObject({ siteUrl: 'https://cenit.example.org', defaultLanguage: 'es', plan: 'premium' });
    expect(settings.configJson).toMatchObject({ map: { center: { lat: -34.6, lng: -58.4 }, zoom: 5 }, custom_key: 1 });
  });

  it('puts the changes and returns the updated tenant', async () => {
    server.route('PUT /t/cenit-demo/settings', (request) => ({
      json: { ...snakeSettings, ...(request.body as object) },
    }));
    const { client } = await signedInClientUnderTest(server);
    const changes = {
      name: 'CENIT',
      logo: null,
      siteUrl: 'https://cenit.gob.ar',
      plan: 'basic' as const,
      defaultLanguage: 'es',
      configJson: { projectStatus: [{ value: 'Identificado', label: 'Identificado' }] },
    };

    const updated = await client.tenants.updateSettings('cenit-demo', changes);

    expect(server.hits('PUT /t/cenit-demo/settings')[0]?.body).toEqual(changes);
    expect(updated).toMatchObject({ name: 'CENIT', plan: 'basic', siteUrl: 'https://cenit.gob.ar' });
  });

  it('fails with "No se pudo actualizar el tenant" when the server gives no message', async () => {
    server.route('PUT /t/cenit-demo/settings', () => ({ status: 500 }));
    const { client } = await signedInClientUnderTest(server);

    const update = client.tenants.updateSettings('cenit-demo', {
      name: 'X',
      logo: null,
      siteUrl: null,
      plan: 'free',
      defaultLanguage: 'es',
      configJson: {},
    });

    await expect(update).rejects.toMatchObject({ message: 'No se pudo actualizar el tenant' });
  });
});

describe('domains', () => {
  it('lists, adds and deletes domains, encoding the domain in the path', async () => {
    server.route('GET /t/cenit-demo/domains', () => ({
      json: { domains: [{ domain: 'cenit.gob.ar', created_at: '2025-04-02T00:00:00.000Z' }] },
    }));
    server.route('POST /t/cenit-demo/domains', () => ({ status: 201, json: { domain: 'obras.gob.ar' } }));
    server.route('DELETE /t/cenit-demo/domains/cenit.gob.ar', () => ({ status: 204 }));
    const { client } = await signedInClientUnderTest(server);

    expect(await client.tenants.listDomains('cenit-demo')).toEqual([
      { domain: 'cenit.gob.ar', createdAt: '2025-04-02T00:00:00.000Z' },
    ]);
    await client.tenants.addDomain('cenit-demo', 'obras.gob.ar');
    await client.tenants.deleteDomain('cenit-demo', 'cenit.gob.ar');

    expect(server.hits('POST /t/cenit-demo/domains')[0]?.body).toEqual({ domain: 'obras.gob.ar' });
    expect(server.hits('DELETE /t/cenit-demo/domains/cenit.gob.ar')).toHaveLength(1);
  });

  it('fails with the domain texts of the catalogue', async () => {
    server.route('GET /t/cenit-demo/domains', () => ({ status: 500 }));
    server.route('POST /t/cenit-demo/domains', () => ({ status: 500 }));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.tenants.listDomains('cenit-demo')).rejects.toMatchObject({
      message: 'No se pudo obtener los dominios del tenant',
    });
    await expect(client.tenants.addDomain('cenit-demo', 'a.gob.ar')).rejects.toMatchObject({
      message: 'No se pudo agregar el dominio',
    });
  });
});

describe('members and invitations', () => {
  it('reads members and invitations', async () => {
    server.route('GET /t/cenit-demo/members', () => ({
      json: {
        members: [
          {
            uid: 'u-1',
            name: 'Ana Gómez',
            email: 'admin@siipro.test',
            avatar_url: null,
            role: 'admin',
            status: 'active',
          },
        ],
        invitations: [
          {
            invitation_id: 'inv-1',
            email: 'nuevo@siipro.test',
            role: 'viewer',
            status: 'pending',
            expires_at: '2026-03-09T12:00:00.000Z',
            invited_by: { name: 'Ana Gómez' },
          },
        ],
      },
    }));
    const { client } = await signedInClientUnderTest(server);

    const answer = await client.tenants.listMembers('cenit-demo');

    expect(answer.members).toEqual([expect.objectContaining({ uid: 'u-1', role: 'admin', status: 'active' })]);
    expect(answer.invitations).toEqual([
      expect.objectContaining({
        invitationId: 'inv-1',
        expiresAt: '2026-03-09T12:00:00.000Z',
        invitedBy: expect.objectContaining({ name: 'Ana Gómez' }),
      }),
    ]);
  });

  it('invites, resends, revokes, removes and changes roles on the contract paths', async () => {
    for (const route of [
      'POST /t/cenit-demo/members/invitations',
      'POST /t/cenit-demo/members/invitations/inv-1/resend',
      'POST /t/cenit-demo/members/invitations/inv-1/revoke',
      'DELETE /t/cenit-demo/members/u-2',
      'PATCH /t/cenit-demo/members/u-3/role',
    ]) {
      server.route(route, () => ({ status: 204 }));
    }
    const { client } = await signedInClientUnderTest(server);

    await client.tenants.invite('cenit-demo', { email: 'nuevo@siipro.test', role: 'editor' });
    await client.tenants.resendInvitation('cenit-demo', 'inv-1');
    await client.tenants.revokeInvitation('cenit-demo', 'inv-1');
    await client.tenants.removeMember('cenit-demo', 'u-2');
    await client.tenants.changeMemberRole('cenit-demo', 'u-3', 'optimizer');

    expect(server.hits('POST /t/cenit-demo/members/invitations')[0]?.body).toEqual({
      email: 'nuevo@siipro.test',
      role: 'editor',
    });
    expect(server.hits('POST /t/cenit-demo/members/invitations/inv-1/resend')).toHaveLength(1);
    expect(server.hits('POST /t/cenit-demo/members/invitations/inv-1/revoke')).toHaveLength(1);
    expect(server.hits('DELETE /t/cenit-demo/members/u-2')).toHaveLength(1);
    expect(server.hits('PATCH /t/cenit-demo/members/u-3/role')[0]?.body).toEqual({ role: 'optimizer' });
  });

  it("shows the server's message for member calls, else the call's text", async () => {
    server.route('DELETE /t/cenit-demo/members/u-1', () =>
      error(409, 'CONFLICT', 'No se puede quitar al último administrador.'),
    );
    server.route('PATCH /t/cenit-demo/members/u-1/role', () => ({ status: 500 }));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.tenants.removeMember('cenit-demo', 'u-1')).rejects.toMatchObject({
      status: 409,
      message: 'No se puede quitar al último administrador.',
    });
    await expect(client.tenants.changeMemberRole('cenit-demo', 'u-1', 'viewer')).rejects.toMatchObject({
      message: 'Error al actualizar rol',
    });
  });
});
