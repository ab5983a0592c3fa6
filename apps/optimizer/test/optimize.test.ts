import { describe, expect, it } from 'vitest';
import type { OptimizerCandidateInput, OptimizerRequest } from '@siipro/domain';
import { optimize } from '../src/model/optimize.ts';

const project = (projectId: string, budget: number, score: number): OptimizerCandidateInput => ({
  projectId,
  budget_amount: budget,
  duration_months: 12,
  score,
  beneficiary_count: null,
});

const request = (extra: Partial<OptimizerRequest> = {}): OptimizerRequest => ({
  model: 'linear-int-opt-v1',
  criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  ...extra,
});

describe('optimize (linear-int-opt-v1)', () => {
  it('without a budget limit selects every candidate, ranked by value', async () => {
    const answer = await optimize(request(), [project('a', 100, 20), project('b', 100, 80), project('c', 100, 50)]);
    expect(answer.data.map((row) => [row.projectId, row.rank, row.value])).toEqual([
      ['b', 1, 100],
      ['c', 2, 50],
      ['a', 3, 0],
    ]);
    expect(answer.excluded).toEqual([]);
    expect(answer.meta).toMatchObject({ model: 'linear-int-opt-v1', status: 'optimal', objective: 150, gap: 0 });
    expect(answer.meta.totalBudget).toBe(300);
    expect(answer.meta.candidates).toBe(3);
  });

  it('with a budget limit beats the greedy choice and says why each project is out', async () => {
    // Greedy by value takes 'big' (value 100, budget 600) and then nothing else fits; the optimum takes the rest.
    const projects = [
      project('big', 600, 100),
      project('one', 300, 90),
      project('two', 300, 90),
      project('three', 400, 80),
      project('low', 100, 40),
    ];
    const answer = await optimize(request({ budgetLimit: 1_000 }), projects);
    expect(answer.data.map((row) => row.projectId)).toEqual(['one', 'two', 'three']);
    expect(answer.meta.totalBudget).toBe(1_000);
    expect(answer.meta.objective).toBeCloseTo(answer.data.reduce((sum, row) => sum + row.value, 0));
    expect(answer.meta.objective).toBeGreaterThan(100);
    expect(answer.excluded).toEqual([
      { projectId: 'big', reason: 'No entra en el presupuesto: cuesta ARS 600 y faltarían ARS 600' },
      { projectId: 'low', reason: 'No entra en el presupuesto: cuesta ARS 100 y faltarían ARS 100' },
    ]);
  });

  it('lists the projects that are not candidates with their constraint, after the budget ones', async () => {
    const answer = await optimize(
      request({
        criteria: [{ key: 'score', weight: 1, direction: 'maximize', constraint: { min: 50 } }],
        budgetLimit: 100,
      }),
      [project('in', 100, 60), project('out', 50, 10), project('dear', 200, 90)],
    );
    expect(answer.data.map((row) => row.projectId)).toEqual(['in']);
    expect(answer.meta.candidates).toBe(2);
    expect(answer.excluded.map((exclusion) => exclusion.projectId)).toEqual(['dear', 'out']);
    expect(answer.excluded[1]!.reason).toBe('Puntuación SIIPRO por debajo del mínimo (50)');
  });
});
