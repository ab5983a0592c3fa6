import { describe, expect, it } from 'vitest';
import { splitCandidates, valueCandidates, notChosenWithinBudget, type OptimizerCandidateInput } from './model.ts';
import type { OptimizerRequestCriterion } from './request.ts';

const project = (projectId: string, values: Partial<OptimizerCandidateInput> = {}): OptimizerCandidateInput => ({
  projectId,
  budget_amount: 1_000_000,
  duration_months: 12,
  score: 50,
  beneficiary_count: 100,
  ...values,
});

const criterion = (
  key: OptimizerRequestCriterion['key'],
  weight = 1,
  direction: OptimizerRequestCriterion['direction'] = 'maximize',
  constraint?: OptimizerRequestCriterion['constraint'],
): OptimizerRequestCriterion => ({ key, weight, direction, ...(constraint ? { constraint } : {}) });

describe('splitCandidates (step 1)', () => {
  it('keeps the projects within every constraint and says why each other one is out, with its bound', () => {
    const { candidates, excluded } = splitCandidates(
      {
        criteria: [
          criterion('score', 1, 'maximize', { min: 40 }),
          criterion('budget_amount', 1, 'minimize', { max: 2_000_000 }),
        ],
      },
      [
        project('a'),
        project('b', { score: 39.5 }),
        project('c', { budget_amount: 2_500_000 }),
        project('d', { score: null }),
      ],
    );
    expect(candidates.map((candidate) => candidate.projectId)).toEqual(['a']);
    expect(excluded).toEqual([
      { projectId: 'b', reason: 'Puntuación SIIPRO por debajo del mínimo (40)' },
      { projectId: 'c', reason: 'Presupuesto por encima del máximo (ARS 2.000.000)' },
      { projectId: 'd', reason: 'Sin valor de Puntuación SIIPRO, que tiene una restricción' },
    ]);
  });

  it('includes both bounds, and a missing value of a criterion without constraint keeps the project in', () => {
    const { candidates } = splitCandidates({ criteria: [criterion('score', 1, 'maximize', { min: 40, max: 60 })] }, [
      project('min', { score: 40, beneficiary_count: null }),
      project('max', { score: 60 }),
    ]);
    expect(candidates).toHaveLength(2);
  });

  it('leaves out what lasts longer than the time horizon, or has no duration', () => {
    const { candidates, excluded } = splitCandidates({ criteria: [criterion('score')], timeHorizon: 24 }, [
      project('short', { duration_months: 24 }),
      project('long', { duration_months: 36 }),
      project('unknown', { duration_months: null }),
    ]);
    expect(candidates.map((candidate) => candidate.projectId)).toEqual(['short']);
    expect(excluded.map((exclusion) => exclusion.reason)).toEqual([
      'Duración de 36 meses, más que el horizonte de 24 meses',
      'Sin valor de Duración (meses), que tiene una restricción',
    ]);
  });

  it('leaves out a project without a budget (none or 0), whatever the criteria, with that reason (issue 43)', () => {
    const { candidates, excluded } = splitCandidates({ criteria: [criterion('score')] }, [
      project('costed'),
      project('none', { budget_amount: null }),
      project('zero', { budget_amount: 0 }),
    ]);
    expect(candidates.map((candidate) => candidate.projectId)).toEqual(['costed']);
    expect(excluded).toEqual([
      { projectId: 'none', reason: 'Sin presupuesto cargado: no se puede saber cuánto costaría' },
      { projectId: 'zero', reason: 'Sin presupuesto cargado: no se puede saber cuánto costaría' },
    ]);
  });
});

describe('valueCandidates (step 2)', () => {
  it('normalises each criterion min-max, inverts a minimised one, and weighs them into 0..100', () => {
    const valued = valueCandidates(
      [criterion('score', 3), criterion('budget_amount', 1, 'minimize')],
      [
        project('best', { score: 90, budget_amount: 100 }),
        project('middle', { score: 60, budget_amount: 300 }),
        project('worst', { score: 30, budget_amount: 500 }),
      ],
    );
    expect(valued.map((candidate) => candidate.value)).toEqual([100, 50, 0]);
    expect(valued[1]!.contributions).toEqual({ score: 37.5, budget_amount: 12.5 });
    expect(valued[0]!.budget).toBe(100);
  });

  it('counts 1 for all when every candidate has the same value, and 0 for a missing value in either direction', () => {
    const valued = valueCandidates(
      [criterion('score'), criterion('duration_months', 1, 'minimize')],
      [
        project('a', { score: 70, duration_months: 6 }),
        project('b', { score: 70, duration_months: 18 }),
        project('c', { score: null, duration_months: null }),
      ],
    );
    expect(valued.map((candidate) => candidate.contributions)).toEqual([
      { score: 50, duration_months: 50 },
      { score: 50, duration_months: 0 },
      { score: 0, duration_months: 0 },
    ]);
  });

  it('counts the criteria equally when every weight is 0 (a missing budget, which step 1 leaves out, counts 0)', () => {
    const [only] = valueCandidates(
      [criterion('score', 0), criterion('beneficiary_count', 0)],
      [project('a', { budget_amount: null })],
    );
    expect(only!.value).toBe(100);
    expect(only!.budget).toBe(0);
  });
});

describe('notChosenWithinBudget', () => {
  it('says what the project costs and how much of the limit it would still need', () => {
    expect(notChosenWithinBudget('p', 1_500_000, 400_000)).toEqual({
      projectId: 'p',
      reason: 'No entra en el presupuesto: cuesta ARS 1.500.000 y faltarían ARS 1.100.000',
    });
  });
});
