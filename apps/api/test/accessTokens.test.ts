import { describe, expect, it } from 'vitest';
import { ApiError } from '@siipro/server';
import { createAccessTokens } from '../src/auth/accessTokens.ts';
import { loadSigningKey } from '../src/auth/signingKey.ts';
import { TestClock } from './support/testClock.ts';

const caller = { userId: '00000000-0000-4000-8000-000000000001', email: 'editor@siipro.test' };

async function tokensAt(clock: TestClock) {
  return createAccessTokens(await loadSigningKey({}), { ttlSeconds: 900, clock });
}

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).code;
}

describe('access tokens: verify', () => {
  it('answers the caller every time, and stops at the expiry even for a token it has already checked', async () => {
    const clock = new TestClock(new Date('2026-11-21T12:00:00.000Z'));
    const tokens = await tokensAt(clock);
    const { accessToken } = await tokens.issue(caller);
    expect(await tokens.verify(accessToken)).toEqual({ ...caller, issuedAt: expect.any(Number) });
    clock.advanceSeconds(899);
    expect(await tokens.verify(accessToken)).toEqual({ ...caller, issuedAt: expect.any(Number) });
    clock.advanceSeconds(1);
    expect(await rejection(tokens.verify(accessToken))).toBe('UNAUTHENTICATED');
    // Once expired it stays expired, remembered or not.
    expect(await rejection(tokens.verify(accessToken))).toBe('UNAUTHENTICATED');
  });

  it('never lets a checked token vouch for an altered one or for one signed with another key', async () => {
    const clock = new TestClock();
    const tokens = await tokensAt(clock);
    const { accessToken } = await tokens.issue(caller);
    await tokens.verify(accessToken);
    const [header, , signature] = accessToken.split('.');
    const forgedClaims = Buffer.from(JSON.stringify({ ...caller, sub: 'someone-else', iss: 'siipro-api' })).toString(
      'base64url',
    );
    expect(await rejection(tokens.verify(`${header}.${forgedClaims}.${signature}`))).toBe('UNAUTHENTICATED');

    const foreign = await (await tokensAt(clock)).issue(caller);
    expect(await rejection(tokens.verify(foreign.accessToken))).toBe('UNAUTHENTICATED');
    expect(await rejection(tokens.verify(foreign.accessToken))).toBe('UNAUTHENTICATED');
  });
});
