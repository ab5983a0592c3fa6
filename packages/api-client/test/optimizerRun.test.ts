// optimizer.run: POST {optimizer}/{tenantSlug}/optimizer with the session's bearer token (the service accepts the
// API's tokens), the answer read by domain's schema, and the Spanish errors of portfolio.md §8. The service itself is
// tested in apps/optimizer; here a test server stands in for it behind the same origin, as the web's proxy does.
import { OPTIMIZER_MODEL, type OptimizerAnswer, type OptimizerRequest } from '@siipro/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../src/index.ts';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { bearerOf, error, installFakeAuthApi, type FakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let authApi: FakeAuthApi;

beforeEach(async () => {
  server = await startTestServer();
  authApi = installFakeAuthApi(server);
});

afterEach(() => server.close());

const ROUTE = 'POST /optimizer/cenit-demo/optimizer';

const request: OptimizerRequest = {
  model: OPTIMIZER_MODEL,
  criteria: [{ key: 'score', weight: 2, direction: 'maximize' }],
  budgetLimit: 1_000_000,
  exclude: [{ projectId: 'p-2', reason: 'Sin terreno' }],
};

const answer: OptimizerAnswer = {
  data: [{ projectId: 'p-1', rank: 1, value: 100, budget: 400_000, contributions: { score: 100 } }],
  excluded: [{ projectId: 'p-2', reason: 'Sin terreno', override: true }],
  overrides: [
    { projectId: 'p-2', pin: 'exclude', reason: 'Sin terreno', setBy: { userId: 'u-1', email: 'ana@siipro.test' } },
  ],
  meta: {
    model: OPTIMIZER_MODEL,
    status: 'optimal',
    objective: 100,
    gap: 0,
    totalBudget: 400_000,
    candidates: 2,
    solveMs: 4,
  },
};

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (caught) {
    if (isApiError(caught)) return { status: caught.status, message: caught.message };
    throw caught;
  }
  throw new Error('the call succeeded');
}

describe('optimizer.run', () => {
  it('posts the request to the optimizer service with the session token and reads the answer', async () => {
    server.route(ROUTE, () => ({ json: answer }));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.optimizer.run('cenit-demo', request)).resolves.toEqual(answer);

    const [sent] = server.hits(ROUTE);
    expect(sent?.body).toEqual(request);
    expect(authApi.validAccessTokens.has(bearerOf(sent!) ?? '')).toBe(true);
  });

  it("shows the service's Spanish message for a refused request", async () => {
    const message = 'El presupuesto disponible debe ser un número mayor que 0.';
    server.route(ROUTE, () => error(400, 'VALIDATION_ERROR', message));
    const { client } = await signedInClientUnderTest(server);

    await expect(failure(client.optimizer.run('cenit-demo', request))).resolves.toEqual({ status: 400, message });
  });

  it('says "Error al ejecutar la optimización" when the service fails without a message', async () => {
    server.route(ROUTE, () => ({ status: 502, body: 'Bad Gateway' }));
    const { client } = await signedInClientUnderTest(server);

    await expect(failure(client.optimizer.run('cenit-demo', request))).resolves.toEqual({
      status: 502,
      message: 'Error al ejecutar la optimización',
    });
  });

  it('refuses an answer that is not an optimizer answer', async () => {
    server.route(ROUTE, () => ({ json: { data: [{ projectId: 'p-1' }] } }));
    const { client } = await signedInClientUnderTest(server);

    await expect(client.optimizer.run('cenit-demo', request)).rejects.toThrow();
  });
});
