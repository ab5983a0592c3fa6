// Requests served in the order they arrived, a few at a time: the fair embedded default (issue 46). PGlite runs in the
// API's own thread and executes one statement at a time, so under 100 connections every statement of every request
// waits in one line; a request made of several statements (its access, its page, its count) queued each of them behind
// whatever had arrived meanwhile, and a few requests were left waiting over 10 s while others flowed. Here a request
// waits once, for those that arrived before it, and then runs with only `concurrency` others: its wait is the line
// ahead of it, never an unlucky draw. On PostgreSQL the pool and the server share the work; no line is needed there.
import type { MiddlewareHandler } from 'hono';

export class ArrivalQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Requests waiting for their turn (the metrics report it). */
  get length(): number {
    return this.waiting.length;
  }

  /** Runs `work` once every request that arrived earlier has started and fewer than `concurrency` are running. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency && this.waiting.length === 0) this.running++;
    // First in, first out: the slot of a finishing request passes straight to the longest waiting one.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    // One turn of the event loop before the work starts. PGlite's statements run synchronously in this thread and
    // resolve as promises, so without it the line drains from one promise to the next and the loop seldom reaches
    // its poll phase: requests already on the wire were not even read, and a new connection's first request waited
    // up to 11 s before it could join the line (soak probe of 2026-12-07; README, "Big bodies, fairness and restarts").
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Puts every request in `queue`, except those `exempt` names: what must answer at once whatever the load (GET /,
 * health probes, metrics) and document uploads, whose bodies may take long to arrive and whose database work is two
 * short statements. A request whose client went away while it waited is not run.
 */
export function inArrivalOrder(
  queue: ArrivalQueue,
  exempt: (method: string, path: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (exempt(c.req.method, c.req.path) || /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
      return next();
    }
    await queue.run(async () => {
      if (c.req.raw.signal.aborted) {
        c.res = new Response(null, { status: 499 });
        return;
      }
      await next();
    });
  };
}
