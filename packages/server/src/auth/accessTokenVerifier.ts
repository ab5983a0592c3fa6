// Verifies the API's access tokens (ARCHITECTURE.md §4): ES256 JWTs with sub, email and exp, issued by the API (iss)
// for SIIPRO's services (aud) and checked against its public keys — the API's own key set in the API, the JWKS it
// publishes (/.well-known/jwks.json) in the optimizer.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { messages } from '@siipro/domain';
import { ApiError } from '../errors/apiError.ts';
import type { Caller } from '../env.ts';

export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const ACCESS_TOKEN_ISSUER = 'siipro-api';
/**
 * Who the token is for: SIIPRO's own services (the API and the optimizer). Required, so a token the same key signed
 * for anything else — or one with no audience at all — opens nothing here.
 */
export const ACCESS_TOKEN_AUDIENCE = 'siipro';

export interface AccessTokenVerifier {
  /** Resolves the caller, or rejects with a 401 ApiError. */
  verify(token: string): Promise<Caller>;
}

export interface AccessTokenVerifierOptions {
  /** The public keys: a key set in hand (the API's own, or a test's), or the URL of a JWKS to fetch (and refetch). */
  keys: JSONWebKeySet | URL;
  /** The current time (tests move it). */
  now?: () => Date;
}

/** How many verified tokens `verify` remembers; past that it starts over (a token is then checked once more). */
const VERIFIED_TOKENS_KEPT = 10_000;

const invalid = () => new ApiError('UNAUTHENTICATED', messages.errors.byCode.UNAUTHENTICATED);

/** The JWKS could not be read (the API is down, answers an error or no key set): a fault of ours, not the caller's. */
export class KeySetUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the access-token key set could not be read', { cause });
    this.name = 'KeySetUnavailableError';
  }
}

/** A remote key set whose fetch failures are told apart from tokens that name no key of it. */
function remoteKeySet(url: URL): JWTVerifyGetKey {
  const keySet = createRemoteJWKSet(url);
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeySetUnavailableError(error);
    }
  };
}

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const now = options.now ?? (() => new Date());
  const keySet = options.keys instanceof URL ? remoteKeySet(options.keys) : createLocalJWKSet(options.keys);
  // Every call carries the token, and an ES256 signature check costs ~1 ms of CPU — more than the rest of a list
  // call. The answer for a given token string cannot change except by expiry, so each token is checked once and its
  // caller and expiry kept; expiry is still compared on every call (the same rule as jose's: valid while exp > now).
  const verified = new Map<string, { caller: Caller; expiresAt: number }>();
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds()) return known.caller;
        verified.delete(token);
        throw invalid();
      }
      let entry: { caller: Caller; expiresAt: number };
      try {
        const { payload } = await jwtVerify(token, keySet, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          audience: ACCESS_TOKEN_AUDIENCE,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.exp !== 'number') {
          throw new Error('claims');
        }
        const issuedAt = typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {};
        entry = {
          caller: Object.freeze({ userId: payload.sub, email: payload.email, ...issuedAt }),
          expiresAt: payload.exp,
        };
      } catch (error) {
        // Answered as a 500 by the error handler (and logged): the caller may well hold a good token.
        if (error instanceof KeySetUnavailableError) throw error;
        // A bad signature, an unknown key, an expired token, missing claims: the caller is not proven.
        throw invalid();
      }
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, entry);
      return entry.caller;
    },
  };
}
