import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptimizerCandidateInput, OptimizerRequest } from '@siipro/domain';
import { MIP_RELATIVE_GAP } from '../src/model/solveSelection.ts';
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

    it('end to end with random pins: pins honoured, every free project left out truly does not fit, optimum by DP', async () => {
      const instances = fc
        .array(
          fc.record({
            // A budget above 0: a project without one is not a candidate (issue 43).
            budget: fc.integer({ min: 1, max: 40 }),
            score: fc.integer({ min: 0, max: 100 }),
            pin: fc.constantFrom(null, null, 'include' as const, 'exclude' as const),
          }),
          { minLength: 1, maxLength: 10 },
        )
        .chain((items) =>
          fc.record({
            items: fc.constant(items),
            limit: fc.integer({
              min: 1,
              max: Math.max(
                1,
                items.reduce((sum, item) => sum + item.budget, 0),
              ),
            }),
          }),
        );
      await fc.assert(
        fc.asyncProperty(instances, async ({ items, limit }) => {
          const list = items.map((item, index) => ({ ...item, projectId: `p${index}` }));
          const pinned = (pin: 'include' | 'exclude') =>
            list.filter((item) => item.pin === pin).map((item) => ({ projectId: item.projectId, reason: 'motivo' }));
          const result = await optimizeOrRefuse(
            request({ budgetLimit: limit, include: pinned('include'), exclude: pinned('exclude') }),
            list.map((item) => project(item.projectId, item.budget, item.score)),
          );
          const pinnedIn = list.filter((item) => item.pin === 'include').reduce((sum, item) => sum + item.budget, 0);
          if (pinnedIn > limit) {
            expect(result.ok).toBe(false);
            return;
          }
          if (!result.ok) throw new Error(result.error);
          const answer = result.value;
          const chosen = new Set(answer.data.map((row) => row.projectId));
          const valueOf = new Map(answer.data.map((row) => [row.projectId, row.value]));
          for (const item of list) {
            if (item.pin === 'include') expect(chosen.has(item.projectId)).toBe(true);
            if (item.pin === 'exclude') expect(chosen.has(item.projectId)).toBe(false);
            if (item.pin === null && !chosen.has(item.projectId)) {
              expect(answer.meta.totalBudget + item.budget).toBeGreaterThan(limit);
            }
          }
          expect(answer.meta.totalBudget).toBeLessThanOrEqual(limit);
          // The exact optimum over the same values: the pinned-in taken, the pinned-out never, a DP over the rest.
          const free = await optimize(
            request({ budgetLimit: limit }),
            list.map((item) => project(item.projectId, item.budget, item.score)),
          );
          const values = new Map([...free.data.map((row) => [row.projectId, row.value] as const)]);
          const everyValue = (id: string) => values.get(id) ?? valueOf.get(id) ?? 0;
          // Values do not depend on pins: the same project has the same value in both answers.
          for (const [id, value] of valueOf) if (values.has(id)) expect(values.get(id)).toBe(value);
          const rest = list.filter((item) => item.pin === null);
          const best = new Array<number>(limit - pinnedIn + 1).fill(0);
          for (const item of rest) {
            const value = everyValue(item.projectId);
            for (let capacity = best.length - 1; capacity >= item.budget; capacity--) {
              best[capacity] = Math.max(best[capacity]!, best[capacity - item.budget]! + value);
            }
          }
          const fixed = list
            .filter((item) => item.pin === 'include')
            .reduce((sum, item) => sum + everyValue(item.projectId), 0);
          const exact = fixed + best[best.length - 1]!;
          expect(answer.meta.objective).toBeGreaterThanOrEqual(exact * (1 - MIP_RELATIVE_GAP) - 1e-6);
          expect(answer.meta.objective).toBeLessThanOrEqual(exact + 1e-6);
        }),
        { numRuns: 100 },
      );
    }, 60_000);
  });
});
