// Health and metrics of the API (issue 46). /health/live answers while the process runs; /health/ready only when the
// database answers and holds every shipped migration, and never once the process was told to stop (a load balancer
// drains it first). /metrics exists only with METRICS_TOKEN, answers only that token, and counts requests by route
// template — never by the concrete path a caller typed — with the database pools and the import jobs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { Lifecycle } from '@siipro/server';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { createApp } from '../src/http/app.ts';
import { loadConfig } from '../src/config.ts';
import { BASE, authorized } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { testDatabaseKind } from './support/testDatabase.ts';
import { demoUid } from './support/adminApi.ts';

const TOKEN = 'métricas-secretas-de-prueba-0123456789';
let context: TestContext;
let withMetrics: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  withMetrics = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await context?.close();
  await withMetrics?.close();
});

const get = (app: { request: TestContext['app']['request'] }, path: string, headers: Record<string, string> = {}) =>
  app.request(`${BASE}${path}`, { headers });

describe('GET /health/live and /health/ready', () => {
  it('are live and ready on a migrated database that answers, and never cached', async () => {
    const live = await get(context.app, '/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await get(context.app, '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('is not ready from the moment the process is told to stop, while still live', async () => {
    const lifecycle = new Lifecycle();
    const app = createApp({ ...context.deps, lifecycle });
    expect((await get(app, '/health/ready')).status).toBe(200);
    lifecycle.beginShutdown();
    const ready = await get(app, '/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping', message: 'El servicio se está deteniendo.' });
    expect((await get(app, '/health/live')).status).toBe(200);
  });

  it('is not ready when the database does not answer', async () => {
    // A database handle of its own, closed: every statement on it fails.
    let closed: DatabaseHandle;
    if (testDatabaseKind() === 'pglite') {
      closed = await openDatabase({ kind: 'pglite', template: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    } else {
      closed = await context.database.openAgain();
    }
    await closed.close();
    const app = createApp({ ...context.deps, db: closed.db });
    const ready = await get(app, '/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'not_ready',
      message: 'El servicio todavía no está listo para atender solicitudes.',
      checks: { database: 'failing', migrations: 'failing' },
    });
    expect((await get(app, '/health/live')).status).toBe(200);
  });

  it('is not ready while a migration this code ships is missing from the database', async () => {
    const own = await createTestContext({ seed: false });
    try {
      await own.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await get(createApp(own.deps), '/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { database: 'ok', migrations: 'failing' } });
    } finally {
      await own.close();
    }
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN, nor in the OpenAPI document', async () => {
    expect((await get(context.app, '/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    const document = (await (await get(context.app, '/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(document.paths['/metrics']).toBeUndefined();
    expect(document.paths['/health/ready']).toBeDefined();
  });

  it('refuses a token shorter than 16 characters at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow('METRICS_TOKEN debe tener al menos 16 caracteres.');
  });

  it('answers only its own token', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    // A user's access token is no metrics token.
    const access = await withMetrics.accessTokens.issue({
      userId: demoUid('admin@siipro.test'),
      email: 'admin@siipro.test',
    });
    tries.push({ authorization: `Bearer ${access.accessToken}` });
    for (const headers of tries) {
      const response = await get(withMetrics.app, '/metrics', headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    }
  });

  it('counts requests by route template and status, with durations, pools and import jobs', async () => {
    const email = 'admin@siipro.test';
    const { accessToken } = await withMetrics.accessTokens.issue({ userId: demoUid(email), email });
    expect((await authorized(withMetrics, '/t/cenit-demo/projects', accessToken)).status).toBe(200);
    expect((await authorized(withMetrics, '/t/cenit-demo/settings', accessToken)).status).toBe(200);
    expect((await authorized(withMetrics, '/t/no-existe/settings', accessToken)).status).toBe(403);
    // A path nobody serves, as a prober would type it: it must not become a series of its own.
    expect((await get(withMetrics.app, '/wp-admin/secreto-9f3a')).status).toBe(404);

    const response = await get(withMetrics.app, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const line = (route: string, status: number) =>
      new RegExp(
        `^http_requests_total\\{method="GET",route="${route}",status="${status}",service="siipro-api"\\} 1$`,
        'm',
      );
    expect(text).toMatch(line('/t/:slug/projects', 200));
    expect(text).toMatch(line('/t/:slug/settings', 200));
    expect(text).toMatch(line('/t/:slug/settings', 403));
    expect(text).toMatch(line('unmatched', 404));
    expect(text).not.toContain('wp-admin');
    expect(text).not.toContain('cenit-demo');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",service="siipro-api",method="GET",route="\/t\/:slug\/projects",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^siipro_import_jobs_running\{service="siipro-api"\} 0$/m);
    expect(text).toContain('# TYPE siipro_import_jobs gauge');
    expect(text).toMatch(/^process_cpu_seconds_total\{service="siipro-api"\} /m);
    if (testDatabaseKind() === 'postgres') {
      expect(text).toMatch(/^siipro_db_pool_connections\{pool="owner",state="in_use",service="siipro-api"\} \d+$/m);
      expect(text).toMatch(/^siipro_db_pool_connections\{pool="tenant",state="idle",service="siipro-api"\} \d+$/m);
      expect(text).toMatch(/^siipro_db_pool_waiting\{pool="owner",service="siipro-api"\} 0$/m);
    }
  });
});
