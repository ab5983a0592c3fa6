import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { ApiError } from '../errors/apiError.ts';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  KeySetUnavailableError,
  createAccessTokenVerifier,
} from './accessTokenVerifier.ts';

const caller = { userId: '00000000-0000-4000-8000-000000000001', email: 'optimizador@siipro.test' };

/** A signing key as the API holds it: the private half, and the public half as its JWKS publishes it. */
async function signingKey() {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const publicJwk: JWK = { ...jwk, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
  const sign = (claims: {
    sub?: string;
    email?: string;
    iss?: string;
    aud?: string | null;
    iat: number;
    exp: number;
  }) => {
    const token = new SignJWT(claims.email === undefined ? {} : { email: claims.email })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid, typ: 'JWT' })
      .setIssuer(claims.iss ?? ACCESS_TOKEN_ISSUER)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp);
    if (claims.aud !== null) token.setAudience(claims.aud ?? ACCESS_TOKEN_AUDIENCE);
    if (claims.sub !== undefined) token.setSubject(claims.sub);
    return token.sign(privateKey);
  };
  return { keys: { keys: [publicJwk] }, sign };
}

/** A clock the test moves, in whole seconds. */
function testClock(start = new Date('2026-11-21T12:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    seconds: () => Math.floor(now / 1000),
    advance: (s: number) => void (now += s * 1000),
  };
}

async function codeOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).code;
}

describe('createAccessTokenVerifier with a local key set', () => {
  it('answers the caller every time, and stops at the expiry even for a token it has already checked', async () => {
    const key = await signingKey();
    const clock = testClock();
    const verifier = createAccessTokenVerifier({ keys: key.keys, now: clock.now });
    const token = await key.sign({
      sub: caller.userId,
      email: caller.email,
      iat: clock.seconds(),
      exp: clock.seconds() + 900,
    });
    expect(await verifier.verify(token)).toEqual({ ...caller, issuedAt: expect.any(Number) });
    clock.advance(899);
    expect(await verifier.verify(token)).toEqual({ ...caller, issuedAt: expect.any(Number) });
    clock.advance(1);
    expect(await codeOf(verifier.verify(token))).toBe('UNAUTHENTICATED');
    // Once expired it stays expired, remembered or not.
    expect(await codeOf(verifier.verify(token))).toBe('UNAUTHENTICATED');
  });

  it('never lets a checked token vouch for an altered one or for one signed with another key', async () => {
    const key = await signingKey();
    const clock = testClock();
    const verifier = createAccessTokenVerifier({ keys: key.keys, now: clock.now });
    const claims = { sub: caller.userId, email: caller.email, iat: clock.seconds(), exp: clock.seconds() + 900 };
    const token = await key.sign(claims);
    await verifier.verify(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', iss: ACCESS_TOKEN_ISSUER })).toString(
      'base64url',
    );
    expect(await codeOf(verifier.verify(`${header}.${forged}.${signature}`))).toBe('UNAUTHENTICATED');

    const foreign = await (await signingKey()).sign(claims);
    expect(await codeOf(verifier.verify(foreign))).toBe('UNAUTHENTICATED');
    expect(await codeOf(verifier.verify(foreign))).toBe('UNAUTHENTICATED');
  });

  it('refuses a token for another audience or for none, signed by the very same key', async () => {
    const key = await signingKey();
    const clock = testClock();
    const verifier = createAccessTokenVerifier({ keys: key.keys, now: clock.now });
    const claims = { sub: caller.userId, email: caller.email, iat: clock.seconds(), exp: clock.seconds() + 900 };
    expect(await verifier.verify(await key.sign(claims))).toEqual({ ...caller, issuedAt: expect.any(Number) });
    expect(await codeOf(verifier.verify(await key.sign({ ...claims, aud: 'otro-servicio' })))).toBe('UNAUTHENTICATED');
    expect(await codeOf(verifier.verify(await key.sign({ ...claims, aud: null })))).toBe('UNAUTHENTICATED');
  });

  it('refuses another issuer, missing claims, an unsigned token and garbage', async () => {
    const key = await signingKey();
    const clock = testClock();
    const verifier = createAccessTokenVerifier({ keys: key.keys, now: clock.now });
    const times = { iat: clock.seconds(), exp: clock.seconds() + 900 };
    expect(
      await codeOf(verifier.verify(await key.sign({ ...caller, sub: caller.userId, iss: 'otro', ...times }))),
    ).toBe('UNAUTHENTICATED');
    expect(await codeOf(verifier.verify(await key.sign({ email: caller.email, ...times })))).toBe('UNAUTHENTICATED');
    expect(await codeOf(verifier.verify(await key.sign({ sub: caller.userId, ...times })))).toBe('UNAUTHENTICATED');
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          sub: caller.userId,
          email: caller.email,
          iss: ACCESS_TOKEN_ISSUER,
          aud: ACCESS_TOKEN_AUDIENCE,
          ...times,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect(await codeOf(verifier.verify(unsigned))).toBe('UNAUTHENTICATED');
    expect(await codeOf(verifier.verify('no-es-un-token'))).toBe('UNAUTHENTICATED');
  });
});

describe('createAccessTokenVerifier against a JWKS URL (as the optimizer uses it)', () => {
  let server: Server;
  let origin: string;
  let key: Awaited<ReturnType<typeof signingKey>>;
  let answer: 'keys' | 'error' = 'keys';
  beforeAll(async () => {
    key = await signingKey();
    server = createServer((request, response) => {
      if (request.url !== '/.well-known/jwks.json' || answer === 'error') {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(key.keys));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('verifies tokens with the published keys and refuses others', async () => {
    answer = 'keys';
    const clock = testClock(new Date());
    const verifier = createAccessTokenVerifier({ keys: new URL('/.well-known/jwks.json', origin), now: clock.now });
    const claims = { sub: caller.userId, email: caller.email, iat: clock.seconds(), exp: clock.seconds() + 900 };
    expect(await verifier.verify(await key.sign(claims))).toEqual({ ...caller, issuedAt: expect.any(Number) });
    expect(await codeOf(verifier.verify(await (await signingKey()).sign(claims)))).toBe('UNAUTHENTICATED');
  });

  it('tells a key set it cannot read from a bad token: a fault of the service, not a 401', async () => {
    answer = 'error';
    const clock = testClock(new Date());
    const verifier = createAccessTokenVerifier({ keys: new URL('/.well-known/jwks.json', origin), now: clock.now });
    const token = await key.sign({
      sub: caller.userId,
      email: caller.email,
      iat: clock.seconds(),
      exp: clock.seconds() + 900,
    });
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(KeySetUnavailableError);
    const nowhere = createAccessTokenVerifier({ keys: new URL('http://127.0.0.1:1/.well-known/jwks.json') });
    await expect(nowhere.verify(token)).rejects.toBeInstanceOf(KeySetUnavailableError);
  });
});
