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

export function createAccessTokens(key: SigningKey, options: { ttlSeconds: number; clock: Clock }): AccessTokens {
  const { ttlSeconds, clock } = options;
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
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: ACCESS_TOKEN_ISSUER,
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new Error('claims');
        return { userId: payload.sub, email: payload.email };
      } catch {
        throw new ApiError('UNAUTHENTICATED', apiMessages.invalidAccessToken);
      }
    },

    jwks: () => ({ keys: [key.publicJwk] }),
  };
}
