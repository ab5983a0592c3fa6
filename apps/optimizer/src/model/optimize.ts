// linear-int-opt-v1 end to end (ARCHITECTURE.md §4): candidates, values and the overrides checked by domain's rules
// (prepareSelection), the selection under the budget limit by HiGHS with the overrides as fixed columns, and the
// answer that explains itself (domain's explainSelection) — each selected project's rank, value and contribution per
// criterion, every project left out with its reason, the overrides with who set them and why, and the solve's meta.
import {
  explainCapital,
  explainInfeasible,
  explainSelection,
  prepareCapital,
  type CapitalAnswer,
  type CapitalCandidateInput,
  type CapitalRequest,
  fillWhatStillFits,
  prepareSelection,
  selectAllButPinnedOut,
  type OptimizerAnswer,
  type OptimizerCandidateInput,
  type OptimizerOverrideAuthor,
  type OptimizerRequest,
  type OptimizerSelectionStatus,
  type ValidationResult,
} from '@siipro/domain';
import { solveCapital } from './solveCapital.ts';
import { solveSelection } from './solveSelection.ts';

export type { CapitalAnswer, OptimizedProject, OptimizerAnswer } from '@siipro/domain';

/** HiGHS answers its best selection after this long, with the gap it proved (issue 17). */
export const DEFAULT_TIME_LIMIT_SECONDS = 20;

export interface OptimizeOptions {
  timeLimitSeconds?: number;
  /** Who asked: the overrides of the answer say they set them. */
  caller?: OptimizerOverrideAuthor | null;
}

/**
 * The answer, or the Spanish reason the request cannot be solved on these projects (an override naming a project
 * that is not among them, including one that is not a candidate, or included projects over the limit) — a 400.
 */
export async function optimize(
  request: OptimizerRequest,
  projects: readonly OptimizerCandidateInput[],
  options: OptimizeOptions = {},
): Promise<ValidationResult<OptimizerAnswer>> {
  const started = performance.now();
  const prepared = prepareSelection(request, projects);
  if (!prepared.ok) return prepared;
  const { valued, pins } = prepared.value;

  let selected = selectAllButPinnedOut(prepared.value);
  let status: OptimizerSelectionStatus = 'optimal';
  let gap: number | null = 0;
  if (request.budgetLimit !== undefined) {
    const solution = await solveSelection({
      values: valued.map((candidate) => candidate.value),
      budgets: valued.map((candidate) => candidate.budget),
      budgetLimit: request.budgetLimit,
      pins,
      timeLimitSeconds: options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS,
    });
    selected = solution.selected;
    status = solution.status;
    gap = solution.gap;
    fillWhatStillFits(prepared.value, selected, request.budgetLimit);
  }
  const solveMs = performance.now() - started;
  return {
    ok: true,
    value: explainSelection(request, prepared.value, selected, { status, gap, solveMs }, options.caller ?? null),
  };
}

/**
 * linear-int-opt-v2 end to end (issue 44): domain's problem, HiGHS' selection under every constraint, and the answer
 * that says why each project is out — or, when no selection exists, a 200 whose meta names the conflicting
 * constraints. A request whose pins name unknown projects or include a non-candidate is refused, as in v1.
 */
export async function optimizeCapital(
  request: CapitalRequest,
  projects: readonly CapitalCandidateInput[],
  options: OptimizeOptions = {},
): Promise<ValidationResult<CapitalAnswer>> {
  const started = performance.now();
  const problem = prepareCapital(request, projects);
  if (!problem.ok) return problem;
  const solution = await solveCapital(problem.value, {
    timeLimitSeconds: options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS,
    curve: request.curve === true,
  });
  const solveMs = performance.now() - started;
  const caller = options.caller ?? null;
  if (solution.status === 'infeasible') {
    return { ok: true, value: explainInfeasible(problem.value, solution.conflicts ?? [], solveMs, caller) };
  }
  const answer = explainCapital(
    problem.value,
    solution.selected,
    { status: solution.status, gap: solution.gap, solveMs },
    caller,
  );
  if (solution.curve) answer.curve = solution.curve;
  return { ok: true, value: answer };
}
