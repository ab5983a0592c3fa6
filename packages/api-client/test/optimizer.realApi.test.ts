// Saved optimizer scenarios through the client against the real API (a fresh PGlite database seeded with the demo
// data): save a result the model's own rules give (every candidate, no budget limit, one project pinned out), list,
// read, compare two with domain's compareScenarios, the Spanish refusals of a result edited after signing and of another person's
// delete, and delete.
import {
  OPTIMIZER_MODEL,
  compareScenarios,
  decodeOptimizerCandidates,
  explainSelection,
  optimizerCandidatesSchema,
  prepareSelection,
  selectAllButPinnedOut,
  type OptimizerAnswer,
  type OptimizerRequest,
} from '@siipro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, signedAsTheOptimizer, startRealApi, type RealApi } from './support/realApi.ts';

const OPTIMIZER = 'optimizador@siipro.test';
const ADMIN = 'admin@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([OPTIMIZER, ADMIN]);
}, 180_000);

afterAll(() => api?.stop());

/**
 * What the optimizer answers without a budget limit (every candidate but those pinned out), by the model's rules,
 * signed for `email` as the optimizer service signs it (the API saves only a signed answer).
 */
async function answerFor(request: OptimizerRequest, email = OPTIMIZER): Promise<OptimizerAnswer> {
  const candidates = await api
    .clientAs(OPTIMIZER)
    .http.get(`t/${TENANT}/optimizer/candidates`, (body) =>
      decodeOptimizerCandidates(optimizerCandidatesSchema.parse(body)),
    );
  const prepared = prepareSelection(request, candidates);
  if (!prepared.ok) throw new Error(prepared.error);
  const selected = selectAllButPinnedOut(prepared.value);
  const answer = explainSelection(request, prepared.value, selected, { status: 'optimal', gap: 0, solveMs: 3 }, null);
  return signedAsTheOptimizer(answer, request, api.tokens[email]!, TENANT);
}

describe('saved optimizer scenarios through the client', () => {
  it('creates, lists, reads, compares and removes scenarios', async () => {
    const client = api.clientAs(OPTIMIZER);
    const byScore: OptimizerRequest = {
      model: OPTIMIZER_MODEL,
      criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
    };
    const first = await answerFor(byScore);
    const pinnedOut = first.data[0]!.projectId;
    const withoutTop: OptimizerRequest = { ...byScore, exclude: [{ projectId: pinnedOut, reason: 'Sin terreno' }] };

    const a = await client.optimizer.scenarios.create(TENANT, { name: 'Todos', request: byScore, result: first });
    const b = await client.optimizer.scenarios.create(TENANT, {
      name: 'Sin el primero',
      request: withoutTop,
      result: await answerFor(withoutTop),
    });
    expect(b.result.overrides[0]).toMatchObject({ projectId: pinnedOut, pin: 'exclude', reason: 'Sin terreno' });

    const list = await client.optimizer.scenarios.list(TENANT);
    expect(list.map((scenario) => scenario.name)).toEqual(expect.arrayContaining(['Todos', 'Sin el primero']));
    expect(await client.optimizer.scenarios.list(TENANT, { limit: 1 })).toHaveLength(1);

    const [readA, readB] = await Promise.all([
      client.optimizer.scenarios.get(TENANT, a.scenarioId),
      client.optimizer.scenarios.get(TENANT, b.scenarioId),
    ]);
    const comparison = compareScenarios(readA.result, readB.result);
    expect(comparison.left.map((row) => row.projectId)).toEqual([pinnedOut]);
    expect(comparison.entered).toEqual([]);
    expect(comparison.stayed.every((row) => row.rankChange === 1)).toBe(true);
    expect(comparison.objective.difference).toBeCloseTo(-first.data[0]!.value);

    const forged = await caught(
      client.optimizer.scenarios.create(TENANT, {
        name: 'Falso',
        request: byScore,
        result: { ...first, meta: { ...first.meta, objective: first.meta.objective + 1 } },
      }),
    );
    expect(forged.status).toBe(400);
    expect(forged.message).toMatch(/^El resultado no es el que respondió el optimizador para esta solicitud\./);

    const byAdmin = await api.clientAs(ADMIN).optimizer.scenarios.create(TENANT, {
      name: 'Del administrador',
      request: byScore,
      result: await answerFor(byScore, ADMIN),
    });
    const refused = await caught(client.optimizer.scenarios.remove(TENANT, byAdmin.scenarioId));
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Solo quien guardó el escenario, o un administrador, puede eliminarlo.');

    await client.optimizer.scenarios.remove(TENANT, a.scenarioId);
    const gone = await caught(client.optimizer.scenarios.get(TENANT, a.scenarioId));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe('No se encontró el escenario.');
  });
});
