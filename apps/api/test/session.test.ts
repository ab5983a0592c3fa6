import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { permissionsForRole } from '@siipro/domain';
import { refreshTokens } from '../src/db/schema.ts';
import { hashRefreshToken } from '../src/auth/refreshTokens.ts';
import { loginResponseSchema, refreshResponseSchema } from '../src/routes/auth.ts';
import { signInWithPassword } from './support/emulatorUsers.ts';
import { BASE, authorized, refreshCookieOf, signIn, withCookie } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function login(body: unknown, contentType = 'application/json') {
  return context.app.request(`${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /auth/login', () => {
  it('returns the user with every tenant, the role and the permission strings of the role', async () => {
    const response = await login({ idToken: await signInWithPassword('admin@siipro.test') });
    expect(response.status).toBe(200);
    const { user } = loginResponseSchema.parse(await response.json());
    expect(user).toMatchObject({ email: 'admin@siipro.test', name: 'María Fernández', language: 'es' });
    expect(user.tenants.map((tenant) => [tenant.slug, tenant.role])).toEqual([
      ['cenit-demo', 'admin'],
      ['obras-publicas', 'admin'],
    ]);
    expect(user.tenants[0]!.features).toEqual(permissionsForRole('admin'));
    expect(user.tenants[0]).toMatchObject({ name: 'CENIT Demo', isDemo: true });
    // The web's demo banner follows this flag, not the slug.
    expect(user.tenants[1]).toMatchObject({ slug: 'obras-publicas', isDemo: false });
    expect(user.tenants[0]!.configJson.projectStatus).toHaveLength(6);
    // Two tenants and no preference: the web has to ask.
    expect(user.tenantActive).toBeNull();
  });

  it('picks the only tenant as the active one and gives a viewer no permissions', async () => {
    const { user } = loginResponseSchema.parse(
      await (await login({ idToken: await signInWithPassword('viewer@siipro.test') })).json(),
    );
    expect(user.tenants).toHaveLength(1);
    expect(user.tenants[0]).toMatchObject({ slug: 'cenit-demo', role: 'viewer', features: [] });
    expect(user.tenantActive?.slug).toBe('cenit-demo');
  });

  it('refuses a body without idToken with VALIDATION_ERROR details in Spanish', async () => {
    const response = await login({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'El idToken es requerido.',
      details: [{ path: 'idToken', message: 'El idToken es requerido.' }],
    });
  });

  it('refuses malformed JSON and a non-JSON body with 400, never 500', async () => {
    const malformed = await login('{"idToken": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errorCode: 'VALIDATION_ERROR',
      message: 'El cuerpo de la solicitud no es un JSON válido.',
    });
    const text = await login('idToken=abc', 'text/plain');
    expect(text.status).toBe(400);
    expect((await text.json()).errorCode).toBe('VALIDATION_ERROR');
  });

  it('answers 401 to an invalid ID token', async () => {
    const response = await login({ idToken: 'falso' });
    expect(response.status).toBe(401);
    expect((await response.json()).errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: a new access token and a new cookie, stored only as a sha-256 hash', async () => {
    const session = await signIn(context, 'editor@siipro.test');
    const response = await withCookie(context, '/auth/refresh', session.refreshCookie);
    expect(response.status).toBe(200);
    const body = refreshResponseSchema.parse(await response.json());
    expect((await context.accessTokens.verify(body.accessToken)).email).toBe('editor@siipro.test');

    expect(response.headers.get('cache-control')).toBe('no-store');
    const rotated = refreshCookieOf(response)!;
    expect(rotated.value).not.toBe(session.refreshCookie);
    expect(rotated.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    const stored = await context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(rotated.value)));
    expect(stored).toHaveLength(1);
    const plain = await context.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, rotated.value));
    expect(plain).toHaveLength(0);

    // The successor works in turn.
    expect((await withCookie(context, '/auth/refresh', rotated.value)).status).toBe(200);
  });

  it('treats a reused refresh token as stolen: 401 and the whole family is revoked', async () => {
    const session = await signIn(context, 'editor@siipro.test');
    const first = await withCookie(context, '/auth/refresh', session.refreshCookie);
    const successor = refreshCookieOf(first)!.value;

    const replay = await withCookie(context, '/auth/refresh', session.refreshCookie);
    expect(replay.status).toBe(401);
    expect((await replay.json()).errorCode).toBe('UNAUTHENTICATED');
    // The refused cookie is cleared in the browser.
    expect(refreshCookieOf(replay)?.attributes).toContain('Max-Age=0');

    // Even the legitimate successor is dead now.
    expect((await withCookie(context, '/auth/refresh', successor)).status).toBe(401);
  });

  it('does not touch other sessions of the same person when one family is revoked', async () => {
    const stolen = await signIn(context, 'viewer@siipro.test');
    const other = await signIn(context, 'viewer@siipro.test');
    await withCookie(context, '/auth/refresh', stolen.refreshCookie);
    await withCookie(context, '/auth/refresh', stolen.refreshCookie);
    expect((await withCookie(context, '/auth/refresh', other.refreshCookie)).status).toBe(200);
  });

  it('answers 401 without a cookie and with an unknown one', async () => {
    const none = await context.app.request(`${BASE}/auth/refresh`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    expect((await withCookie(context, '/auth/refresh', 'inventado')).status).toBe(401);
  });

  it('refuses a refresh token past its 30 days', async () => {
    const session = await signIn(context, 'optimizador@siipro.test');
    context.clock.advanceSeconds(30 * 24 * 3600 + 1);
    expect((await withCookie(context, '/auth/refresh', session.refreshCookie)).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the family, clears the cookie and answers 204', async () => {
    const session = await signIn(context, 'editor@siipro.test');
    const response = await withCookie(context, '/auth/logout', session.refreshCookie);
    expect(response.status).toBe(204);
    expect(refreshCookieOf(response)?.attributes).toContain('Max-Age=0');
    expect((await withCookie(context, '/auth/refresh', session.refreshCookie)).status).toBe(401);
  });

  it('succeeds without a cookie too (logging out twice is harmless)', async () => {
    const response = await context.app.request(`${BASE}/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(204);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL: the API then answers 401 and a refresh gives a working one', async () => {
    const session = await signIn(context, 'editor@siipro.test');
    expect((await authorized(context, '/users/me', session.accessToken)).status).toBe(200);
    context.clock.advanceSeconds(901);
    const expired = await authorized(context, '/users/me', session.accessToken);
    expect(expired.status).toBe(401);
    expect((await expired.json()).errorCode).toBe('UNAUTHENTICATED');
    const refreshed = await withCookie(context, '/auth/refresh', session.refreshCookie);
    const { accessToken } = refreshResponseSchema.parse(await refreshed.json());
    expect((await authorized(context, '/users/me', accessToken)).status).toBe(200);
  });
});
