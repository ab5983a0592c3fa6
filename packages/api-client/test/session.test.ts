// The session rules of platform.md §4 and §7 over a real HTTP server: bearer token, cookies, refresh 60 s before
// expiry, one shared refresh for parallel 401s, one retry, then logout; a new exchange when the refresh fails; the
// renewals of a browser's tabs taking turns on a shared lock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, REFRESH_LOCK_NAME, REFRESH_THRESHOLD_SECONDS, type RefreshLock } from '../src/index.ts';
import { clientUnderTest, signedInClientUnderTest } from './support/clientUnderTest.ts';
import { createCookieJarFetch } from './support/cookieJarFetch.ts';
import { GOOD_ID_TOKEN, UNINVITED_ID_TOKEN, installFakeAuthApi, type FakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

const LIFETIME_SECONDS = 900;

let server: TestServer;
let authApi: FakeAuthApi;

beforeEach(async () => {
  server = await startTestServer();
  authApi = installFakeAuthApi(server, { expiresIn: LIFETIME_SECONDS, refreshDelayMs: 40 });
});

afterEach(() => server.close());

type Protected = { servedWith: string };
const readProtected = (body: unknown) => body as Protected;

describe('bearer token and cookies', () => {
  it('sends the exchanged access token as a bearer token', async () => {
    const { client } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);

    const answer = await client.http.get('protected', readProtected);

    expect(answer.servedWith).toBe('access-1');
    expect(server.hits('GET /protected')[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('asks for cookies on every request, so the refresh cookie goes back to the API', async () => {
    const { client, jar } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    await client.auth.refresh();

    expect(jar.credentialModes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(jar.credentialModes)).toEqual(new Set(['include']));
    expect(server.hits('POST /auth/refresh')[0]?.headers.cookie).toBe('siipro_refresh=refresh-1');
    expect(authApi.issuedAccessTokens).toEqual(['access-1', 'access-2']);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    server.route('POST /echo', (request) => ({
      json: { received: request.body, type: request.headers['content-type'] },
    }));
    const { client } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);

    const answer = await client.http.post('echo', (body) => body, { json: { texto: 'Obra de agua potable' } });

    expect(answer).toEqual({ received: { texto: 'Obra de agua potable' }, type: 'application/json' });
  });
});

describe('proactive refresh', () => {
  it(`refreshes before the request when fewer than ${REFRESH_THRESHOLD_SECONDS} s remain`, async () => {
    const { client, advanceClock } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    advanceClock((LIFETIME_SECONDS - REFRESH_THRESHOLD_SECONDS + 1) * 1000);

    const answer = await client.http.get('protected', readProtected);

    expect(server.hits('POST /auth/refresh')).toHaveLength(1);
    expect(answer.servedWith).toBe('access-2');
    // The refresh came first: the protected route was asked once, already with the new token.
    expect(server.hits('GET /protected').map((request) => request.headers.authorization)).toEqual(['Bearer access-2']);
  });

  it(`does not refresh while more than ${REFRESH_THRESHOLD_SECONDS} s remain`, async () => {
    const { client, advanceClock } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    advanceClock((LIFETIME_SECONDS - REFRESH_THRESHOLD_SECONDS - 1) * 1000);

    const answer = await client.http.get('protected', readProtected);

    expect(server.hits('POST /auth/refresh')).toHaveLength(0);
    expect(answer.servedWith).toBe('access-1');
  });

  it('shares one proactive refresh between parallel requests', async () => {
    const { client, advanceClock } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    advanceClock((LIFETIME_SECONDS - 10) * 1000);

    const answers = await Promise.all(Array.from({ length: 5 }, () => client.http.get('protected', readProtected)));

    expect(server.hits('POST /auth/refresh')).toHaveLength(1);
    expect(answers.map((answer) => answer.servedWith)).toEqual(Array(5).fill('access-2'));
  });
});

describe('401: one refresh, one retry', () => {
  it('makes ten parallel 401s cause exactly one refresh, and retries each request once', async () => {
    const { client, onAuthFailure } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    authApi.expireAccessTokens();

    const answers = await Promise.all(Array.from({ length: 10 }, () => client.http.get('protected', readProtected)));

    expect(server.hits('POST /auth/refresh')).toHaveLength(1);
    expect(answers.map((answer) => answer.servedWith)).toEqual(Array(10).fill('access-2'));
    const sentTokens = server.hits('GET /protected').map((request) => request.headers.authorization);
    expect(sentTokens.filter((token) => token === 'Bearer access-1')).toHaveLength(10);
    expect(sentTokens.filter((token) => token === 'Bearer access-2')).toHaveLength(10);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries a POST with its body intact', async () => {
    const bodies: unknown[] = [];
    server.route('POST /t/cenit-demo/projects/p-1/activity', (request) => {
      bodies.push(request.body);
      return request.headers.authorization === 'Bearer access-2'
        ? { status: 201, json: { ok: true } }
        : { status: 401, json: { errorCode: 'UNAUTHENTICATED', message: 'Usuario no autenticado' } };
    });
    const { client } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);

    await client.http.post('t/cenit-demo/projects/p-1/activity', (body) => body, { json: { text: 'Revisado' } });

    expect(bodies).toEqual([{ text: 'Revisado' }, { text: 'Revisado' }]);
  });

  it('recovers a session after a reload: no token in memory, a valid refresh cookie', async () => {
    const first = clientUnderTest(server);
    await first.client.auth.exchange(GOOD_ID_TOKEN);
    const reloaded = clientUnderTest(server, { fetch: first.jar.fetch });

    const answer = await reloaded.client.http.get('protected', readProtected);

    expect(answer.servedWith).toBe('access-2');
    expect(reloaded.tokenStore.get()?.accessToken).toBe('access-2');
  });

  it('on a second 401 clears the token, calls onAuthFailure and fails with "Authentication failed"', async () => {
    server.route('GET /always-denied', () => ({ status: 401, json: { errorCode: 'UNAUTHENTICATED', message: 'No' } }));
    const { client, onAuthFailure, tokenStore } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);

    const failure = client.http.get('always-denied', (body) => body);

    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Authentication failed' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(server.hits('GET /always-denied')).toHaveLength(2);
    expect(server.hits('POST /auth/refresh')).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('when the refresh fails', () => {
  it('tries a new exchange with a fresh identity token and retries with its token', async () => {
    const getIdToken = vi.fn(async () => GOOD_ID_TOKEN);
    const { client, onAuthFailure } = clientUnderTest(server, { getIdToken });
    await client.auth.exchange(GOOD_ID_TOKEN);
    authApi.breakRefresh();
    authApi.expireAccessTokens();

    const answer = await client.http.get('protected', readProtected);

    expect(getIdToken).toHaveBeenCalledTimes(1);
    expect(server.hits('POST /auth/exchange')).toHaveLength(2);
    expect(answer.servedWith).toBe('access-2');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('logs out once when the new exchange fails too, however many requests were waiting', async () => {
    const getIdToken = vi.fn(async () => 'firebase-id-token-revocado');
    const { client, onAuthFailure, tokenStore } = clientUnderTest(server, { getIdToken });
    await client.auth.exchange(GOOD_ID_TOKEN);
    authApi.breakRefresh();
    authApi.expireAccessTokens();

    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => client.http.get('protected', readProtected)),
    );

    expect(results.map((result) => result.status)).toEqual(Array(4).fill('rejected'));
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      status: 401,
      message: 'Token refresh failed',
    });
    expect(getIdToken).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('sends the user to /no-access instead of /login when the new exchange answers INVITE_REQUIRED', async () => {
    const getIdToken = vi.fn(async () => UNINVITED_ID_TOKEN);
    const { client, onAuthFailure, onInviteRequired, tokenStore } = clientUnderTest(server, { getIdToken });
    await client.auth.exchange(GOOD_ID_TOKEN);
    authApi.breakRefresh();
    authApi.expireAccessTokens();

    await expect(client.http.get('protected', readProtected)).rejects.toMatchObject({ errorCode: 'INVITE_REQUIRED' });
    expect(onInviteRequired).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });

  it('logs out when there is no way to get a new identity token', async () => {
    const { client, onAuthFailure, tokenStore, advanceClock } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);
    authApi.breakRefresh();
    advanceClock((LIFETIME_SECONDS - 30) * 1000);

    await expect(client.http.get('protected', readProtected)).rejects.toMatchObject({
      message: 'Token refresh failed',
    });
    expect(server.hits('GET /protected')).toHaveLength(0);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the refresh cookie on the server and forgets the token', async () => {
    const { client, tokenStore } = clientUnderTest(server);
    await client.auth.exchange(GOOD_ID_TOKEN);

    await client.auth.logout();

    expect(server.hits('POST /auth/logout')[0]?.headers.cookie).toBe('siipro_refresh=refresh-1');
    expect(tokenStore.get()).toBeNull();
    expect(client.auth.accessToken()).toBeNull();
  });
});

/** A lock the tabs of one test browser share: renewals run one after another, in the order they asked. */
function sharedLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (renew) => {
    const turn = tail.then(renew);
    tail = turn.catch(() => undefined);
    return turn;
  };
}

describe('tabs of one browser', () => {
  /** Two tabs: the first signed in, the second opened later and recovered its session from the shared cookie. */
  async function twoTabs(refreshLock: RefreshLock) {
    const jar = createCookieJarFetch();
    const first = clientUnderTest(server, { fetch: jar.fetch, refreshLock });
    await first.client.auth.exchange(GOOD_ID_TOKEN);
    const second = clientUnderTest(server, { fetch: jar.fetch, refreshLock });
    await second.client.auth.refresh();
    return [first, second] as const;
  }

  it('renew one after the other when both wake at once, each with the cookie the other received', async () => {
    const tabs = await twoTabs(sharedLock());
    for (const tab of tabs) tab.advanceClock((LIFETIME_SECONDS - 10) * 1000);

    const answers = await Promise.all(tabs.map((tab) => tab.client.http.get('protected', readProtected)));

    expect(answers.map((answer) => answer.servedWith).sort()).toEqual(['access-3', 'access-4']);
    expect(server.hits('POST /auth/refresh').map((request) => request.headers.cookie)).toEqual([
      'siipro_refresh=refresh-1',
      'siipro_refresh=refresh-2',
      'siipro_refresh=refresh-3',
    ]);
    for (const tab of tabs) expect(tab.onAuthFailure).not.toHaveBeenCalled();
  });

  it('without a shared lock, the second tab presents the spent cookie and the server ends the session', async () => {
    // Why the lock exists: the rule of ARCHITECTURE.md §4 (a reused refresh token revokes its family) at work. Each
    // tab runs its renewal at once (stated, not left to the runtime: newer Node versions have navigator.locks too).
    const tabs = await twoTabs((renew) => renew());
    for (const tab of tabs) tab.advanceClock((LIFETIME_SECONDS - 10) * 1000);

    const outcomes = await Promise.allSettled(tabs.map((tab) => tab.client.http.get('protected', readProtected)));

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tabs.filter((tab) => tab.onAuthFailure.mock.calls.length > 0)).toHaveLength(1);
  });

  it("takes turns on the browser's Web Locks API by default", async () => {
    const requested: string[] = [];
    const lock = sharedLock();
    vi.stubGlobal('navigator', {
      locks: { request: (name: string, renew: () => Promise<unknown>) => (requested.push(name), lock(renew)) },
    });
    try {
      const { client } = await signedInClientUnderTest(server);
      await client.auth.refresh();
      expect(requested).toEqual([REFRESH_LOCK_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
