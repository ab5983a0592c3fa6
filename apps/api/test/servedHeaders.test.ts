import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

// Headers the server kit writes onto Node's response when the API is served (nodeResponseHeader.ts: the request id,
// Cache-Control: no-store), and through Hono when the app is called in-process; both must answer them.
let context: TestContext;
let server: ServerType;
let origin: string;
beforeAll(async () => {
  // The server listens on a port of its own choosing: its name on any port (config.allowedHosts).
  context = await createTestContext({ seed: false, env: { API_ALLOWED_HOSTS: '127.0.0.1' } });
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: context.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await context.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  it('served over HTTP: a new id on every answer, errors included, or the caller’s own', async () => {
    const first = await fetch(`${origin}/`);
    const second = await fetch(`${origin}/no-existe`);
    expect(second.status).toBe(404);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    // The answer keeps its own headers beside it.
    expect(first.headers.get('content-type')).toMatch(/application\/json/);
    expect((await first.json()).version).toBeDefined();

    const unauthenticated = await fetch(`${origin}/users/me`, { headers: { 'x-request-id': 'soporte-123' } });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('x-request-id')).toBe('soporte-123');
  });

  it('in-process (app.request): the same header', async () => {
    const response = await context.app.request(`${BASE}/`, { headers: { 'x-request-id': 'prueba-1' } });
    expect(response.headers.get('x-request-id')).toBe('prueba-1');
    expect((await context.app.request(`${BASE}/`)).headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('Cache-Control served over HTTP', () => {
  it('no-store on personal and tenant answers, refusals included; not added to public ones', async () => {
    for (const path of ['/users/me', '/t/cenit-demo/projects']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-type'), path).toMatch(/application\/json/);
    }
    const jwks = await fetch(`${origin}/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await fetch(`${origin}/`)).headers.get('cache-control')).toBeNull();
  });
});

describe('Host served over HTTP (DNS rebinding, issue 46)', () => {
  /** A request as a rebinding page's browser sends it: to our address, with the attacker's name in Host. */
  function withHost(host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const { port } = new URL(origin);
      const request = httpRequest({ host: '127.0.0.1', port, path: '/users/me', headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('refuses a foreign name with 403 and the Spanish error body; answers its own', async () => {
    for (const host of ['atacante.example', `atacante.example:${new URL(origin).port}`, 'localhost']) {
      const answer = await withHost(host);
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: 'Solicitud rechazada: la dirección no corresponde a este servidor de SIIPRO.',
      });
    }
    expect((await withHost(new URL(origin).host)).status).toBe(401);
  });
});
