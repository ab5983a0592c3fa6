import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenBucketLimiter } from '../src/http/rateLimit.ts';
import { BASE } from './support/http.ts';
import { TestClock } from './support/testClock.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

describe('TokenBucketLimiter', () => {
  it('allows a burst of `capacity`, then refuses until tokens flow back at capacity per window', () => {
    const clock = new TestClock();
    const limiter = new TokenBucketLimiter({ capacity: 3, windowSeconds: 60 }, clock);
    expect([1, 2, 3].map(() => limiter.take('10.0.0.1').allowed)).toEqual([true, true, true]);
    expect(limiter.take('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(limiter.take('10.0.0.2').allowed).toBe(true);
    clock.advanceSeconds(19);
    expect(limiter.take('10.0.0.1').allowed).toBe(false);
    clock.advanceSeconds(2);
    expect(limiter.take('10.0.0.1').allowed).toBe(true);
    expect(limiter.take('10.0.0.1').allowed).toBe(false);
    // A long pause refills only up to the capacity.
    clock.advanceSeconds(3600);
    expect([1, 2, 3, 4].map(() => limiter.take('10.0.0.1').allowed)).toEqual([true, true, true, false]);
  });
});

describe('rate limiting of /auth/*', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_LIMIT_WINDOW: '60', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => context.close());

  const refreshFrom = (ip: string) =>
    context.app.request(`${BASE}/auth/refresh`, { method: 'POST', headers: { 'x-forwarded-for': ip } });

  it('answers 429 RATE_LIMITED in Spanish with Retry-After once a client spends its bucket', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await refreshFrom('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await refreshFrom('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('20');
    expect(await limited.json()).toEqual({
      errorCode: 'RATE_LIMITED',
      message: 'Demasiadas solicitudes. Por favor intenta más tarde.',
    });
    // Every /auth/* route shares the bucket.
    const exchange = await context.app.request(`${BASE}/auth/exchange`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(exchange.status).toBe(429);
  });

  it('keeps one bucket per client and refills with time', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await refreshFrom('198.51.100.1');
    expect((await refreshFrom('198.51.100.1')).status).toBe(429);
    expect((await refreshFrom('198.51.100.2')).status).toBe(401);
    context.clock.advanceSeconds(20);
    expect((await refreshFrom('198.51.100.1')).status).toBe(401);
  });

  it('does not limit routes outside /auth', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await context.app.request(`${BASE}/`, { headers: { 'x-forwarded-for': '192.0.2.9' } });
      expect(response.status).toBe(200);
    }
  });
});
