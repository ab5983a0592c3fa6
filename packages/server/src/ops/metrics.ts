// Prometheus metrics (issue 46), the part both services share: a registry with the process's default metrics, the
// HTTP requests by route template and status with a duration histogram, and GET /metrics behind a bearer token from
// the environment (METRICS_TOKEN). Without the token there is no route at all: the metrics say how busy each tenant's
// routes are and are nobody's business but the operator's.
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { ApiError } from '../errors/apiError.ts';
import { bearerToken } from '../auth/bearer.ts';

/** Shortest METRICS_TOKEN accepted: long enough that it cannot be guessed. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** A registry of the service's own (each app built in a test has its own), with Node's process metrics. */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Requests that matched no route share one label, so probing random paths cannot grow the series without bound. */
const UNMATCHED = 'unmatched';

/**
 * Counts every request by method, route template (/t/:slug/projects/:projectSlug, never the concrete path: one series
 * per route, not per project) and status, and observes its duration.
 */
export function httpMetrics(registry: Registry): MiddlewareHandler {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The last route matched is the handler's (middleware on wildcards come first); a path that only middleware
      // matched counts under that middleware's template (/t/:slug/*), one nobody matched as `unmatched`.
      const labels = { method: c.req.method, route: routeTemplate(c), status: String(c.res.status) };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    }
  };
}

function routeTemplate(c: Context): string {
  const path = routePath(c, -1);
  return !path || path === '*' || path === '/*' ? UNMATCHED : path;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics: the registry in Prometheus text format, for a caller with the token; 401 for anyone else. */
export function metricsHandler(registry: Registry, token: string) {
  return async (c: Context) => {
    const given = bearerToken(c);
    if (!given || !sameToken(given, token)) throw new ApiError('UNAUTHENTICATED');
    return c.body(await registry.metrics(), 200, {
      'content-type': registry.contentType,
      'cache-control': 'no-store',
    });
  };
}

/** METRICS_TOKEN, checked: undefined (no metrics route) when unset; an error when too short to be a secret. */
export function metricsTokenFrom(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN debe tener al menos ${METRICS_TOKEN_MIN_LENGTH} caracteres.`);
  return token;
}
