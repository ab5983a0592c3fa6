// Health for load balancers and orchestrators (issue 46), the same in the API and the optimizer:
// - GET /health/live: 200 while the process runs (a failed liveness probe means "restart me");
// - GET /health/ready: 200 only when every check of the service passes, 503 otherwise — and 503 from the moment the
//   process is told to stop, while it still serves what it has, so a load balancer drains it before it goes.
// Each check has a deadline: a database that hangs makes the process not ready, it does not hang the probe.
import type { Context } from 'hono';
import { messages } from '@siipro/domain';

/** Whether the process was told to stop (SIGTERM): set by the server, read by the readiness probe. */
export class Lifecycle {
  private stopping = false;

  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }
}

/** A readiness check: true when its part works. A throw or a timeout counts as false. */
export type HealthCheck = () => Promise<boolean>;

export interface HealthOptions {
  lifecycle: Lifecycle;
  checks: Record<string, HealthCheck>;
  /** How long one check may take (ms); default 2 s. */
  timeoutMs?: number;
}

async function passes(check: HealthCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const NO_STORE = { 'cache-control': 'no-store' };

export function healthHandlers({ lifecycle, checks, timeoutMs = 2000 }: HealthOptions) {
  return {
    live: (c: Context) => c.json({ status: 'live' }, 200, NO_STORE),
    ready: async (c: Context) => {
      if (lifecycle.shuttingDown) {
        return c.json({ status: 'stopping', message: messages.health.shuttingDown }, 503, NO_STORE);
      }
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => passes(checks[name]!, timeoutMs)));
      const report = Object.fromEntries(names.map((name, index) => [name, results[index] ? 'ok' : 'failing']));
      if (results.every(Boolean)) return c.json({ status: 'ready', checks: report }, 200, NO_STORE);
      return c.json({ status: 'not_ready', message: messages.health.notReady, checks: report }, 503, NO_STORE);
    },
  };
}
