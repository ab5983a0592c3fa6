// HiGHS against an exact dynamic program on hundreds of small random 0-1 knapsacks: some HiGHS versions shipped wrong
// 0-1 answers (its issues #2732, #2158, #2980), so the pinned one must prove itself here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIP_RELATIVE_GAP, solveSelection } from '../src/model/solveSelection.ts';

/** The best Σ value with Σ budget ≤ limit, by dynamic programming over integer budgets (exact). */
function exactBest(values: readonly number[], budgets: readonly number[], limit: number): number {
  const best = new Array<number>(limit + 1).fill(0);
  values.forEach((value, index) => {
    const budget = budgets[index]!;
    for (let capacity = limit; capacity >= budget; capacity--) {
      best[capacity] = Math.max(best[capacity]!, best[capacity - budget]! + value);
    }
  });
  return best[limit]!;
}

const instance = fc
  .array(fc.record({ value: fc.double({ min: 0, max: 100, noNaN: true }), budget: fc.integer({ min: 0, max: 60 }) }), {
    minLength: 1,
    maxLength: 14,
  })
  .chain((items) =>
    fc.record({
      items: fc.constant(items),
      limit: fc.integer({ min: 0, max: items.reduce((sum, item) => sum + item.budget, 0) }),
    }),
  );

describe('solveSelection', () => {
  it('reaches the exact optimum (within the proven gap) and respects the limit, on 300 random instances', async () => {
    await fc.assert(
      fc.asyncProperty(instance, async ({ items, limit }) => {
        const values = items.map((item) => item.value);
        const budgets = items.map((item) => item.budget);
        const solution = await solveSelection({ values, budgets, budgetLimit: limit, timeLimitSeconds: 10 });
        const spent = budgets.reduce((sum, budget, index) => (solution.selected[index] ? sum + budget : sum), 0);
        expect(spent).toBeLessThanOrEqual(limit);
        expect(solution.status).toBe('optimal');
        expect(solution.gap).toBeLessThanOrEqual(MIP_RELATIVE_GAP);
        const exact = exactBest(values, budgets, limit);
        expect(solution.objective).toBeGreaterThanOrEqual(exact * (1 - MIP_RELATIVE_GAP) - 1e-6);
        expect(solution.objective).toBeLessThanOrEqual(exact + 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('never selects a candidate dearer than the whole limit', async () => {
    const solution = await solveSelection({
      values: [90, 10, 5],
      budgets: [1_000, 40, 60],
      budgetLimit: 100,
      timeLimitSeconds: 10,
    });
    expect(solution.selected).toEqual([false, true, true]);
    expect(solution.objective).toBe(15);
  });

  it('prefers two that fit together over the single most valuable one', async () => {
    const solution = await solveSelection({
      values: [60, 50, 50],
      budgets: [100, 50, 50],
      budgetLimit: 100,
      timeLimitSeconds: 10,
    });
    expect(solution.selected).toEqual([false, true, true]);
    expect(solution.objective).toBe(100);
  });

  it('answers an empty selection for no candidates', async () => {
    await expect(solveSelection({ values: [], budgets: [], budgetLimit: 10, timeLimitSeconds: 1 })).resolves.toEqual({
      selected: [],
      objective: 0,
      gap: 0,
      status: 'optimal',
    });
  });
});
