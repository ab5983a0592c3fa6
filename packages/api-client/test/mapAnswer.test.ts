// map.points reads the answer from its bytes (in a Web Worker in the browser, in place here): a well-formed answer
// becomes the typed columns, and an answer that is not JSON or breaks the wire form's schema is the map's Spanish
// load error, never a half-read map.
import { encodeMapAnswer, mapPointKey, mapPointStatus, messages } from '@siipro/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../src/index.ts';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { installFakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  installFakeAuthApi(server);
});

afterEach(() => server.close());

const ROUTE = 'GET /t/cenit-demo/map';
const row = { latitude: -31.4201, longitude: -64.1888, score: 72, status: 'Ejecución', priority: 'Alta' };

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (caught) {
    if (isApiError(caught)) return caught.message;
    throw caught;
  }
  throw new Error('the call succeeded');
}

describe('map.points', () => {
  it('reads the columns of the answer', async () => {
    server.route(ROUTE, () => ({
      json: encodeMapAnswer([
        { key: 4, ...row },
        { key: 9, ...row, status: 'Finalizado' },
      ]),
    }));
    const { client } = await signedInClientUnderTest(server);
    const points = await client.map.points('cenit-demo');
    expect(points.count).toBe(2);
    expect([mapPointKey(points, 0), mapPointKey(points, 1)]).toEqual(['4', '9']);
    expect(mapPointStatus(points, 1)).toBe('Finalizado');
    expect(points.lat).toBeInstanceOf(Float64Array);
  });

  it('says the map could not load for an answer that is not JSON or not the wire form', async () => {
    const { client } = await signedInClientUnderTest(server);
    server.route(ROUTE, () => ({ body: '{"v":2,', headers: { 'content-type': 'application/json' } }));
    await expect(failure(client.map.points('cenit-demo'))).resolves.toBe(messages.map.loadError);
    server.route(ROUTE, () => ({ json: { ...encodeMapAnswer([{ key: 4, ...row }]), n: 3 } }));
    await expect(failure(client.map.points('cenit-demo'))).resolves.toBe(messages.map.loadError);
  });
});
