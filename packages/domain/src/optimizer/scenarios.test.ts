import { describe, expect, it } from 'vitest';
import type { OptimizerCandidateInput } from './model.ts';
import type { OptimizerRequest } from './request.ts';
import {
  compareScenarios,
  optimizerAnswerSchema,
  scenarioNameError,
  vouchForOptimizerResult,
  type OptimizerPostedResult,
} from './scenarios.ts';
import { optimizerScenarioCreateBodySchema } from './capitalScenarios.ts';
import { explainSelection, fillWhatStillFits, prepareSelection, type OptimizerAnswer } from './selection.ts';

const project = (projectId: string, budget: number, score: number): OptimizerCandidateInput => ({
  projectId,
  budget_amount: budget,
  duration_months: 12,
  score,
  beneficiary_count: null,
});

const projects = [
  project('big', 600, 100),
  project('one', 300, 90),
  project('two', 300, 90),
  project('three', 400, 80),
  project('low', 100, 40),
];

const request: OptimizerRequest = {
  model: 'linear-int-opt-v1',
  criteria: [{ key: 'score', weight: 1, direction: 'maximize', constraint: { min: 30 } }],
  budgetLimit: 1_000,
  include: [{ projectId: 'low', reason: 'Compromiso con la provincia' }],
  exclude: [{ projectId: 'big', reason: 'Sin terreno' }],
};

const optimizerCaller = { userId: 'u-1', email: 'optimizador@siipro.test' };
const saver = { userId: 'u-1', email: 'optimizador@siipro.test', name: 'Olga Optimizadora' };

/** What the optimizer answers for `selectedIds` (completed as the service does), as the client would post it. */
function answerFor(selectedIds: string[], req: OptimizerRequest = request): OptimizerAnswer {
  const prepared = prepareSelection(req, projects);
  if (!prepared.ok) throw new Error(prepared.error);
  const selected = prepared.value.valued.map((candidate) => selectedIds.includes(candidate.projectId));
  if (req.budgetLimit !== undefined) fillWhatStillFits(prepared.value, selected, req.budgetLimit);
  return JSON.parse(
    JSON.stringify(
      explainSelection(req, prepared.value, selected, { status: 'optimal', gap: 0, solveMs: 12 }, optimizerCaller),
    ),
  ) as OptimizerAnswer;
}

const vouch = (posted: OptimizerPostedResult, req: OptimizerRequest = request) =>
  vouchForOptimizerResult(req, projects, posted, saver);
const errorOf = (posted: OptimizerPostedResult, req?: OptimizerRequest) => {
  const result = vouch(posted, req);
  return result.ok ? null : result.error;
};

describe('vouchForOptimizerResult', () => {
  const answer = answerFor(['one', 'two', 'low']);

  it('rebuilds the posted answer from the data, the overrides set by the person saving', () => {
    const result = vouch(answer);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.data).toEqual(answer.data);
    expect(result.value.excluded).toEqual(answer.excluded);
    expect(result.value.meta).toEqual(answer.meta);
    expect(result.value.overrides.map((override) => override.setBy)).toEqual([saver, saver]);
    expect(optimizerAnswerSchema.safeParse(result.value).success).toBe(true);
  });

  it('takes an answer without its excluded and overrides lists, and rebuilds them', () => {
    const { excluded: _excluded, overrides: _overrides, ...light } = answer;
    const result = vouch(light);
    expect(result.ok && result.value.excluded).toEqual(answer.excluded);
  });

  it('refuses a forged result with a Spanish reason', () => {
    const data = answer.data;
    expect(errorOf({ ...answer, data: [...data, { ...data[0]!, projectId: 'ghost' }] })).toBe(
      'El resultado selecciona el proyecto ghost, que no es candidato con estos criterios.',
    );
    expect(errorOf({ ...answer, data: [...data, data[0]!] })).toBe(
      'El resultado selecciona el proyecto one más de una vez.',
    );
    expect(errorOf({ ...answer, data: data.map((row, i) => (i === 0 ? { ...row, value: row.value + 1 } : row)) })).toBe(
      'El resultado no coincide con los datos actuales (data[0].value). Vuelve a ejecutar la optimización y guárdala de nuevo.',
    );
    expect(
      errorOf({
        ...answer,
        data: data.map((row, i) => (i === 0 ? { ...row, contributions: { score: 1 } } : row)),
      }),
    ).toMatch(/\(data\[0\]\.contributions\)/);
    expect(errorOf({ ...answer, data: [...data].reverse() })).toMatch(/\(data\[0\]\.rank\)/);
    expect(errorOf({ ...answer, meta: { ...answer.meta, objective: 999 } })).toMatch(/\(meta\.objective\)/);
    expect(errorOf({ ...answer, meta: { ...answer.meta, candidates: 99 } })).toMatch(/\(meta\.candidates\)/);
    expect(errorOf({ ...answer, excluded: [{ projectId: 'three', reason: 'Invento' }] })).toMatch(/\(excluded\)/);
    expect(errorOf({ ...answer, overrides: [] })).toMatch(/\(overrides\)/);
    // The pinned-in project left out, the pinned-out one selected.
    const withoutLow = answerFor(['one', 'two', 'three'], { ...request, include: undefined });
    expect(errorOf(withoutLow)).toBe('El resultado no respeta la decisión manual sobre el proyecto low.');
    // Over the limit, and a candidate left out that still fits.
    const all = answerFor(['one', 'two', 'three', 'low'], { ...request, budgetLimit: undefined });
    expect(errorOf(all)).toBe('El resultado suma ARS 1.100, más que el presupuesto disponible (ARS 1.000).');
    const sparse = answerFor(['low'], { ...request, budgetLimit: 5_000 });
    expect(errorOf(sparse, { ...request, budgetLimit: 5_000 })).toBeNull();
    const tooFew = { ...answer, data: answer.data.filter((row) => row.projectId !== 'two') };
    expect(errorOf(tooFew)).toBe('El resultado deja fuera el proyecto two, que entra en el presupuesto.');
  });

  it('refuses what the request itself cannot have: an included non-candidate', () => {
    expect(errorOf(answer, { ...request, include: [{ projectId: 'big', reason: 'x' }], exclude: [] })).toBe(
      'El resultado no respeta la decisión manual sobre el proyecto big.',
    );
    const strict = { ...request, criteria: [{ ...request.criteria[0]!, constraint: { min: 50 } }] };
    expect(errorOf(answer, strict)).toBe(
      'El proyecto low no puede incluirse: Puntuación SIIPRO por debajo del mínimo (50).',
    );
  });
});

