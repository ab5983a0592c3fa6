import { describe, expect, it } from 'vitest';
import {
  constraintsFromParam,
  hasConstraints,
  NO_CONSTRAINTS,
  parseAnyOptimizerAnswer,
  withConstraints,
  type OptimizerConstraints,
} from './capitalRun.ts';
import { defaultCriteria } from './criterionState.ts';
import { buildOptimizerRequest } from './request.ts';
import { optimizerRunFromSearchParams, optimizerRunToSearchParams } from './urlParams.ts';

const constraints: OptimizerConstraints = {
  years: [
    { year: 2027, limit: 5_000_000_000.5 },
    { year: 2028, limit: 4_000_000_000 },
  ],
  fundingCaps: [{ fundingSource: 'BID', limit: 2_000_000_000 }],
  minShare: [{ by: 'province', group: 'Santiago del Estero', share: 0.15 }],
  keepInExecution: true,
};

describe('the optimizer page’s restrictions (issue 44)', () => {
  it('ride in the URL whole, so a result with restrictions is a link', () => {
    const run = { criteria: defaultCriteria(), budgetLimit: 9_000_000_000, constraints };
    const params = optimizerRunToSearchParams(run);
    expect(params.has('restricciones')).toBe(true);
    expect(optimizerRunFromSearchParams(params.toString())).toEqual(run);
    const without = optimizerRunToSearchParams({ ...run, constraints: NO_CONSTRAINTS });
    expect(without.has('restricciones')).toBe(false);
    expect(optimizerRunFromSearchParams(without)?.constraints).toBeUndefined();
  });

  it('ignores a hand-edited parameter the request’s rules refuse', () => {
    expect(constraintsFromParam('{"years":[{"year":1900,"limit":1}]}')).toBeNull();
    expect(constraintsFromParam('{"minShare":[{"by":"province","group":"Salta","share":2}]}')).toBeNull();
    expect(constraintsFromParam('no es json')).toBeNull();
    expect(constraintsFromParam('{}')).toBeNull();
    expect(constraintsFromParam('{"keepInExecution":true}')).toEqual({ ...NO_CONSTRAINTS, keepInExecution: true });
  });

  it('asks model v2 with the curve only when something is restricted', () => {
    const v1 = buildOptimizerRequest(defaultCriteria(), { budgetLimit: 100 });
    expect(withConstraints(v1, NO_CONSTRAINTS)).toBe(v1);
    expect(hasConstraints(NO_CONSTRAINTS)).toBe(false);
    expect(withConstraints(v1, constraints)).toEqual({
      ...v1,
      model: 'linear-int-opt-v2',
      years: constraints.years,
      fundingCaps: constraints.fundingCaps,
      minShare: constraints.minShare,
      keepInExecution: true,
      curve: true,
    });
  });

  it('reads either model’s answer', () => {
    const meta = { objective: 1, gap: 0, totalBudget: 10, candidates: 2, solveMs: 3 };
    const v2 = parseAnyOptimizerAnswer({
      data: [],
      excluded: [{ projectId: 'a', reason: 'Presupuesto 2027 agotado' }],
      overrides: [],
      years: [{ year: 2027, limit: 5, spend: 4 }],
      sources: [{ fundingSource: 'BID', limit: null, used: 3 }],
      shares: [],
      meta: { ...meta, model: 'linear-int-opt-v2', status: 'infeasible', conflicts: ['El presupuesto de 2027 …'] },
    });
    expect(v2.meta.model).toBe('linear-int-opt-v2');
    expect(() => parseAnyOptimizerAnswer({ data: [], excluded: [], overrides: [], meta })).toThrow();
  });
});
