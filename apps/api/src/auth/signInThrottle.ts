// Sign-ins are limited in two ways, neither of which one person can turn into a lockout for others (issues 43, 46):
// - refused sign-ins per client address, generously, because a whole office may share one public address. Never per
//   the account a refused token names: that claim is unverified, so counting it would let anyone lock a person out by
//   sending forged tokens with their e-mail. Nothing is guessed here either — the exchange checks Firebase's
//   signature, and a forged token costs one signature check to refuse;
// - sign-ins of one account from one address, counted only after Firebase has verified the token, so the account is
//   the one that proved itself. Whoever spends it (the person, or a thief replaying their tokens) is refused from that
//   address only: the same account signs in from any other, and colleagues behind the address are not counted.
import type { Context } from 'hono';
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { VerifiedIdentity } from './idTokenVerifier.ts';
import type { RateLimitConfig } from '../config.ts';
import { clientAddress, enforce, type RateLimitCounters, type RateLimitRule } from '../http/rateLimit.ts';

export interface SignInLimits {
  /** Refused sign-ins per client address. */
  failures: RateLimitConfig;
  /** Verified sign-ins per (account, client address). */
  perAccount: RateLimitConfig;
}

export class SignInThrottle {
  private readonly failures: RateLimitRule;
  private readonly perAccount: RateLimitRule;

  constructor(
    private readonly counters: RateLimitCounters,
    limits: SignInLimits,
    private readonly trustProxy: boolean,
  ) {
    this.failures = { name: 'sign-in-failure', ...limits.failures };
    this.perAccount = { name: 'sign-in-account', ...limits.perAccount };
  }

  /**
   * Runs one sign-in attempt: refused with 429 while the client's address has spent its failures; a 401 from
   * `verify` or `signIn` counts against the address. Once `verify` has proven the account, the attempt counts against
   * that account from this address, and is refused with 429 (before `signIn` changes anything) past its limit.
   */
  async attempt<T>(
    c: Context,
    verify: () => Promise<VerifiedIdentity>,
    signIn: (identity: VerifiedIdentity) => Promise<T>,
  ): Promise<T> {
    const address = clientAddress(c, this.trustProxy);
    const addressKey = `address:${address}`;
    enforce(c, await this.counters.check(this.failures, [addressKey]));
    try {
      const identity = await verify();
      const accountKey = `account:${identity.firebaseUid}:address:${address}`;
      enforce(c, await this.counters.hit(this.perAccount, accountKey), messages.errors.signInsRateLimitedFor);
      return await signIn(identity);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED')
        await this.counters.hit(this.failures, addressKey);
      throw error;
    }
  }
}
