import { availableParallelism } from 'node:os';
import { metricsTokenFrom, signingKeyFrom } from '@siipro/server';

// Runtime settings of the optimizer service, all overridable by environment variables (see README).
export interface OptimizerConfig {
  host: string;
  port: number;
  /** Base URL of the product API: the optimizer reads candidates and the JWKS from there. */
  apiUrl: string;
  version: string;
  buildDate: string;
  /** pino level of the structured logs (`silent` in tests). */
  logLevel: string;
  /** Seconds after which HiGHS answers its best selection with the gap it proved. */
  solveTimeLimitSeconds: number;
  /** Threads solving at once; more requests wait their turn. */
  solverThreads: number;
  /** Bearer token of GET /metrics (METRICS_TOKEN, ≥ 16 characters); without it the route does not exist. */
  metricsToken: string | undefined;
  /** Seconds between SIGTERM and closing the listener, /health/ready answering 503 meanwhile (default 0). */
  shutdownDrainSeconds: number;
  /** Solves that may wait for a thread, everyone's together; beyond it a 429 (issue 44). */
  queueMax: number;
  /** Solves one person may have running or waiting at once; beyond it a 429. */
  queuePerUser: number;
  /**
   * The key shared with the API (OPTIMIZER_SIGNING_KEY, ≥ 32 characters): each answer carries its signature, and the
   * API saves a scenario only with a signed answer whose request matches. Unset: answers are unsigned (not saveable).
   */
  signingKey: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): OptimizerConfig {
  return {
    host: env.OPTIMIZER_HOST ?? '127.0.0.1',
    port: Number(env.OPTIMIZER_PORT ?? 3001),
    apiUrl: env.API_URL ?? 'http://127.0.0.1:3000',
    version: env.SIIPRO_VERSION ?? '0.1.0',
    // A release pipeline sets BUILD_DATE; locally the start time is the honest answer.
    buildDate: env.BUILD_DATE ?? new Date().toISOString(),
    logLevel: env.LOG_LEVEL ?? 'info',
    solveTimeLimitSeconds: Number(env.OPTIMIZER_TIME_LIMIT_SECONDS ?? 20),
    // One thread per core but one, leaving a core for the service's own requests; at least one.
    solverThreads: Number(env.OPTIMIZER_THREADS ?? Math.max(1, availableParallelism() - 1)),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    shutdownDrainSeconds: Math.max(0, Number(env.SHUTDOWN_DRAIN_SECONDS ?? 0) || 0),
    queueMax: Number(env.OPTIMIZER_QUEUE_MAX ?? 16),
    queuePerUser: Number(env.OPTIMIZER_QUEUE_PER_USER ?? 2),
    signingKey: signingKeyFrom(env.OPTIMIZER_SIGNING_KEY),
  };
}
