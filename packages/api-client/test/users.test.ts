// Sign-in user and profile calls: POST /auth/login, GET and PATCH /users/me, answers read in either spelling.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientUnderTest, signedInClientUnderTest } from './support/clientUnderTest.ts';
import { installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  installFakeAuthApi(server);
});

afterEach(() => server.close());

const snakeUser = {
  user_id: 'u-7',
  email: 'editor@siipro.test',
  name: 'Lucía Fernández',
  avatar_url: 'https://example.org/lucia.png',
  language: 'es',
  work_address: 'Av. de Mayo 525, CABA',
  preferred_tenant: 'cenit-demo',
  tenants: [
    {
      tenant_id: 't-1',
      slug: 'cenit-demo',
      name: 'CENIT Demo',
      logo: null,
      site_url: 'https://cenit.example.org',
      role: 'editor',
      features: ['tenant:users:view', 'projects:edit'],
    },
  ],
};

describe('auth.login', () => {
  it('posts the identity token and reads the user', async () => {
    server.route('POST /auth/login', () => ({ json: { user: snakeUser } }));
    const { client } = clientUnderTest(server);

    const user = await client.auth.login('firebase-id-token');

    expect(server.hits('POST /auth/login')[0]?.body).toEqual({ idToken: 'firebase-id-token' });
    expect(user).toMatchObject({ uid: 'u-7', email: 'editor@siipro.test', avatarUrl: 'https://example.org/lucia.png' });
    expect(user.tenants[0]).toMatchObject({ tenantId: 't-1', siteUrl: 'https://cenit.example.org', role: 'editor' });
  });
});

describe('users', () => {
  it('getMe reads snake_case tenants into camelCase', async () => {
    server.route('GET /users/me', () => ({ json: snakeUser }));
    const { client } = await signedInClientUnderTest(server);

    const me = await client.users.getMe();

    expect(server.hits('GET /users/me')[0]?.headers.authorization).toBe('Bearer access-1');
    expect(me).toMatchObject({ uid: 'u-7', workAddress: 'Av. de Mayo 525, CABA', preferredTenant: 'cenit-demo' });
    expect(me.tenants).toEqual([
      expect.objectContaining({
        tenantId: 't-1',
        slug: 'cenit-demo',
        features: ['tenant:users:view', 'projects:edit'],
      }),
    ]);
  });

  it('updateMe sends only the changed fields with PATCH', async () => {
    server.route('PATCH /users/me', (request) => ({ json: { ...snakeUser, ...(request.body as object) } }));
    const { client } = await signedInClientUnderTest(server);

    const me = await client.users.updateMe({ preferredTenant: 'obras-publicas' });

    expect(server.hits('PATCH /users/me')[0]?.body).toEqual({ preferredTenant: 'obras-publicas' });
    expect(me.preferredTenant).toBe('obras-publicas');
  });

  it('fails with the profile text when the server gives no message', async () => {
    server.route('GET /users/me', () => ({ status: 500 }));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.users.getMe()).rejects.toMatchObject({ message: 'No se pudo obtener el perfil del usuario' });
  });
});
