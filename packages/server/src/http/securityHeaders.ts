// Headers every answer of a JSON service carries: nothing it sends may run as a page, be framed, be sniffed into
// another type or leak the address it was asked from. hono's secureHeaders sets the usual set; the policy is ours.
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setResponseHeader } from './nodeResponseHeader.ts';

export function serviceSecurityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });
}

/**
 * Answers about a person or a tenant must never sit in a shared or browser cache — unless the route chose a policy
 * of its own (the projects map: `private, no-cache` with an ETag), which it then sets on its answer itself.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
  };
}
