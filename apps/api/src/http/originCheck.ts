// The refresh cookie is SameSite=Strict already; checking Origin as well refuses a cross-site form or fetch even in a
// browser that ignores SameSite. A request without Origin is not a browser's cross-site request (browsers send it on
// every POST), so it passes: the cookie alone is what it must prove.
import type { MiddlewareHandler } from 'hono';
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';

export function requireWebOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed.has(origin)) {
      throw new ApiError('PERMISSION_DENIED', messages.session.foreignOrigin);
    }
    await next();
  };
}