describe('optimizerScenarioCreateBodySchema', () => {
  const answer = answerFor(['one', 'two', 'low']);
  const body = {
    name: '  Plan 2027  ',
    request: { ...request, criteria: [{ key: 'score', weight: 'x', direction: 'maximize' }] },
    result: answer,
  };

  it('trims the name and normalises the request by parseOptimizerRequest', () => {
    const parsed = optimizerScenarioCreateBodySchema.safeParse(body);
    expect(parsed.success && parsed.data.name).toBe('Plan 2027');
    expect(parsed.success && parsed.data.request.criteria[0]!.weight).toBe(1);
  });

  it('refuses a blank or huge name, unknown keys, wrong types and a bad request with its message', () => {
    const messageOf = (value: unknown) => {
      const parsed = optimizerScenarioCreateBodySchema.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(messageOf({ ...body, name: '   ' })).toBe('Indica un nombre para el escenario.');
    expect(messageOf({ ...body, name: 'x'.repeat(121) })).toBe(
      'El nombre del escenario no puede superar los 120 caracteres.',
    );
    expect(messageOf({ ...body, name: 42 })).toBe('Indica un nombre para el escenario.');
    expect(messageOf({ ...body, request: { ...request, budgetLimit: -1 } })).toBe(
      'El presupuesto disponible debe ser un número mayor que 0.',
    );
    expect(optimizerScenarioCreateBodySchema.safeParse({ ...body, authorId: 'x' }).success).toBe(false);
    expect(
      optimizerScenarioCreateBodySchema.safeParse({
        ...body,
        result: { ...answer, meta: { ...answer.meta, extra: 1 } },
      }).success,
    ).toBe(false);
    expect(
      optimizerScenarioCreateBodySchema.safeParse({
        ...body,
        result: { ...answer, data: [{ ...answer.data[0]!, value: '100' }] },
      }).success,
    ).toBe(false);
  });
});

describe('compareScenarios', () => {
  const row = (projectId: string, rank: number, value: number, budget = 100) => ({ projectId, rank, value, budget });

  it('lists what entered, left and stayed (with the rank change), and objective and budget of each', () => {
    const a = { data: [row('x', 1, 90), row('y', 2, 80), row('z', 3, 10)], meta: { objective: 180, totalBudget: 300 } };
    const b = {
      data: [row('y', 1, 85), row('w', 2, 70, 250), row('x', 3, 60)],
      meta: { objective: 215, totalBudget: 450 },
    };
    expect(compareScenarios(a, b)).toEqual({
      entered: [row('w', 2, 70, 250)],
      left: [row('z', 3, 10)],
      stayed: [
        { projectId: 'y', rankA: 2, rankB: 1, rankChange: 1 },
        { projectId: 'x', rankA: 1, rankB: 3, rankChange: -2 },
      ],
      objective: { a: 180, b: 215, difference: 35 },
      totalBudget: { a: 300, b: 450, difference: 150 },
    });
  });

  it('compares a scenario with itself as all stayed, and with an empty one as all left', () => {
    const a = { data: [row('x', 1, 90), row('y', 2, 80)], meta: { objective: 170, totalBudget: 200 } };
    const same = compareScenarios(a, a);
    expect(same.entered).toEqual([]);
    expect(same.left).toEqual([]);
    expect(same.stayed.map((entry) => entry.rankChange)).toEqual([0, 0]);
    const empty = compareScenarios(a, { data: [], meta: { objective: 0, totalBudget: 0 } });
    expect(empty.left.map((entry) => entry.projectId)).toEqual(['x', 'y']);
    expect(empty.objective.difference).toBe(-170);
  });
});

describe('scenario name (the form)', () => {
  it('says what the API says of a blank or too long name', () => {
    expect(scenarioNameError('   ')).toBe('Indica un nombre para el escenario.');
    expect(scenarioNameError('x'.repeat(121))).toBe('El nombre del escenario no puede superar los 120 caracteres.');
    expect(scenarioNameError('  Plan 2027 ')).toBeNull();
  });
});
