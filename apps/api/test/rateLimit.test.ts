// Rate limits of /auth/*: every request per client address, and refused sign-ins per address and per account, counted
// in the database so two API processes on one database share them (issue #13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitCounters } from '../src/http/rateLimit.ts';
import { signInWithPassword } from './support/emulatorUsers.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { BASE } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

const RATE_LIMITED = { errorCode: 'RATE_LIMITED', message: 'Demasiadas solicitudes. Por favor intenta más tarde.' };

describe('RateLimitCounters', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ seed: false });
  });
  afterAll(() => context.close());

  it('allows `limit` hits per window and key, then answers the seconds until the window ends', async () => {
    const counters = new RateLimitCounters(context.database.db, context.clock);
    const rule = { name: 'prueba', limit: 3, windowSeconds: 60 };
    const hits = [];
    for (let hit = 0; hit < 4; hit++) hits.push(await counters.hit(rule, '10.0.0.1'));
    expect(hits).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    expect(await counters.hit(rule, '10.0.0.2')).toEqual({ allowed: true });
    expect(await counters.check(rule, ['10.0.0.2', '10.0.0.1'])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await counters.hit({ ...rule, name: 'otra' }, '10.0.0.1')).toEqual({ allowed: true });

    context.clock.advanceSeconds(45);
    expect(await counters.hit(rule, '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    context.clock.advanceSeconds(15);
    // A new window: counting starts over.
    expect(await counters.check(rule, ['10.0.0.1'])).toEqual({ allowed: true });
    expect(await counters.hit(rule, '10.0.0.1')).toEqual({ allowed: true });
  });
});

describe('every /auth/* request, per client address', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_LIMIT_WINDOW: '60', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => context.close());

  const refreshFrom = (ip: string) =>
    context.app.request(`${BASE}/auth/refresh`, { method: 'POST', headers: { 'x-forwarded-for': ip } });

  it('answers 429 RATE_LIMITED in Spanish with Retry-After once a client spends its window', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await refreshFrom('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await refreshFrom('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual(RATE_LIMITED);
    // Every /auth/* route counts against the same window.
    const exchange = await context.app.request(`${BASE}/auth/exchange`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(exchange.status).toBe(429);
    // Another client is not affected; the window ends and the client may call again.
    expect((await refreshFrom('203.0.113.8')).status).toBe(401);
    context.clock.advanceSeconds(60);
    expect((await refreshFrom('203.0.113.7')).status).toBe(401);
  });

  it('does not limit routes outside /auth', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await context.app.request(`${BASE}/`, { headers: { 'x-forwarded-for': '192.0.2.9' } });
      expect(response.status).toBe(200);
    }
  });
});

describe('refused sign-ins (10 per 15 minutes), per address and per account, across API processes', () => {
  let context: TestContext;
  let second: Awaited<ReturnType<TestContext['anotherProcess']>>;
  beforeAll(async () => {
    context = await createTestContext({
      env: { SIGN_IN_FAILURE_LIMIT: '10', SIGN_IN_FAILURE_WINDOW: '900', TRUST_PROXY: '1' },
    });
    second = await context.anotherProcess();
  });
  afterAll(async () => {
    await second.close();
    await context.close();
  });

  const exchangeOn = (app: TestContext['app'], idToken: string, ip: string) =>
    app.request(`${BASE}/auth/exchange`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'x-forwarded-for': ip },
    });

  it('lets 10 bad tokens from one address through, split between two processes, then answers 429 to the 11th', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? context.app : second.app;
      statuses.push((await exchangeOn(app, `basura-${attempt}`, '198.51.100.1')).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    // Even a genuine token waits: the address is the one guessing.
    const genuine = await signInWithPassword('editor@siipro.test');
    const limited = await exchangeOn(context.app, genuine, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(900);
    expect(await limited.json()).toEqual(RATE_LIMITED);
    expect((await exchangeOn(second.app, genuine, '198.51.100.1')).status).toBe(429);

    // Successful sign-ins from another address are not counted and not refused.
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await exchangeOn(second.app, genuine, '198.51.100.2')).status).toBe(200);
    }
    context.clock.advanceSeconds(900);
    expect((await exchangeOn(context.app, genuine, '198.51.100.1')).status).toBe(200);
  });

  it('limits bad tokens naming one account from many addresses, and only that account', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      // Signed by nobody, with a made-up signature: refused even by the emulator.
      const forged = `${forgedIdToken({ sub: 'demo-admin', email: 'ADMIN@siipro.test' })}firma-${attempt}`;
      const app = attempt % 2 === 0 ? context.app : second.app;
      expect((await exchangeOn(app, forged, `192.0.2.${attempt + 1}`)).status).toBe(401);
    }
    const admin = await signInWithPassword('admin@siipro.test');
    const limited = await exchangeOn(second.app, admin, '192.0.2.200');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(RATE_LIMITED);
    expect((await exchangeOn(context.app, await signInWithPassword('viewer@siipro.test'), '192.0.2.201')).status).toBe(
      200,
    );
  });

  it('counts /auth/login the same way', async () => {
    const login = (idToken: string, ip: string) =>
      context.app.request(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ idToken }),
      });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(`basura-${attempt}`, '203.0.113.50')).status).toBe(401);
    expect((await login(await signInWithPassword('viewer@siipro.test'), '203.0.113.50')).status).toBe(429);
  });
});
