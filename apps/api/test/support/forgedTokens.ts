// Forged tokens: what an attacker writes by hand. ID tokens nobody signed (alg "none"), shaped like the emulator's:
// the Auth emulator accepts them, which is why emulator mode must never be on by accident; a production-configured API
// refuses them. Access tokens signed by a key the test holds (the API's own, to vary one claim at a time), or by none.
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '@siipro/server';
import { SIGNING_ALGORITHM, type SigningKey } from '../../src/auth/signingKey.ts';

const PROJECT_ID = 'demo-siipro';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function forgedIdToken(claims: Record<string, unknown>, projectId = PROJECT_ID): string {
  const now = Math.floor(Date.now() / 1000);
  const sub = typeof claims.sub === 'string' ? claims.sub : 'forjado';
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub,
    user_id: sub,
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** The claims of a genuine access token for `caller`, valid for 15 minutes from now (ARCHITECTURE.md §4). */
export function accessClaims(caller: { userId: string; email: string }, nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    sub: caller.userId,
    email: caller.email,
    iss: ACCESS_TOKEN_ISSUER,
    aud: ACCESS_TOKEN_AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + 900,
  };
}

/** An access token signed with `key` (the API's own, to change one claim at a time, or another) under `kid`. */
export function signedAccessToken(key: SigningKey, claims: Record<string, unknown>, kid = key.publicJwk.kid) {
  return new SignJWT(claims).setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' }).sign(key.privateKey);
}

/** Claims with no signature at all (alg "none"). */
export function unsignedAccessToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** HS256 keyed with the public key as the JWKS publishes it: the algorithm-confusion forgery. */
export function publicKeyHmacToken(key: SigningKey, claims: Record<string, unknown>) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', kid: key.publicJwk.kid, typ: 'JWT' })
    .sign(new TextEncoder().encode(JSON.stringify(key.publicJwk)));
}
