// In-memory token bucket per client IP. Each client may spend `capacity` requests at once; the bucket refills
// continuously, full again after `windowSeconds`. An empty bucket answers 429 RATE_LIMITED with Retry-After.
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Clock } from '../clock.ts';
import type { RateLimitConfig } from '../config.ts';
import { ApiError, apiMessages } from './errors.ts';

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/** Beyond this many tracked clients, idle (full) buckets are forgotten so memory stays bounded. */
const PRUNE_THRESHOLD = 10_000;

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    private readonly config: RateLimitConfig,
    private readonly clock: Clock,
  ) {
    this.refillPerMs = config.capacity / (config.windowSeconds * 1000);
  }

  /** Takes one token for `key`; answers how many seconds to wait when there is none. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const nowMs = this.clock.now().getTime();
    const bucket = this.buckets.get(key) ?? { tokens: this.config.capacity, updatedMs: nowMs };
    const elapsed = Math.max(0, nowMs - bucket.updatedMs);
    bucket.tokens = Math.min(this.config.capacity, bucket.tokens + elapsed * this.refillPerMs);
    bucket.updatedMs = nowMs;
    if (this.buckets.size >= PRUNE_THRESHOLD) this.prune(nowMs);
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000)) };
  }

  private prune(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (nowMs - bucket.updatedMs) * this.refillPerMs >= this.config.capacity)
        this.buckets.delete(key);
    }
  }
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

export function rateLimit(limiter: TokenBucketLimiter, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const verdict = limiter.take(clientAddress(c, trustProxy));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiError('RATE_LIMITED', apiMessages.rateLimited);
    }
    await next();
  };
}
