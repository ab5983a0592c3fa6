// HiGHS against an exact dynamic program on hundreds of small random 0-1 knapsacks: some HiGHS versions shipped wrong
// 0-1 answers (its issues #2732, #2158, #2980), so the pinned one must prove itself here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptimizerPin } from '@siipro/domain';
import { MIP_RELATIVE_GAP, PinnedOverBudgetError, greedyStart, solveSelection } from '../src/model/solveSelection.ts';

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

/**
 * The exact optimum with pins: the pinned-in items are taken (their budgets leave less of the limit), the pinned-out
 * ones never, and the dynamic program chooses among the free ones. Null when the pinned-in ones do not fit.
 */
function exactBestPinned(
  values: readonly number[],
  budgets: readonly number[],
  pins: readonly OptimizerPin[],
  limit: number,
): number | null {
  const free = values.map((_, index) => index).filter((index) => pins[index] === null);
  const pinnedIn = values.map((_, index) => index).filter((index) => pins[index] === 'include');
  const spent = pinnedIn.reduce((sum, index) => sum + budgets[index]!, 0);
  if (spent > limit) return null;
  const fixed = pinnedIn.reduce((sum, index) => sum + values[index]!, 0);
  return (
    fixed +
    exactBest(
      free.map((index) => values[index]!),
      free.map((index) => budgets[index]!),
      limit - spent,
    )
  );
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

// 300 solves each (the first also loads HiGHS): a couple of seconds alone, over 10 s on the shared 2-core host.
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
  }, 120_000);

  it('honours random pins (x = 1 / x = 0) and reaches the exact pinned optimum, on 300 random instances', async () => {
    const pinned = instance.chain(({ items, limit }) =>
      fc.record({
        items: fc.constant(items),
        limit: fc.constant(limit),
        pins: fc.array(fc.constantFrom<OptimizerPin>(null, null, 'include', 'exclude'), {
          minLength: items.length,
          maxLength: items.length,
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(pinned, async ({ items, limit, pins }) => {
        const values = items.map((item) => item.value);
        const budgets = items.map((item) => item.budget);
        const exact = exactBestPinned(values, budgets, pins, limit);
        const run = solveSelection({ values, budgets, budgetLimit: limit, pins, timeLimitSeconds: 10 });
        if (exact === null) {
          await expect(run).rejects.toBeInstanceOf(PinnedOverBudgetError);
          return;
        }
        const solution = await run;
        // The warm start HiGHS is given honours the pins and the limit too (else HiGHS would drop it).
        const start = greedyStart({ values, budgets, budgetLimit: limit, pins, timeLimitSeconds: 10 });
        expect(budgets.reduce((sum, budget, index) => sum + budget * start[index]!, 0)).toBeLessThanOrEqual(limit);
        pins.forEach((pin, index) => {
          if (pin !== null) expect(start[index]).toBe(pin === 'include' ? 1 : 0);
        });
        pins.forEach((pin, index) => {
          if (pin === 'include') expect(solution.selected[index]).toBe(true);
          if (pin === 'exclude') expect(solution.selected[index]).toBe(false);
        });
        const spent = budgets.reduce((sum, budget, index) => (solution.selected[index] ? sum + budget : sum), 0);
        expect(spent).toBeLessThanOrEqual(limit);
        expect(solution.status).toBe('optimal');
        expect(solution.objective).toBeGreaterThanOrEqual(exact * (1 - MIP_RELATIVE_GAP) - 1e-6);
        expect(solution.objective).toBeLessThanOrEqual(exact + 1e-6);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('fixes a pinned-in candidate even when a better one is free, and refuses pins over the limit', async () => {
    const solution = await solveSelection({
      values: [90, 10, 50],
      budgets: [100, 60, 40],
      budgetLimit: 100,
      pins: ['exclude', 'include', null],
      timeLimitSeconds: 10,
    });
    expect(solution.selected).toEqual([false, true, true]);
    expect(solution.objective).toBe(60);
    await expect(
      solveSelection({
        values: [1, 1],
        budgets: [60, 60],
        budgetLimit: 100,
        pins: ['include', 'include'],
        timeLimitSeconds: 10,
      }),
    ).rejects.toBeInstanceOf(PinnedOverBudgetError);
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
