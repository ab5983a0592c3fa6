// The web server as the outside probe met it (issue 46), for real: a Vite server with the app's path normalisation,
// proxies and security headers, in front of a stand-in emulator that records every path reaching it. Requests go out
// byte for byte (node:http does not resolve dots), as an attacker's would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { EMULATOR_PAGE_POLICY, securityHeaders } from './securityHeaders.ts';
import { normalisedPaths, normalisedRequestPath, serviceProxies, webAllowedHosts } from './serverRoutes.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let emulator: Server;
let emulatorPaths: string[] = [];
let vite: ViteDevServer;
let root: string;
let port: number;

function get(path: string, host = `127.0.0.1:${port}`): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  emulator = createHttpServer((request, response) => {
    emulatorPaths.push(request.url ?? '');
    response.setHeader('Content-Type', 'text/html');
    response.end('<!doctype html><title>Auth Emulator IDP Login Widget</title>');
  });
  await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
  const emulatorHost = `127.0.0.1:${(emulator.address() as AddressInfo).port}`;

  root = mkdtempSync(join(tmpdir(), 'siipro-web-server-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>SIIPRO</title><div id="root"></div>');
  vite = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [normalisedPaths(), securityHeaders({ define: {}, emulatorHost, authDomain: undefined })],
    server: {
      host: '127.0.0.1',
      port: 0,
      proxy: serviceProxies({
        apiUrl: 'http://127.0.0.1:9',
        optimizerUrl: 'http://127.0.0.1:9',
        emulatorHost,
      }),
      allowedHosts: webAllowedHosts({ WEB_URL: 'https://siipro.gob.ar' }),
      hmr: false,
      watch: null,
    },
  });
  await vite.listen();
  port = (vite.httpServer!.address() as AddressInfo).port;
});

afterAll(async () => {
  await vite?.close();
  await new Promise((resolve) => emulator?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the web server in front of the Auth emulator', () => {
  it('never lets a path with dots, plain or encoded, reach the emulator’s admin API', async () => {
    for (const path of [
      '/emulator/auth/../../emulator/v1/projects/demo-siipro/accounts',
      '/emulator/auth/handler/../../v1/projects/demo-siipro/config',
      '/emulator/auth/%2e%2e/%2E%2E/emulator/v1/projects/demo-siipro/accounts',
      '/emulator/auth/.%2e/.%2e/identitytoolkit.googleapis.com/v1/accounts:lookup',
      '/emulator/auth/%2f..%2femulator/v1/projects/demo-siipro/accounts',
      '/emulator/auth/..%5c..%5cemulator/v1/projects/demo-siipro/accounts',
      '/emulator/auth/iframe',
      '/emulator/v1/projects/demo-siipro/accounts',
      '/./emulator/auth/handler/..',
    ]) {
      emulatorPaths = [];
      const answer = await get(path);
      expect(emulatorPaths, path).toEqual([]);
      expect(answer.body, path).not.toContain('Auth Emulator');
    }
  });

  it('proxies the emulator’s sign-in page, with a policy of its own that no site may frame', async () => {
    emulatorPaths = [];
    const answer = await get('/emulator/auth/handler?apiKey=k&appName=siipro&providerId=google.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Auth Emulator IDP Login Widget');
    expect(emulatorPaths).toEqual(['/emulator/auth/handler?apiKey=k&appName=siipro&providerId=google.com']);
    expect(answer.headers['content-security-policy']).toBe(EMULATOR_PAGE_POLICY);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends its security headers on every path, the app’s page under /emulator/ included', async () => {
    for (const path of ['/', '/login', '/emulator/', '/emulator/otra', '/emulator/auth/../login', '/cenit-demo']) {
      const answer = await get(path);
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBeTruthy();
    }
  });

  it('refuses a path that hides a separator, and answers a foreign Host with 403 (DNS rebinding)', async () => {
    const hidden = await get('/assets/..%2f..%2fpackage.json');
    expect(hidden.status).toBe(400);
    expect(hidden.body).toBe('Solicitud rechazada: la dirección no es válida.');

    for (const host of ['atacante.example', `atacante.example:${port}`, `127.0.0.1.atacante.example:${port}`]) {
      expect((await get('/login', host)).status, host).toBe(403);
    }
    for (const host of [`localhost:${port}`, 'siipro.gob.ar']) {
      expect((await get('/login', host)).status, host).toBe(200);
    }
  });
});

describe('normalisedRequestPath', () => {
  it('resolves dot segments and keeps the query, and leaves every other path as it came', () => {
    expect(normalisedRequestPath('/emulator/auth/../x?a=../b')).toBe('/emulator/x?a=../b');
    expect(normalisedRequestPath('/a/%2E%2e/b')).toBe('/b');
    expect(normalisedRequestPath('/../../etc/passwd')).toBe('/etc/passwd');
    expect(normalisedRequestPath('/node_modules/.vite/deps/react.js?v=1')).toBe(
      '/node_modules/.vite/deps/react.js?v=1',
    );
    expect(normalisedRequestPath('/proyectos/a%20b?q=..')).toBe('/proyectos/a%20b?q=..');
    expect(normalisedRequestPath('/a%2Fb')).toBeNull();
    expect(normalisedRequestPath('/a\\b')).toBeNull();
  });

  it('allows the web’s own names, from WEB_ALLOWED_HOSTS or its URLs', () => {
    expect(webAllowedHosts({})).toEqual([]);
    expect(
      webAllowedHosts({ WEB_URL: 'https://siipro.gob.ar', WEB_ORIGINS: 'https://www.siipro.gob.ar,nada' }),
    ).toEqual(['siipro.gob.ar', 'www.siipro.gob.ar']);
    expect(webAllowedHosts({ WEB_ALLOWED_HOSTS: 'SIIPRO.interna, .gob.ar', WEB_URL: 'https://x.y' })).toEqual([
      'siipro.interna',
      '.gob.ar',
    ]);
  });
});
