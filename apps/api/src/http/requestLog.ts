// One structured log line per request (method, path, status, duration, request id). Never logs headers or bodies:
// they carry tokens.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './env.ts';

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
