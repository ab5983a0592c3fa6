// The optimizer service on its own host, with the API's access token, and the scenarios kept by the API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildOptimizerRequest, OPTIMIZER_MODEL } from '@siipro/domain';
import { signedInClientUnderTest } from './support/clientUnderTest.ts';
import { bearerOf, installFakeAuthApi, type FakeAuthApi } from './support/fakeAuthApi.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let api: TestServer;
let optimizer: TestServer;
let authApi: FakeAuthApi;

beforeEach(async () => {
  api = await startTestServer();
  optimizer = await startTestServer();
  authApi = installFakeAuthApi(api);
});

afterEach(async () => {
  await api.close();
  await optimizer.close();
});

const request = buildOptimizerRequest(
  [
    { key: 'budget_amount', weight: 4, direction: 'maximize', currency: 'ARS', min: null, max: 500_000_000 },
    { key: 'score', weight: 3, direction: 'maximize', min: 60, max: null },
  ],
  { budgetLimit: 900_000_000 },
);

describe('optimizer.run', () => {
  it("posts the request to {optimizer}/{tenant}/optimizer with the API's token and reads the ranking", async () => {
    optimizer.route('POST /cenit-demo/optimizer', (received) => {
      // The optimizer verifies tokens the API issued; this fake asks the fake API which ones are valid.
      if (!authApi.validAccessTokens.has(bearerOf(received) ?? ''))
        return { status: 401, json: { errorCode: 'UNAUTHENTICATED' } };
      return {
        json: {
          data: [
            {
              project_id: 'p-1',
              name: 'Acueducto Norte',
              rank: 1,
              value: 87.5,
              contributions: { score: 40, budget_amount: 47.5 },
            },
          ],
          excluded: [{ project_id: 'p-9', reason: 'Falta el presupuesto' }],
          meta: {
            model: OPTIMIZER_MODEL,
            status: 'optimal',
            objective: 87.5,
            gap: 0,
            total_budget: 120_000_000,
            candidates: 2,
            solve_ms: 12,
          },
        },
      };
    });
    const { client } = await signedInClientUnderTest(api, { optimizerUrl: optimizer.url });

    const result = await client.optimizer.run('cenit-demo', request);

    expect(optimizer.hits('POST /cenit-demo/optimizer')[0]?.body).toEqual(request);
    expect(result.rows[0]).toMatchObject({ projectId: 'p-1', rank: 1, value: 87.5 });
    expect(result.excluded).toEqual([{ projectId: 'p-9', reason: 'Falta el presupuesto' }]);
    expect(result.meta).toMatchObject({ status: 'optimal', totalBudget: 120_000_000, solveMs: 12 });
  });

  it("fails with the server's error field, else with the optimizer's text", async () => {
    let answer = { status: 400, json: { error: 'La ponderación debe ser positiva' } as unknown };
    optimizer.route('POST /cenit-demo/optimizer', () => answer);
    const { client } = await signedInClientUnderTest(api, { optimizerUrl: optimizer.url });

    await expect(client.optimizer.run('cenit-demo', request)).rejects.toMatchObject({
      message: 'La ponderación debe ser positiva',
    });
    answer = { status: 500, json: undefined };
    await expect(client.optimizer.run('cenit-demo', request)).rejects.toMatchObject({
      message: 'Error al ejecutar la optimización',
    });
  });

  it('refreshes the token at the API when the optimizer answers 401, then retries there', async () => {
    optimizer.route('POST /cenit-demo/optimizer', (received) =>
      authApi.validAccessTokens.has(bearerOf(received) ?? '')
        ? { json: [] }
        : { status: 401, json: { errorCode: 'UNAUTHENTICATED' } },
    );
    const { client } = await signedInClientUnderTest(api, { optimizerUrl: optimizer.url });
    authApi.expireAccessTokens();

    const result = await client.optimizer.run('cenit-demo', request);

    expect(result.rows).toEqual([]);
    expect(api.hits('POST /auth/refresh')).toHaveLength(1);
    expect(optimizer.hits('POST /cenit-demo/optimizer').map((hit) => hit.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });
});

describe('scenarios', () => {
  it('saves and lists scenarios at the API', async () => {
    const saved: unknown[] = [];
    api.route('POST /t/cenit-demo/optimizer/scenarios', (received) => {
      const scenario = {
        scenario_id: `s-${saved.length + 1}`,
        ...(received.body as object),
        created_at: '2026-03-02T12:00:00.000Z',
      };
      saved.push(scenario);
      return { status: 201, json: scenario };
    });
    api.route('GET /t/cenit-demo/optimizer/scenarios', () => ({ json: { scenarios: saved } }));
    const { client } = await signedInClientUnderTest(api, { optimizerUrl: optimizer.url });

    const created = await client.optimizer.saveScenario('cenit-demo', { name: 'Presupuesto 2026', request });
    const list = await client.optimizer.listScenarios('cenit-demo');

    expect(api.hits('POST /t/cenit-demo/optimizer/scenarios')[0]?.body).toEqual({ name: 'Presupuesto 2026', request });
    expect(created).toMatchObject({
      scenarioId: 's-1',
      name: 'Presupuesto 2026',
      createdAt: '2026-03-02T12:00:00.000Z',
    });
    expect(list).toEqual([created]);
  });
});
