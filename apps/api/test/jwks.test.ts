import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify } from 'jose';
import { createAccessTokens } from '../src/auth/accessTokens.ts';
import { SIGNING_KEY_FILE, generateSigningKeyPem, loadSigningKey } from '../src/auth/signingKey.ts';
import { jwksResponseSchema } from '../src/routes/wellKnown.ts';
import { BASE, authorized, signIn } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';
import { TestClock } from './support/testClock.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public key that verifies the access tokens (sub, email, exp)', async () => {
    const { accessToken } = await signIn(context, 'optimizador@siipro.test');
    const jwks = jwksResponseSchema.parse(await (await context.app.request(`${BASE}/.well-known/jwks.json`)).json());
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const { payload, protectedHeader } = await jwtVerify(accessToken, createLocalJWKSet(jwks), {
      currentDate: context.clock.now(),
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: jwks.keys[0]!.kid });
    expect(payload.email).toBe('optimizador@siipro.test');
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    // Issued by the API for SIIPRO's services: the verifier of both requires these two.
    expect(payload).toMatchObject({ iss: 'siipro-api', aud: 'siipro' });
    expect(payload.exp! - payload.iat!).toBe(900);
  });

  it('refuses a token signed by any other key, even with the same claims', async () => {
    const { accessToken } = await signIn(context, 'viewer@siipro.test');
    const claims = decodeJwt(accessToken);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(claims.sub!)
      .setIssuer('siipro-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await authorized(context, '/users/me', forged)).status).toBe(401);
    expect((await authorized(context, '/users/me', accessToken)).status).toBe(200);
  });
});

describe('signing key', () => {
  const directory = mkdtempSync(join(tmpdir(), 'siipro-key-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('is generated into DATA_DIR on first start (owner-only) and reused afterwards', async () => {
    const first = await loadSigningKey({ dataDir: directory });
    expect(statSync(join(directory, SIGNING_KEY_FILE)).mode & 0o777).toBe(0o600);
    const second = await loadSigningKey({ dataDir: directory });
    expect(second.publicJwk.kid).toBe(first.publicJwk.kid);

    // A token signed before a restart still verifies after it.
    const clock = new TestClock();
    const before = createAccessTokens(first, { ttlSeconds: 60, clock });
    const after = createAccessTokens(second, { ttlSeconds: 60, clock });
    const { accessToken } = await before.issue({ userId: 'u-1', email: 'a@siipro.test' });
    expect(await after.verify(accessToken)).toEqual({
      userId: 'u-1',
      email: 'a@siipro.test',
      issuedAt: expect.any(Number),
    });
  });

  it('comes from SIIPRO_JWT_PRIVATE_KEY when given (one-line PEM with \\n escapes too)', async () => {
    const pem = await generateSigningKeyPem();
    const fromEnv = await loadSigningKey({ pem: pem.replace(/\n/g, '\\n'), dataDir: directory });
    const again = await loadSigningKey({ pem });
    expect(fromEnv.publicJwk.kid).toBe(again.publicJwk.kid);
    expect(fromEnv.publicJwk.kid).not.toBe((await loadSigningKey({ dataDir: directory })).publicJwk.kid);
  });
});
