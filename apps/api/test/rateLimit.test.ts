// Rate limits of sign-in: every sign-in request per client address, refused sign-ins per address, and verified sign-ins
// per account and address, counted in the database so two API processes on one database share them (issue #13).
// Refreshes are not limited by address, and a token's unverified claim never is a key, so nobody can lock another
// person out (issues 43 and 46).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitCounters } from '../src/http/rateLimit.ts';
import { signInWithPassword } from './support/emulatorUsers.ts';
import { forgedIdToken } from './support/forgedTokens.ts';
import { BASE, refreshCookieOf, signIn, withCookie } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

/** A 429 says how long to wait, in words as Retry-After says it in seconds. */
const rateLimited = (wait: string) => ({
  errorCode: 'RATE_LIMITED',
  message: `Demasiadas solicitudes desde tu conexión. Vuelve a intentarlo en ${wait}.`,
});
/** A test context and a second API process on its database (two processes share the counters), for one describe. */
function twoProcesses(env: NodeJS.ProcessEnv) {
  const processes = {} as { context: TestContext; second: Awaited<ReturnType<TestContext['anotherProcess']>> };
  beforeAll(async () => {
    processes.context = await createTestContext({ env });
    processes.second = await processes.context.anotherProcess();
  });
  afterAll(async () => {
    await processes.second.close();
    await processes.context.close();
  });
  return processes;
}

/** POST /auth/exchange with `idToken` on one process's app, from the client address `ip` (behind the proxy). */
const exchangeOn = (app: TestContext['app'], idToken: string, ip: string) =>
  app.request(`${BASE}/auth/exchange`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'x-forwarded-for': ip },
  });

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

describe('sign-in requests, per client address', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_LIMIT_WINDOW: '60', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => context.close());

  const exchangeFrom = (ip: string, idToken = 'basura') =>
    context.app.request(`${BASE}/auth/exchange`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'x-forwarded-for': ip },
    });

  it('answers 429 RATE_LIMITED in Spanish, saying how long to wait, once a client spends its window', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await exchangeFrom('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await exchangeFrom('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual(rateLimited('1 minuto'));
    // /auth/login counts against the same window.
    const login = await context.app.request(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ idToken: 'basura' }),
    });
    expect(login.status).toBe(429);
    context.clock.advanceSeconds(50);
    expect(await (await exchangeFrom('203.0.113.7')).json()).toEqual(rateLimited('10 segundos'));
    // Another client is not affected; the window ends and the client may call again.
    expect((await exchangeFrom('203.0.113.8')).status).toBe(401);
    context.clock.advanceSeconds(10);
    expect((await exchangeFrom('203.0.113.7')).status).toBe(401);
  });

  it('never limits the refreshes of open sessions, however many share one address', async () => {
    // Three people behind one office address, each refreshing more often than the sign-in window allows in total.
    const sessions = await Promise.all(
      ['admin@siipro.test', 'editor@siipro.test', 'viewer@siipro.test'].map((email) => signIn(context, email)),
    );
    const cookies = sessions.map((session) => session.refreshCookie);
    for (let round = 0; round < 4; round++) {
      for (const [index, cookie] of cookies.entries()) {
        const response = await context.app.request(`${BASE}/auth/refresh`, {
          method: 'POST',
          headers: { cookie: `siipro_refresh=${cookie}`, 'x-forwarded-for': '198.51.100.77' },
        });
        expect(response.status).toBe(200);
        cookies[index] = refreshCookieOf(response)!.value;
      }
    }
    // Logging out is not counted either.
    expect((await withCookie(context, '/auth/logout', cookies[0]!)).status).toBe(204);
  });

  it('does not limit routes outside sign-in', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await context.app.request(`${BASE}/`, { headers: { 'x-forwarded-for': '192.0.2.9' } });
      expect(response.status).toBe(200);
    }
  });
});

