// A client wired to a test server with a controllable clock, a cookie-aware fetch and recording callbacks.
import { vi } from 'vitest';
import { createApiClient, createMemoryTokenStore, type ApiClientOptions } from '../../src/index.ts';
import { createCookieJarFetch } from './cookieJarFetch.ts';
import { GOOD_ID_TOKEN } from './fakeAuthApi.ts';
import type { TestServer } from './testServer.ts';

export const START_OF_TEST_CLOCK = Date.UTC(2026, 2, 2, 12, 0, 0);

export function clientUnderTest(server: TestServer, overrides: Partial<ApiClientOptions> = {}) {
  const jar = createCookieJarFetch();
  const tokenStore = createMemoryTokenStore();
  const onAuthFailure = vi.fn<() => void>();
  const onInviteRequired = vi.fn<() => void>();
  let clock = START_OF_TEST_CLOCK;
  const client = createApiClient({
    baseUrl: server.url,
    // The optimizer service behind the same test server, as the web reaches it behind its proxy.
    optimizerBaseUrl: `${server.url}/optimizer`,
    fetch: jar.fetch,
    now: () => clock,
    tokenStore,
    onAuthFailure,
    onInviteRequired,
    ...overrides,
  });
  return {
    client,
    jar,
    tokenStore,
    onAuthFailure,
    onInviteRequired,
    advanceClock: (milliseconds: number) => {
      clock += milliseconds;
    },
  };
}

/** A client that has already exchanged an identity token with the fake auth API installed on `server`. */
export async function signedInClientUnderTest(server: TestServer, overrides: Partial<ApiClientOptions> = {}) {
  const setup = clientUnderTest(server, overrides);
  await setup.client.auth.exchange(GOOD_ID_TOKEN);
  return setup;
}
