// Short-lived access tokens: JWTs signed with the API's ES256 key, carrying sub (user id), email, iss, aud, iat and
// exp. They are verified by the server kit's verifier — here against the API's own key, in the optimizer against the
// public key published at /.well-known/jwks.json — so both services apply one rule.
import { SignJWT, type JWK } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  createAccessTokenVerifier,
  type AccessTokenVerifier,
  type Caller,
} from '@siipro/server';
import type { Clock } from '../clock.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signingKey.ts';

export interface IssuedAccessToken {
  accessToken: string;
  /** Seconds until it expires. */
  expiresIn: number;
}

export interface AccessTokens extends AccessTokenVerifier {
  issue(caller: Caller): Promise<IssuedAccessToken>;
  jwks(): { keys: JWK[] };
}

export function createAccessTokens(key: SigningKey, options: { ttlSeconds: number; clock: Clock }): AccessTokens {
  const { ttlSeconds, clock } = options;
  const jwks = { keys: [key.publicJwk] };
  const verifier = createAccessTokenVerifier({ keys: jwks, now: () => clock.now() });
  return {
    async issue(caller) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const accessToken = await new SignJWT({ email: caller.email })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.publicJwk.kid, typ: 'JWT' })
        .setSubject(caller.userId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key.privateKey);
      return { accessToken, expiresIn: ttlSeconds };
    },

    verify: (token) => verifier.verify(token),

    jwks: () => jwks,
  };
}
