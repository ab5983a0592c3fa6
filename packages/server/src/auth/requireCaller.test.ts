import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import { messages } from '@siipro/domain';
import { ApiError } from '../errors/apiError.ts';
import { createErrorHandler } from '../errors/errorHandler.ts';
import type { ServerEnv } from '../env.ts';
import type { AccessTokenVerifier } from './accessTokenVerifier.ts';
import { bearerToken } from './bearer.ts';
import { requireCaller } from './requireCaller.ts';

/** Accepts the one token "bueno"; the verifier's own rules are tested beside it. */
const verifier: AccessTokenVerifier = {
  verify: async (token) => {
    if (token === 'bueno') return { userId: 'u-1', email: 'ana@siipro.test' };
    throw new ApiError('UNAUTHENTICATED');
  },
};

function app() {
  const app = new Hono<ServerEnv>().use(requireCaller(verifier)).get('/yo', (c) => c.json(c.get('caller')));
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  return app;
}

describe('requireCaller', () => {
  it('puts the verified caller on the request', async () => {
    const response = await app().request('/yo', { headers: { authorization: 'Bearer bueno' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ userId: 'u-1', email: 'ana@siipro.test' });
  });

  it('answers 401 in Spanish without a token, and 401 with a bad one', async () => {
    const missing = await app().request('/yo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      errorCode: 'UNAUTHENTICATED',
      message: messages.session.missingAccessToken,
    });
    const bad = await app().request('/yo', { headers: { authorization: 'Bearer malo' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { errorCode: string }).errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('bearerToken', () => {
  const tokenOf = async (authorization?: string) => {
    let found: string | undefined = 'sin llamar';
    const app = new Hono().get('/', (c) => {
      found = bearerToken(c);
      return c.body(null, 204);
    });
    await app.request('/', authorization === undefined ? {} : { headers: { authorization } });
    return found;
  };

  it('reads `Bearer <token>` in any case, and nothing else', async () => {
    expect(await tokenOf('Bearer abc.def')).toBe('abc.def');
    expect(await tokenOf('bearer   abc  ')).toBe('abc');
    expect(await tokenOf()).toBeUndefined();
    expect(await tokenOf('Basic YWJj')).toBeUndefined();
    expect(await tokenOf('Bearer')).toBeUndefined();
    expect(await tokenOf('Bearer a b')).toBeUndefined();
  });
});
