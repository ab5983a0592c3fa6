// Health and metrics of the optimizer (issue 46): ready only while its solver threads are up and the API answers (a
// real HTTP server stands where the API listens, and stops); 503 from the moment it is told to stop; /metrics only
// with METRICS_TOKEN and only for it, with the solver queue, the busy threads and the solve durations of real solves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOptimizerCandidates, parseOptimizerRequest } from '@siipro/domain';
import { createAccessTokenVerifier, createLogger, Lifecycle } from '@siipro/server';
import { apiFetchAt } from '../src/apiCandidates.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SolverPool } from '../src/model/solverPool.ts';

const TOKEN = 'token-de-metricas-del-optimizador';
const logger = createLogger({ level: 'silent', service: 'siipro-optimizer' });
let api: Server;
let apiUrl: string;
const solvers = new SolverPool(1);

beforeAll(async () => {
  // Where the API would listen: it answers its liveness, as the API does.
  api = createServer((request, response) => {
    response.writeHead(request.url === '/health/live' ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'live' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await solvers.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

function app(options: { env?: NodeJS.ProcessEnv; lifecycle?: Lifecycle; pool?: SolverPool; url?: string } = {}) {
  const config = loadConfig({ API_URL: options.url ?? apiUrl, ...options.env });
  return createApp({
    config,
    logger,
    accessTokens: createAccessTokenVerifier({ keys: { keys: [] } }),
    apiFetch: apiFetchAt(config.apiUrl),
    solvers: options.pool ?? solvers,
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
}

describe('GET /health/live and /health/ready', () => {
  it('are live and ready while the threads are up and the API answers', async () => {
    expect(await (await app().request('/health/live')).json()).toEqual({ status: 'live' });
    const ready = await app().request('/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { solvers: 'ok', api: 'ok' } });
  });

  it('is not ready when the API does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const ready = await app({ url }).request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', checks: { solvers: 'ok', api: 'failing' } });
  });

  it('is not ready once its solver pool is closed', async () => {
    const pool = new SolverPool(1);
    await pool.close();
    const ready = await app({ pool }).request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { solvers: 'failing', api: 'ok' } });
  });

  it('is not ready from the moment it is told to stop, while still live', async () => {
    const lifecycle = new Lifecycle();
    const service = app({ lifecycle });
    lifecycle.beginShutdown();
    expect((await service.request('/health/ready')).status).toBe(503);
    expect((await service.request('/health/live')).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await app().request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('answers only its token, with the solver queue and the durations of real solves', async () => {
    const service = app({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of ['', `Bearer ${TOKEN}0`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const refused = await service.request('/metrics', { headers: { authorization } });
      expect(refused.status).toBe(401);
    }
    // Two runs at once on one thread: the second waits in the queue.
    const request = parseOptimizerRequest({
      model: 'linear-int-opt-v1',
      criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
      budgetLimit: 500,
    });
    if (!request.ok) throw new Error(request.error);
    const candidates = () =>
      new TextEncoder().encode(
        JSON.stringify(
          encodeOptimizerCandidates([
            { projectId: 'a', budget_amount: 400, duration_months: 12, score: 90, beneficiary_count: 10 },
            { projectId: 'b', budget_amount: 300, duration_months: 12, score: 50, beneficiary_count: null },
          ]),
        ),
      ).buffer as ArrayBuffer;
    const runs = [solvers.run(request.value, candidates()), solvers.run(request.value, candidates())];
    expect(solvers.queueLength).toBe(1);
    const during = await (await service.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(during).toMatch(/^optimizer_solver_queue_length\{service="siipro-optimizer"\} 1$/m);
    expect(during).toMatch(/^optimizer_solver_busy_threads\{service="siipro-optimizer"\} 1$/m);
    await Promise.all(runs);
    // An unauthenticated run is counted under its route template, not the tenant's slug.
    expect((await service.request('/cenit-demo/optimizer', { method: 'POST', body: '{}' })).status).toBe(401);

    const response = await service.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^optimizer_solver_queue_length\{service="siipro-optimizer"\} 0$/m);
    expect(text).toMatch(/^optimizer_solve_duration_seconds_count\{service="siipro-optimizer",outcome="solved"\} 2$/m);
    expect(text).toMatch(
      /^http_requests_total\{method="POST",route="\/:tenantSlug\/optimizer",status="401",service="siipro-optimizer"\} 1$/m,
    );
    expect(text).not.toContain('cenit-demo');
    // A solver thread loads its modules on its first job: seconds on a busy machine.
  }, 60_000);
});
