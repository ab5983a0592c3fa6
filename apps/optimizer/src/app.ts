// The optimizer's HTTP surface (ARCHITECTURE.md §4): its version, and POST /{tenantSlug}/optimizer running model
// linear-int-opt-v1 or linear-int-opt-v2 (issue 44) for the caller — whose access token is verified against the API's JWKS, and whose membership and
// optimizer:usage the API checks when the optimizer reads the candidates with that same token. The solve runs in the
// solver pool's threads. Errors, unknown paths and the request log are the server kit's, so the optimizer answers
// exactly as the API does.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { parseAnyOptimizerRequest } from '@siipro/domain';
import { Gauge, Histogram } from 'prom-client';
import {
  ApiError,
  bearerToken,
  createErrorHandler,
  createMetricsRegistry,
  healthHandlers,
  httpMetrics,
  Lifecycle,
  metricsHandler,
  notFoundHandler,
  requestLog,
  requireCaller,
  serviceSecurityHeaders,
  validate,
  type AccessTokenVerifier,
  type Logger,
  type ServerEnv,
} from '@siipro/server';
import { fetchCandidatesBytes, type ApiFetch } from './apiCandidates.ts';
import type { OptimizerConfig } from './config.ts';
import { SolveCancelledError, type SolverPool } from './model/solverPool.ts';

const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;

export interface OptimizerDependencies {
  config: OptimizerConfig;
  logger: Logger;
  /** Verifies the API's access tokens (its JWKS). */
  accessTokens: AccessTokenVerifier;
  /** Calls the API (candidates). */
  apiFetch: ApiFetch;
  solvers: SolverPool;
  /** Told when the process starts to stop: /health/ready then answers 503. */
  lifecycle?: Lifecycle;
}

export function createApp({
  config,
  logger,
  accessTokens,
  apiFetch,
  solvers,
  lifecycle = new Lifecycle(),
}: OptimizerDependencies): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  const registry = config.metricsToken ? createMetricsRegistry('siipro-optimizer') : undefined;
  if (registry) {
    app.use(httpMetrics(registry));
    new Gauge({
      name: 'optimizer_solver_queue_length',
      help: 'Optimizer runs waiting for a solver thread.',
      registers: [registry],
      collect() {
        this.set(solvers.queueLength);
      },
    });
    new Gauge({
      name: 'optimizer_solver_busy_threads',
      help: 'Solver threads solving now.',
      registers: [registry],
      collect() {
        this.set(solvers.busyThreads);
      },
    });
    const solveDuration = new Histogram({
      name: 'optimizer_solve_duration_seconds',
      help: 'Time a run spent in its solver thread (the wait for a thread not included), by outcome.',
      labelNames: ['outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 60],
      registers: [registry],
    });
    solvers.onSolve((seconds, outcome) => solveDuration.observe({ outcome }, seconds));
  }
  app.use(requestLog(logger));
  app.use(serviceSecurityHeaders());

  app.get('/', (c) => c.json({ version: { version: config.version, buildDate: config.buildDate } }));

  // Ready when its solver threads are up and the API, which it reads the candidates from, answers.
  const health = healthHandlers({
    lifecycle,
    checks: {
      solvers: async () => solvers.isUp,
      api: async () => (await apiFetch('/health/live', { signal: AbortSignal.timeout(2000) })).ok,
    },
  });
  app.get('/health/live', health.live);
  app.get('/health/ready', health.ready);
  if (registry && config.metricsToken) app.get('/metrics', metricsHandler(registry, config.metricsToken));

  // A request is a few criteria: anything larger is refused before it is read.
  const limitBody = bodyLimit({
    maxSize: REQUEST_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE');
    },
  });

  app.post(
    '/:tenantSlug/optimizer',
    limitBody,
    requireCaller(accessTokens),
    validate('json', z.unknown()),
    async (c) => {
      const request = parseAnyOptimizerRequest(c.req.valid('json'));
      if (!request.ok) throw new ApiError('VALIDATION_ERROR', request.error);
      const { userId, email } = c.get('caller');
      // The person's place in the queue comes first: a refusal (429) costs nothing, not even the API's candidates.
      const release = solvers.admit(userId);
      // The person's request: when its client disconnects, this aborts the candidates' read, then the solve.
      const { signal } = c.req.raw;
      try {
        // requireCaller has read the same header: the token is there.
        const candidates = await fetchCandidatesBytes(apiFetch, c.req.param('tenantSlug'), bearerToken(c)!, signal);
        // The solver thread parses the candidates and writes the answer's JSON: this thread only passes bytes along.
        // The overrides are this caller's: the answer says who set them (the token's uid and e-mail). A client that
        // disconnects aborts the request's signal, which cancels its solve.
        // With the key it shares with the API, the answer is signed for this tenant and person (issue 44).
        const tenantSlug = c.req.param('tenantSlug');
        const signing = config.signingKey
          ? { key: config.signingKey, tenantSlug, signedAt: new Date().toISOString() }
          : undefined;
        const answer = await solvers.run(
          request.value,
          candidates,
          config.solveTimeLimitSeconds,
          { userId, email },
          signal,
          signing,
        );
        return c.body(answer, 200, { 'content-type': 'application/json' });
      } catch (error) {
        // Nobody is there to read an answer: 499, as proxies log a client that closed its request.
        // Whether it went away during the candidates' read (the read rejects with the signal's reason) or the solve.
        if (error instanceof SolveCancelledError || signal.aborted) return new Response(null, { status: 499 });
        throw error;
      } finally {
        release();
      }
    },
  );

  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}
