// Step 3 of linear-int-opt-v1 (ARCHITECTURE.md §4): with a budget limit, the subset of candidates maximising the sum
// of their values subject to Σ budget ≤ limit, as a 0-1 integer program solved by HiGHS (pinned in package.json:
// some versions shipped wrong 0-1 answers, issues #2732, #2158, #2980; test/solveSelection.test.ts checks it against
// an exact dynamic program). One call blocks its thread while HiGHS runs.
import highsLoader, { type Highs } from 'highs';
import type { OptimizerPin, OptimizerSelectionStatus } from '@siipro/domain';

/** Relative gap HiGHS must prove before it stops (issue 17). */
export const MIP_RELATIVE_GAP = 1e-4;

export interface SelectionProblem {
  values: readonly number[];
  budgets: readonly number[];
  budgetLimit: number;
  /**
   * A person's overrides, index-aligned with values: 'include' fixes x = 1, 'exclude' fixes x = 0. The pinned-in
   * budgets must fit in the limit together (prepareSelection refuses the request otherwise).
   */
  pins?: readonly OptimizerPin[];
  /** Seconds after which HiGHS answers the best selection found, with the gap it proved. */
  timeLimitSeconds: number;
}

export type SelectionStatus = OptimizerSelectionStatus;

export interface Selection {
  selected: boolean[];
  /** Σ value of the selected candidates. */
  objective: number;
  /** The relative gap HiGHS proved; null when it proved none (a time limit reached before any bound). */
  gap: number | null;
  status: SelectionStatus;
}

let runtime: Promise<Highs> | null = null;

/** The HiGHS WebAssembly runtime, loaded once per thread. */
function loadHighs(): Promise<Highs> {
  runtime ??= highsLoader();
  return runtime;
}

/**
 * The greedy selection — best value per peso first, each taken while it fits — HiGHS starts from: with it HiGHS has a
 * good incumbent at once, and on a knapsack its gap to the LP bound is already small.
 */
export function greedyStart(problem: SelectionProblem): Float64Array {
  const ratio = (index: number) =>
    problem.budgets[index]! > 0 ? problem.values[index]! / problem.budgets[index]! : Number.POSITIVE_INFINITY;
  const start = new Float64Array(problem.values.length);
  let spent = 0;
  // The pinned-in projects first (they fit together), the pinned-out ones never.
  problem.pins?.forEach((pin, index) => {
    if (pin !== 'include') return;
    start[index] = 1;
    spent += problem.budgets[index]!;
  });
  const free = problem.values.map((_, index) => index).filter((index) => (problem.pins?.[index] ?? null) === null);
  const order = free.sort((a, b) => ratio(b) - ratio(a));
  for (const index of order) {
    if (spent + problem.budgets[index]! > problem.budgetLimit) continue;
    start[index] = 1;
    spent += problem.budgets[index]!;
  }
  return start;
}

/** The pinned-in budgets add up to more than the limit: no selection honours them (the caller checks first). */
export class PinnedOverBudgetError extends Error {
  constructor() {
    super('the pinned-in budgets exceed the budget limit');
  }
}

/**
 * One binary column per candidate, its value as the cost (maximised), and one row: Σ budget·x ≤ limit. A candidate
 * dearer than the whole limit, or pinned out, is fixed at 0 by its bounds, so HiGHS never branches on it; a pinned-in
 * one is fixed at 1. Presolve is off: on one knapsack row it gains nothing and, measured in this Wasm build, took
 * 4.6 s at 10 000 candidates and over 90 s at 50 000 — past the time limit, which presolve does not check
 * (bench/README.md, `pnpm bench:optimizer`).
 */
export async function solveSelection(problem: SelectionProblem): Promise<Selection> {
  const count = problem.values.length;
  if (count === 0) return { selected: [], objective: 0, gap: 0, status: 'optimal' };
  const pinnedIn = (problem.pins ?? []).reduce(
    (sum, pin, index) => (pin === 'include' ? sum + problem.budgets[index]! : sum),
    0,
  );
  if (pinnedIn > problem.budgetLimit) throw new PinnedOverBudgetError();
  const highs = await loadHighs();
  const starts = new Int32Array(count + 1);
  const indices = new Int32Array(count);
  const coefficients = new Float64Array(count);
  const lower = new Float64Array(count);
  const upper = new Float64Array(count);
  for (let column = 0; column < count; column++) {
    const pin = problem.pins?.[column] ?? null;
    starts[column + 1] = column + 1;
    coefficients[column] = problem.budgets[column]!;
    lower[column] = pin === 'include' ? 1 : 0;
    upper[column] = pin === 'exclude' || (pin === null && problem.budgets[column]! > problem.budgetLimit) ? 0 : 1;
  }
  return highs.withModel(
    {
      numCols: count,
      numRows: 1,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from(problem.values),
      colLower: lower,
      colUpper: upper,
      rowLower: new Float64Array([-highs.infinity]),
      rowUpper: new Float64Array([problem.budgetLimit]),
      matrix: { format: 'csc', numRows: 1, numCols: count, starts, indices, values: coefficients },
      integrality: new Int32Array(count).fill(highs.constants.variableType.integer),
    },
    (model): Selection => {
      model.options.set({
        output_flag: false,
        presolve: 'off',
        mip_rel_gap: MIP_RELATIVE_GAP,
        time_limit: problem.timeLimitSeconds,
      });
      model.setSolution({ colValue: greedyStart(problem) });
      model.run();
      const status = model.getModelStatus();
      const { modelStatus } = highs.constants;
      if (status !== modelStatus.optimal && status !== modelStatus.timeLimit) {
        throw new Error(`HiGHS ended with model status ${status}`);
      }
      // A time limit reached before any solution leaves no column values: nothing chosen is still a valid answer.
      // Pins hold whatever the solution says: they are the person's, not the solver's.
      const { colValue } = model.getSolution();
      const selected = Array.from({ length: count }, (_, index) => {
        const pin = problem.pins?.[index] ?? null;
        return pin === null ? (colValue[index] ?? 0) > 0.5 : pin === 'include';
      });
      const objective = selected.reduce((sum, chosen, index) => (chosen ? sum + problem.values[index]! : sum), 0);
      const gap = Number(model.info.get('mip_gap'));
      return {
        selected,
        objective,
        gap: Number.isFinite(gap) ? Math.max(0, gap) : null,
        status: status === modelStatus.optimal ? 'optimal' : 'time_limit',
      };
    },
  );
}
