// Refused sign-ins are limited twice: per client address (one machine trying many tokens) and per account the token
// names (many machines trying one account). The account is read from the token without trusting it — a forged token
// names whatever it likes, and that name is exactly what its sender is trying — so it is only ever a counter's key.
import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { ApiError } from '@siipro/server';
import type { RateLimitConfig } from '../config.ts';
import { clientAddress, enforce, type RateLimitCounters, type RateLimitRule } from '../http/rateLimit.ts';
import { normalizeEmail } from '../users/signIn.ts';

/** The account an ID token claims to be, unverified: its e-mail, else its subject. */
export function claimedAccount(idToken: string): string | undefined {
  try {
    const claims = decodeJwt(idToken);
    if (typeof claims.email === 'string' && claims.email.trim()) return `email:${normalizeEmail(claims.email)}`;
    if (typeof claims.sub === 'string' && claims.sub) return `sub:${claims.sub}`;
  } catch {
    // Not even a JWT: only the address counts.
  }
  return undefined;
}

export class SignInThrottle {
  private readonly rule: RateLimitRule;

  constructor(
    private readonly counters: RateLimitCounters,
    limit: RateLimitConfig,
    private readonly trustProxy: boolean,
  ) {
    this.rule = { name: 'sign-in-failure', ...limit };
  }

  /**
   * Runs one sign-in attempt with `idToken`: refused with 429 while the address or the account has spent its
   * failures; a 401 from the attempt counts against both.
   */
  async attempt<T>(c: Context, idToken: string, signIn: () => Promise<T>): Promise<T> {
    const account = claimedAccount(idToken);
    const keys = [`address:${clientAddress(c, this.trustProxy)}`, ...(account ? [`account:${account}`] : [])];
    enforce(c, await this.counters.check(this.rule, keys));
    try {
      return await signIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
        for (const key of keys) await this.counters.hit(this.rule, key);
      }
      throw error;
    }
  }
}
