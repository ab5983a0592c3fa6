// Short-lived access tokens: JWTs signed with the API's ES256 key, carrying sub (user id), email, iat and exp. The
// optimizer verifies them with the public key published at /.well-known/jwks.json.
import { SignJWT, jwtVerify, type JWK } from 'jose';
import type { Clock } from '../clock.ts';
import { ApiError, apiMessages } from '../http/errors.ts';
import type { Caller } from '../http/env.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKey.ts';

export const ACCESS_TOKEN_ISSUER = 'siipro-api';

export interface IssuedAccessToken {
  accessToken: string;
  /** Seconds until it expires. */
  expiresIn: number;
}

export interface AccessTokens {
  issue(caller: Caller): Promise<IssuedAccessToken>;
  /** Resolves the caller, or rejects with a 401 ApiError. */
  verify(token: string): Promise<Caller>;
  jwks(): { keys: JWK[] };
}

/** How many verified tokens `verify` remembers; past that it starts over (a token is then checked once more). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(key: SigningKey, options: { ttlSeconds: number; clock: Clock }): AccessTokens {
  const { ttlSeconds, clock } = options;
  // Every API call carries the token, and an ES256 signature check costs ~1 ms of CPU — more than the rest of a list
  // call. The answer for a given token string cannot change except by expiry, so each token is checked once and its
  // caller and expiry kept; expiry is still compared on every call (the same rule as jose's: valid while exp > now).
  const verified = new Map<string, { caller: Caller; expiresAt: number }>();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async issue(caller) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const accessToken = await new SignJWT({ email: caller.email })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.publicJwk.kid, typ: 'JWT' })
        .setSubject(caller.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key.privateKey);
      return { accessToken, expiresIn: ttlSeconds };
    },

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > nowSeconds()) return known.caller;
        verified.delete(token);
        throw new ApiError('UNAUTHENTICATED', apiMessages.invalidAccessToken);
      }
      let entry: { caller: Caller; expiresAt: number };
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.exp !== 'number') {
          throw new Error('claims');
        }
        entry = { caller: Object.freeze({ userId: payload.sub, email: payload.email }), expiresAt: payload.exp };
      } catch {
        throw new ApiError('UNAUTHENTICATED', apiMessages.invalidAccessToken);
      }
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, entry);
      return entry.caller;
    },

    jwks: () => ({ keys: [key.publicJwk] }),
  };
}
