// One structured log line per request (method, path, status, duration, request id), and the request id on the answer
// (`x-request-id`: the caller's own, or a new one) so a reported error can be found in the log. Never logs headers or
// bodies: they carry tokens.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env.ts';
import { setResponseHeader } from '../http/nodeResponseHeader.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestLog(logger: Logger): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const requestId = c.req.header(REQUEST_ID_HEADER)?.slice(0, 100) || randomUUID();
    c.set('requestId', requestId);
    // Before the handler answers, so that every answer carries it (an error's too).
    setResponseHeader(c, REQUEST_ID_HEADER, requestId);
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
