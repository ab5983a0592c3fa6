// Versions for the About page: API root, optimizer root and the web's /version.json, cached for 5 minutes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VERSION_CACHE_MILLISECONDS } from '../src/index.ts';
import { clientUnderTest } from './support/clientUnderTest.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let api: TestServer;
let optimizer: TestServer;
let web: TestServer;

beforeEach(async () => {
  [api, optimizer, web] = await Promise.all([startTestServer(), startTestServer(), startTestServer()]);
  api.route('GET /', () => ({ json: { version: { version: '1.4.0', buildDate: '2026-02-20T09:00:00.000Z' } } }));
  optimizer.route('GET /', () => ({ json: { version: { version: '1.3.2', build_date: '2026-02-18T09:00:00.000Z' } } }));
  web.route('GET /version.json', () => ({ json: { version: '1.4.1', buildDate: '2026-02-21T09:00:00.000Z' } }));
});

afterEach(() => Promise.all([api.close(), optimizer.close(), web.close()]));

function client() {
  return clientUnderTest(api, { optimizerUrl: optimizer.url, webUrl: web.url });
}

describe('versions', () => {
  it('reads the three versions without needing a session', async () => {
    const { client: apiClient } = client();

    const versions = await Promise.all([
      apiClient.versions.api(),
      apiClient.versions.optimizer(),
      apiClient.versions.web(),
    ]);

    expect(versions).toEqual([
      { version: '1.4.0', buildDate: '2026-02-20T09:00:00.000Z' },
      { version: '1.3.2', buildDate: '2026-02-18T09:00:00.000Z' },
      { version: '1.4.1', buildDate: '2026-02-21T09:00:00.000Z' },
    ]);
    expect(api.hits('GET /')[0]?.headers.authorization).toBeUndefined();
  });

  it('asks again only after 5 minutes', async () => {
    const { client: apiClient, advanceClock } = client();

    await apiClient.versions.api();
    advanceClock(VERSION_CACHE_MILLISECONDS - 1);
    await apiClient.versions.api();
    expect(api.hits('GET /')).toHaveLength(1);

    advanceClock(1);
    await apiClient.versions.api();
    expect(api.hits('GET /')).toHaveLength(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    optimizer.route('GET /', () =>
      fail ? { status: 503 } : { json: { version: { version: '1.3.3', buildDate: null } } },
    );
    const { client: apiClient } = client();

    await expect(apiClient.versions.optimizer()).rejects.toMatchObject({ status: 503 });
    fail = false;

    expect(await apiClient.versions.optimizer()).toEqual({ version: '1.3.3', buildDate: null });
  });
});
