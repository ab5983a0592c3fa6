import { describe, expect, it } from 'vitest';
import type { OptimizerCandidateInput, OptimizerRequest } from '@siipro/domain';
import { optimize as optimizeOrRefuse } from '../src/model/optimize.ts';

/** The answer of a request these projects accept. */
async function optimize(...args: Parameters<typeof optimizeOrRefuse>) {
  const result = await optimizeOrRefuse(...args);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

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

  describe('overrides', () => {
    const projects = [
      project('big', 600, 100),
      project('one', 300, 90),
      project('two', 300, 90),
      project('three', 400, 80),
      project('low', 100, 40),
    ];
    const caller = { userId: 'u-1', email: 'optimizador@siipro.test' };

    it('pins a project in (x = 1) and another out (x = 0), and says who set them and why', async () => {
      const answer = await optimize(
        request({
          budgetLimit: 1_000,
          include: [{ projectId: 'big', reason: 'Compromiso con la provincia' }],
          exclude: [{ projectId: 'one', reason: 'Sin terreno todavía' }],
        }),
        projects,
        { caller },
      );
      // With 'big' (600) in and 'one' out, the best of what is left in 400 is 'two' and 'low'.
      expect(answer.data.map((row) => [row.projectId, row.override ?? false])).toEqual([
        ['big', true],
        ['two', false],
        ['low', false],
      ]);
      expect(answer.meta.totalBudget).toBe(1_000);
      expect(answer.excluded).toEqual([
        { projectId: 'three', reason: 'No entra en el presupuesto: cuesta ARS 400 y faltarían ARS 400' },
        { projectId: 'one', reason: 'Sin terreno todavía', override: true },
      ]);
      expect(answer.overrides).toEqual([
        { projectId: 'big', reason: 'Compromiso con la provincia', pin: 'include', setBy: caller },
        { projectId: 'one', reason: 'Sin terreno todavía', pin: 'exclude', setBy: caller },
      ]);
      // Values are normalised over every candidate: pinning changes the choice, not the values.
      const free = await optimize(request({ budgetLimit: 1_000 }), projects);
      const valueOf = (rows: { projectId: string; value: number }[], id: string) =>
        rows.find((row) => row.projectId === id)?.value;
      expect(valueOf(answer.data, 'two')).toBe(valueOf(free.data, 'two'));
    });

    it('honours exclusions without a budget limit, and never refills a pinned-out project', async () => {
      const answer = await optimize(request({ exclude: [{ projectId: 'low', reason: 'Duplicado' }] }), projects);
      expect(answer.data.map((row) => row.projectId)).not.toContain('low');
      expect(answer.data).toHaveLength(4);
      expect(answer.excluded).toEqual([{ projectId: 'low', reason: 'Duplicado', override: true }]);
      expect(answer.overrides[0]!.setBy).toBeNull();
    });

    it('refuses an unknown project, the inclusion of a non-candidate and included projects over the limit', async () => {
      const refusal = async (extra: Partial<OptimizerRequest>) => {
        const result = await optimizeOrRefuse(request({ budgetLimit: 1_000, ...extra }), projects);
        return result.ok ? null : result.error;
      };
      expect(await refusal({ include: [{ projectId: 'nope', reason: 'x' }] })).toBe(
        'El proyecto nope no existe entre los proyectos de este espacio de trabajo.',
      );
      expect(await refusal({ exclude: [{ projectId: 'nope', reason: 'x' }] })).toBe(
        'El proyecto nope no existe entre los proyectos de este espacio de trabajo.',
      );
      expect(
        await refusal({
          criteria: [{ key: 'score', weight: 1, direction: 'maximize', constraint: { min: 50 } }],
          include: [{ projectId: 'low', reason: 'Prioridad política' }],
        }),
      ).toBe('El proyecto low no puede incluirse: Puntuación SIIPRO por debajo del mínimo (50).');
      expect(
        await refusal({
          include: [
            { projectId: 'big', reason: 'a' },
            { projectId: 'three', reason: 'b' },
            { projectId: 'low', reason: 'c' },
          ],
        }),
      ).toBe('Los proyectos incluidos suman ARS 1.100, más que el presupuesto disponible (ARS 1.000).');
    });

    it('lets a non-candidate be excluded: it stays out with its constraint’s reason', async () => {
      const answer = await optimize(
        request({
          criteria: [{ key: 'score', weight: 1, direction: 'maximize', constraint: { min: 50 } }],
          exclude: [{ projectId: 'low', reason: 'Duplicado' }],
        }),
        projects,
      );
      expect(answer.excluded).toEqual([{ projectId: 'low', reason: 'Puntuación SIIPRO por debajo del mínimo (50)' }]);
      expect(answer.overrides).toEqual([{ projectId: 'low', reason: 'Duplicado', pin: 'exclude', setBy: null }]);
    });
  });
});
