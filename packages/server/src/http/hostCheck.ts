// DNS rebinding: a page on https://atacante.example points its own name at 127.0.0.1 and then calls "its" server,
// which is the developer's local SIIPRO; the browser sends Host: atacante.example and treats the answers as
// same-origin. Answering only the Host names this service is configured with defeats it (issue 46).
import type { MiddlewareHandler } from 'hono';
import { messages } from '@siipro/domain';
import { ApiError } from '../errors/apiError.ts';

export interface HostCheckOptions {
  /** Paths answered whatever the Host (a load balancer's health probe asks by address). */
  exemptPaths?: readonly string[];
}

/** `Name:Port` → `name:port`; a name alone in the list matches it on any port. */
function matcher(allowedHosts: readonly string[]) {
  const exact = new Set<string>();
  const anyPort = new Set<string>();
  for (const entry of allowedHosts) {
    const host = entry.trim().toLowerCase();
    if (!host) continue;
    if (/:\d+$/.test(host)) exact.add(host);
    else anyPort.add(host);
  }
  return (host: string) => {
    const value = host.trim().toLowerCase();
    if (exact.has(value)) return true;
    return anyPort.has(value.replace(/:\d+$/, ''));
  };
}

export function requireConfiguredHost(
  allowedHosts: readonly string[],
  options: HostCheckOptions = {},
): MiddlewareHandler {
  const allowed = matcher(allowedHosts);
  const exempt = new Set(options.exemptPaths ?? []);
  return async (c, next) => {
    // The Node adapter builds the URL from Host; an in-process request (tests) has only the URL.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!allowed(host) && !exempt.has(c.req.path)) {
      throw new ApiError('PERMISSION_DENIED', messages.session.foreignHost);
    }
    await next();
  };
}