describe('refused sign-ins (10 per 15 minutes), per address, across API processes', () => {
  const processes = twoProcesses({ SIGN_IN_FAILURE_LIMIT: '10', SIGN_IN_FAILURE_WINDOW: '900', TRUST_PROXY: '1' });

  it('lets 10 bad tokens from one address through, split between two processes, then answers 429 to the 11th', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const app = attempt % 2 === 0 ? processes.context.app : processes.second.app;
      statuses.push((await exchangeOn(app, `basura-${attempt}`, '198.51.100.1')).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    // Even a genuine token waits: the address is the one guessing.
    const genuine = await signInWithPassword('editor@siipro.test');
    const limited = await exchangeOn(processes.context.app, genuine, '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBe(900);
    expect(await limited.json()).toEqual(rateLimited('15 minutos'));
    expect((await exchangeOn(processes.second.app, genuine, '198.51.100.1')).status).toBe(429);

    // Successful sign-ins from another address are not counted and not refused.
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await exchangeOn(processes.second.app, genuine, '198.51.100.2')).status).toBe(200);
    }
    processes.context.clock.advanceSeconds(900);
    expect((await exchangeOn(processes.context.app, genuine, '198.51.100.1')).status).toBe(200);
  });

  it('leaves an account able to sign in after many forged tokens naming it, from many addresses', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      // Signed by nobody, with a made-up signature: refused even by the emulator.
      const forged = `${forgedIdToken({ sub: 'demo-admin', email: 'ADMIN@siipro.test' })}firma-${attempt}`;
      const app = attempt % 2 === 0 ? processes.context.app : processes.second.app;
      expect((await exchangeOn(app, forged, `192.0.2.${(attempt % 3) + 1}`)).status).toBe(401);
    }
    // The admin, from their own address, is not locked out by what others sent in their name.
    const admin = await signInWithPassword('admin@siipro.test');
    expect((await exchangeOn(processes.second.app, admin, '192.0.2.200')).status).toBe(200);
  });

  it('counts /auth/login the same way', async () => {
    const login = (idToken: string, ip: string) =>
      processes.context.app.request(`${BASE}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ idToken }),
      });
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(`basura-${attempt}`, '203.0.113.50')).status).toBe(401);
    expect((await login(await signInWithPassword('viewer@siipro.test'), '203.0.113.50')).status).toBe(429);
  });
});

describe('verified sign-ins (3 per 15 minutes), per account and address, across API processes', () => {
  const processes = twoProcesses({
    SIGN_IN_ACCOUNT_LIMIT: '3',
    SIGN_IN_ACCOUNT_WINDOW: '900',
    SIGN_IN_FAILURE_LIMIT: '50',
    TRUST_PROXY: '1',
  });
  const signInsLimited = (wait: string) => ({
    errorCode: 'RATE_LIMITED',
    message: `Iniciaste sesión demasiadas veces con esta cuenta desde tu conexión. Vuelve a intentarlo en ${wait}.`,
  });

  it('refuses the 4th exchange of one account from one address, saying how long to wait; nobody else is held', async () => {
    const editor = await signInWithPassword('editor@siipro.test');
    const sessions = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const app = attempt % 2 === 0 ? processes.context.app : processes.second.app;
      const response = await exchangeOn(app, editor, '198.51.100.20');
      expect(response.status).toBe(200);
      sessions.push(refreshCookieOf(response)!.value);
    }
    const limited = await exchangeOn(processes.second.app, editor, '198.51.100.20');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await limited.json()).toEqual(signInsLimited('15 minutos'));
    // /auth/login is the same sign-in: it waits too.
    const login = await processes.context.app.request(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ idToken: editor }),
    });
    expect(login.status).toBe(429);

    // The same account from another address, and a colleague behind the same address, sign in.
    expect((await exchangeOn(processes.context.app, editor, '198.51.100.21')).status).toBe(200);
    const viewer = await signInWithPassword('viewer@siipro.test');
    expect((await exchangeOn(processes.second.app, viewer, '198.51.100.20')).status).toBe(200);

    // The sessions already open keep refreshing from that very address, as often as they need.
    for (let round = 0; round < 5; round++) {
      const response = await processes.second.app.request(`${BASE}/auth/refresh`, {
        method: 'POST',
        headers: { cookie: `siipro_refresh=${sessions[0]}`, 'x-forwarded-for': '198.51.100.20' },
      });
      expect(response.status).toBe(200);
      sessions[0] = refreshCookieOf(response)!.value;
    }

    processes.context.clock.advanceSeconds(840);
    expect(await (await exchangeOn(processes.context.app, editor, '198.51.100.20')).json()).toEqual(
      signInsLimited('1 minuto'),
    );
    // The window ends: the account signs in from that address again.
    processes.context.clock.advanceSeconds(60);
    expect((await exchangeOn(processes.context.app, editor, '198.51.100.20')).status).toBe(200);
  });

  it('never counts forged tokens naming an account, even from the address the account signs in from', async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      // Signed by nobody, with a made-up signature: refused before anything is counted for the account.
      const forged = `${forgedIdToken({ sub: 'demo-admin', email: 'admin@siipro.test' })}x${attempt}`;
      const app = attempt % 2 === 0 ? processes.context.app : processes.second.app;
      expect((await exchangeOn(app, forged, '203.0.113.30')).status).toBe(401);
    }
    // Three times the account's limit went by in its name; its own three sign-ins from that address still go through.
    const admin = await signInWithPassword('admin@siipro.test');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await exchangeOn(processes.context.app, admin, '203.0.113.30')).status).toBe(200);
    }
    expect((await exchangeOn(processes.context.app, admin, '203.0.113.30')).status).toBe(429);
  });
});

describe('writes per person (WRITE_RATE_LIMIT), as the OpenAPI document says', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { WRITE_RATE_LIMIT: '1', WRITE_RATE_LIMIT_WINDOW: '60' } });
  });
  afterAll(() => context.close());

  it('documents the 429 on every tenant write and on no read, and each documented one answers it', async () => {
    const doc = (await (await context.app.request(`${BASE}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    const tenantOperations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/t/{slug}/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
      );
    const writes = tenantOperations.filter(({ method }) => method !== 'get');
    expect(writes.length).toBeGreaterThan(20);
    for (const { path, method, operation } of tenantOperations) {
      expect(Object.keys(operation.responses).includes('429'), `${method} ${path}`).toBe(method !== 'get');
    }
    for (const { operation } of writes) expect(operation.responses['429']!.headers).toHaveProperty('Retry-After');

    const { accessToken } = await signIn(context, 'admin@siipro.test');
    // Any path value: the limit is counted before the route looks at it. The first write spends the window of one.
    const concrete = (path: string) =>
      `${BASE}${path.replace('{slug}', 'cenit-demo').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
    const send = (method: string, path: string) =>
      context.app.request(concrete(path), {
        method: method.toUpperCase(),
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const [first, ...rest] = writes;
    expect((await send(first!.method, first!.path)).status).not.toBe(429);
    for (const { method, path } of rest) {
      const response = await send(method, path);
      expect(response.status, `${method} ${path}`).toBe(429);
      expect(response.headers.get('retry-after'), `${method} ${path}`).toMatch(/^\d+$/);
    }
    // Reads are not counted.
    const read = await context.app.request(`${BASE}/t/cenit-demo/settings`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(read.status).toBe(200);
  });
});
