// Tokens (issue 19, Security): every access token that must not open a door, presented to the API (a personal read,
// a tenant read, a tenant write) and to the optimizer service, which verifies it against the API's published JWKS —
// expired, signed by another key, unsigned (alg none), HMAC-keyed with the public key, for another audience, from
// another issuer, without its claims — is refused with 401 and the Spanish error body; a genuine token of a member
// who was removed is refused with 403 by both at the very next call. Elsewhere: the verifier's own cases
// (packages/server accessTokenVerifier.test.ts), a reused refresh token revoking its family (session.test.ts), forged
// Firebase ID tokens at the exchange (exchange.test.ts, productionSignIn.test.ts), a removed member in another API
// process (tenantAccess.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { demoAccounts, messages } from '@siipro/domain';
import { generateSigningKeyPem, loadSigningKey } from '../src/auth/signingKey.ts';
import { memberships, tenants } from '../src/db/schema.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { NOT_A_MEMBER } from './support/adminApi.ts';
import { accessClaims, publicKeyHmacToken, signedAccessToken, unsignedAccessToken } from './support/forgedTokens.ts';
import { authorized } from './support/http.ts';
import { useOptimizerWithApi } from './support/optimizerService.ts';

const { run, testContext, tokens } = useOptimizerWithApi();

const EMAIL = 'optimizador@siipro.test';
const caller = { userId: demoUserId(demoAccounts.find((account) => account.email === EMAIL)!.uid), email: EMAIL };
const REFUSED = { errorCode: 'UNAUTHENTICATED', message: messages.errors.byCode.UNAUTHENTICATED };
const request = { model: 'linear-int-opt-v1', criteria: [{ key: 'score', weight: 1, direction: 'maximize' }] };

/** The doors a token is tried on: the API's personal, tenant-read and tenant-write calls, and the optimizer. */
const DOORS: [string, (token: string) => Response | Promise<Response>][] = [
  ['API GET /users/me', (token) => authorized(testContext(), '/users/me', token)],
  [
    'API GET /t/cenit-demo/optimizer/candidates',
    (token) => authorized(testContext(), '/t/cenit-demo/optimizer/candidates', token),
  ],
  [
    'API POST /t/cenit-demo/optimizer/scenarios',
    (token) =>
      authorized(testContext(), '/t/cenit-demo/optimizer/scenarios', token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Escenario', request, result: {} }),
      }),
  ],
  ['optimizer POST /cenit-demo/optimizer', (token) => run(request, token)],
];

/**
 * Genuine claims from the API's clock, which the test holds still: earlier than the optimizer's real one, so a token
 * expired for the API is expired for both, and one valid for it stays valid for both for the 15 minutes.
 */
const claimsNow = () => accessClaims(caller, Math.floor(testContext().clock.now().getTime() / 1000));

/** Each forgery: a token as the optimizer account's, with exactly one thing wrong. */
async function forgeries(): Promise<[string, string][]> {
  const key = testContext().signingKey;
  const claims = claimsNow();
  const otherKey = await loadSigningKey({ pem: await generateSigningKeyPem() });
  const { exp: _exp, ...withoutExpiry } = claims;
  const { aud: _aud, ...withoutAudience } = claims;
  return [
    ['expired a second ago', await signedAccessToken(key, { ...claims, iat: claims.iat - 901, exp: claims.iat - 1 })],
    ['signed by another key under the API key id', await signedAccessToken(otherKey, claims, key.publicJwk.kid)],
    ['alg none', unsignedAccessToken(claims)],
    ['HS256 keyed with the public JWK', await publicKeyHmacToken(key, claims)],
    ['another audience', await signedAccessToken(key, { ...claims, aud: 'otro-servicio' })],
    ['no audience', await signedAccessToken(key, withoutAudience)],
    ['another issuer', await signedAccessToken(key, { ...claims, iss: 'https://securetoken.google.com/demo-siipro' })],
    ['no expiry', await signedAccessToken(key, withoutExpiry)],
    [
      'payload edited after signing',
      editedPayload(await signedAccessToken(key, claims), { email: 'admin@siipro.test' }),
    ],
  ];
}

function editedPayload(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...change };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

describe('access tokens at every door', () => {
  it('lets the genuine token through every door (the control)', async () => {
    const genuine = await signedAccessToken(testContext().signingKey, claimsNow());
    for (const [door, call] of DOORS) {
      const response = await call(genuine);
      // The scenario write passes authentication and is refused for its made-up result (400), not for the token.
      expect([200, 400], `${door} ${response.status}`).toContain(response.status);
      expect(response.status, door).not.toBe(401);
    }
  });

  it('refuses every forged token with 401 and the Spanish error body, on the API and on the optimizer', async () => {
    let refusals = 0;
    const cases = await forgeries();
    for (const [forgery, token] of cases) {
      for (const [door, call] of DOORS) {
        const response = await call(token);
        expect(response.status, `${forgery} → ${door}`).toBe(401);
        expect(await response.json(), `${forgery} → ${door}`).toEqual(REFUSED);
        refusals++;
      }
    }
    console.info(`tokens: ${cases.length} forgeries × ${DOORS.length} doors = ${refusals} refusals (401)`);
  });
});

describe('a removed member’s token', () => {
  const restore: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const undo of restore.splice(0)) await undo();
  });

  it('is refused at the next call, by the API and by the optimizer, while still valid', async () => {
    const token = tokens.optimizador!;
    for (const [door, call] of DOORS.slice(1, 2).concat(DOORS.slice(3))) {
      expect((await call(token)).status, door).toBe(200);
    }
    const db = testContext().database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'cenit-demo'));
    const where = and(eq(memberships.tenantId, tenant!.id), eq(memberships.userId, caller.userId));
    const [row] = await db.select().from(memberships).where(where);
    await db.delete(memberships).where(where);
    restore.push(() => db.insert(memberships).values(row!));

    expect(await testContext().accessTokens.verify(token)).toEqual({ ...caller, issuedAt: expect.any(Number) });
    for (const [door, call] of DOORS.slice(1)) {
      const response = await call(token);
      expect(response.status, door).toBe(403);
      expect(await response.json(), door).toEqual(NOT_A_MEMBER);
    }
    // The person is still someone: their own profile answers.
    expect((await DOORS[0]![1](token)).status).toBe(200);
  });
});
