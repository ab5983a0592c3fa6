// What probing the API from outside found (issue #13): no security headers, personal answers cacheable, and the
// cookie routes answering any origin. Every answer now carries the headers; the cookie routes check Origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, authorized, signIn } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FOREIGN_ORIGIN = {
  errorCode: 'PERMISSION_DENIED',
  message: 'Solicitud rechazada: no proviene de la aplicación SIIPRO.',
};

describe('security headers', () => {
  it('on every answer, successful or not: no framing, no sniffing, no referrer, nothing that runs', async () => {
    for (const response of [
      await context.app.request(`${BASE}/`),
      await context.app.request(`${BASE}/no-existe`),
      await context.app.request(`${BASE}/users/me`),
      await context.app.request(`${BASE}/auth/refresh`, { method: 'POST' }),
    ]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('Cache-Control: no-store on personal and tenant answers, not on public ones', async () => {
    const { accessToken } = await signIn(context, 'editor@siipro.test');
    for (const path of ['/users/me', '/t/cenit-demo/settings', '/t/cenit-demo/projects']) {
      const response = await authorized(context, path, accessToken);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await context.app.request(`${BASE}/users/me`)).headers.get('cache-control')).toBe('no-store');
    expect((await context.app.request(`${BASE}/.well-known/jwks.json`)).headers.get('cache-control')).toBe(
      'public, max-age=300',
    );
  });
});

describe('Origin of the cookie routes', () => {
  const post = (path: string, cookie: string, origin?: string) =>
    context.app.request(`${BASE}${path}`, {
      method: 'POST',
      headers: { cookie: `siipro_refresh=${cookie}`, ...(origin ? { origin } : {}) },
    });

  it('refuses /auth/refresh and /auth/logout from another site, touching nothing', async () => {
    const { refreshCookie } = await signIn(context, 'viewer@siipro.test');
    for (const path of ['/auth/refresh', '/auth/logout']) {
      for (const origin of ['https://atacante.example', 'http://127.0.0.1:6006', 'null']) {
        const response = await post(path, refreshCookie, origin);
        expect(response.status, `${path} ${origin}`).toBe(403);
        expect(await response.json()).toEqual(FOREIGN_ORIGIN);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    // The cookie was neither rotated nor revoked: the web's own origin still refreshes with it.
    const own = await post('/auth/refresh', refreshCookie, 'http://127.0.0.1:5173');
    expect(own.status).toBe(200);
  });

  it('accepts the configured web origins and clients that send no Origin', async () => {
    const first = await signIn(context, 'admin@siipro.test');
    expect((await post('/auth/refresh', first.refreshCookie, 'http://localhost:5173')).status).toBe(200);
    const second = await signIn(context, 'admin@siipro.test');
    expect((await post('/auth/refresh', second.refreshCookie)).status).toBe(200);
    const third = await signIn(context, 'admin@siipro.test');
    expect((await post('/auth/logout', third.refreshCookie, 'http://127.0.0.1:5173')).status).toBe(204);
  });
});
