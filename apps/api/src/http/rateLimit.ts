// Rate limits counted in the database, so they hold across every API process serving one PostgreSQL (ARCHITECTURE.md
// §1): a fixed window per rule and key. A key over its limit answers 429 RATE_LIMITED with Retry-After, the seconds
// until its window ends.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, inArray, lte, gt, sql } from 'drizzle-orm';
import { formatWait, interpolate, messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { RateLimitConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';
import type { AppEnv } from './env.ts';

export interface RateLimitRule extends RateLimitConfig {
  /** Prefix of the rule's keys: two rules never share a counter. */
  name: string;
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Ended windows are deleted at most this often per process. */
const PRUNE_INTERVAL_MS = 60_000;

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

export class RateLimitCounters {
  private lastPruneMs = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit of `key` under `rule`, atomically; refused once the window holds more than `limit` hits. */
  async hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    const now = this.clock.now();
    const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    await this.pruneNow(now);
    const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [counter] = await this.db
      .insert(rateLimitCounters)
      .values({ key: `${rule.name}:${key}`, hits: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        // Both expressions read the row as it was: an ended window starts over at one hit.
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEndsAt: sql`case when ${ended} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
    if (!counter || counter.hits <= rule.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: secondsUntil(counter.windowEndsAt, now) };
  }

  /** Whether any of `keys` has already spent its window under `rule`, without counting a hit. */
  async check(rule: RateLimitRule, keys: readonly string[]): Promise<RateLimitVerdict> {
    if (keys.length === 0) return { allowed: true };
    const now = this.clock.now();
    const spent = await this.db
      .select({ windowEndsAt: rateLimitCounters.windowEndsAt })
      .from(rateLimitCounters)
      .where(
        and(
          inArray(
            rateLimitCounters.key,
            keys.map((key) => `${rule.name}:${key}`),
          ),
          gt(rateLimitCounters.windowEndsAt, now),
          sql`${rateLimitCounters.hits} >= ${rule.limit}`,
        ),
      );
    if (spent.length === 0) return { allowed: true };
    const latestEnd = new Date(Math.max(...spent.map((row) => row.windowEndsAt.getTime())));
    return { allowed: false, retryAfterSeconds: secondsUntil(latestEnd, now) };
  }

  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPruneMs < PRUNE_INTERVAL_MS) return;
    this.lastPruneMs = now.getTime();
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now));
  }
}

/**
 * Throws the 429 a refused verdict means; its message (by default about the connection) says how long to wait, as
 * Retry-After does.
 */
export function enforce(
  c: Context,
  verdict: RateLimitVerdict,
  template: string = messages.errors.rateLimitedFor,
): void {
  if (verdict.allowed) return;
  c.header('Retry-After', String(verdict.retryAfterSeconds));
  throw new ApiError('RATE_LIMITED', interpolate(template, { wait: formatWait(verdict.retryAfterSeconds) }));
}

/** The client address: the socket's peer, or the first X-Forwarded-For hop when a trusted proxy sets it. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return 'unknown';
  }
}

/** Counts every request of a client address under `rule`. */
export function rateLimitByAddress(
  counters: RateLimitCounters,
  rule: RateLimitRule,
  trustProxy: boolean,
): MiddlewareHandler {
  return async (c, next) => {
    enforce(c, await counters.hit(rule, clientAddress(c, trustProxy)));
    await next();
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Counts every write of the signed-in caller under `rule` (after requireCaller): per person, so one account cannot
 * flood the database from many addresses, and colleagues behind one office address do not share a limit.
 */
export function rateLimitWritesByCaller(counters: RateLimitCounters, rule: RateLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!READ_METHODS.has(c.req.method)) {
      enforce(c, await counters.hit(rule, c.get('caller').userId), messages.errors.writesRateLimitedFor);
    }
    await next();
  };
}
