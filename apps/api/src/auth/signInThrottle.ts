// Refused sign-ins are limited per client address only (one machine trying many tokens), generously, because a whole
// office may share one public address. Never per the account a token names: the claim is unverified until the
// signature is checked, so counting it would let anyone lock a person out by sending forged tokens with their e-mail
// (issue 46). Nothing is guessed here either — the exchange checks Firebase's signature, and a forged token costs
// one signature check to refuse.
import type { Context } from 'hono';
import { ApiError } from '@siipro/server';
import type { RateLimitConfig } from '../config.ts';
import { clientAddress, enforce, type RateLimitCounters, type RateLimitRule } from '../http/rateLimit.ts';

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
   * Runs one sign-in attempt: refused with 429 while the client's address has spent its failures; a 401 from the
   * attempt counts against the address.
   */
  async attempt<T>(c: Context, signIn: () => Promise<T>): Promise<T> {
    const key = `address:${clientAddress(c, this.trustProxy)}`;
    enforce(c, await this.counters.check(this.rule, [key]));
    try {
      return await signIn();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') await this.counters.hit(this.rule, key);
      throw error;
    }
  }
}
