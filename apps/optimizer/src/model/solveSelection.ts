// Step 3 of linear-int-opt-v1 (ARCHITECTURE.md §4): with a budget limit, the subset of candidates maximising the sum
// of their values subject to Σ budget ≤ limit, as a 0-1 integer program solved by HiGHS (pinned in package.json:
// some versions shipped wrong 0-1 answers, issues #2732, #2158, #2980; test/solveSelection.test.ts checks it against
// an exact dynamic program). One call blocks its thread while HiGHS runs.
import highsLoader, { type Highs } from 'highs';

/** Relative gap HiGHS must prove before it stops (issue 17). */
export const MIP_RELATIVE_GAP = 1e-4;

export interface SelectionProblem {
  values: readonly number[];
  budgets: readonly number[];
  budgetLimit: number;
  /** Seconds after which HiGHS answers the best selection found, with the gap it proved. */
  timeLimitSeconds: number;
}

export type SelectionStatus = 'optimal' | 'time_limit';

export interface Selection {
  selected: boolean[];
  /** Σ value of the selected candidates. */
  objective: number;
  /** The relative gap HiGHS proved (0 for a proven optimum within tolerance; never claimed when not proven). */
  gap: number;
  status: SelectionStatus;
}

let runtime: Promise<Highs> | null = null;

/** The HiGHS WebAssembly runtime, loaded once per thread. */
function loadHighs(): Promise<Highs> {
  runtime ??= highsLoader();
  return runtime;
}

/**
 * One binary column per candidate, its value as the cost (maximised), and one row: Σ budget·x ≤ limit. A candidate
 * dearer than the whole limit is fixed at 0 by its bounds, so HiGHS never branches on it.
 */
export async function solveSelection(problem: SelectionProblem): Promise<Selection> {
  const count = problem.values.length;
  if (count === 0) return { selected: [], objective: 0, gap: 0, status: 'optimal' };
  const highs = await loadHighs();
  const starts = new Int32Array(count + 1);
  const indices = new Int32Array(count);
  const coefficients = new Float64Array(count);
  const upper = new Float64Array(count);
  for (let column = 0; column < count; column++) {
    starts[column + 1] = column + 1;
    coefficients[column] = problem.budgets[column]!;
    upper[column] = problem.budgets[column]! > problem.budgetLimit ? 0 : 1;
  }
  return highs.withModel(
    {
      numCols: count,
      numRows: 1,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from(problem.values),
      colLower: new Float64Array(count),
      colUpper: upper,
      rowLower: new Float64Array([-highs.infinity]),
      rowUpper: new Float64Array([problem.budgetLimit]),
      matrix: { format: 'csc', numRows: 1, numCols: count, starts, indices, values: coefficients },
      integrality: new Int32Array(count).fill(highs.constants.variableType.integer),
    },
    (model): Selection => {
      model.options.set({
        output_flag: false,
        mip_rel_gap: MIP_RELATIVE_GAP,
        time_limit: problem.timeLimitSeconds,
      });
      model.run();
      const status = model.getModelStatus();
      const { modelStatus } = highs.constants;
      if (status !== modelStatus.optimal && status !== modelStatus.timeLimit) {
        throw new Error(`HiGHS ended with model status ${status}`);
      }
      // A time limit reached before any solution leaves no column values: nothing chosen is still a valid answer.
      const { colValue } = model.getSolution();
      const selected = Array.from({ length: count }, (_, index) => (colValue[index] ?? 0) > 0.5);
      const objective = selected.reduce((sum, chosen, index) => (chosen ? sum + problem.values[index]! : sum), 0);
      const gap = Number(model.info.get('mip_gap'));
      return {
        selected,
        objective,
        gap: Number.isFinite(gap) ? Math.max(0, gap) : Number.POSITIVE_INFINITY,
        status: status === modelStatus.optimal ? 'optimal' : 'time_limit',
      };
    },
  );
}
