// linear-int-opt-v1 end to end (ARCHITECTURE.md §4): candidates and values by domain's rules, the selection under the
// budget limit by HiGHS, and an answer that explains itself — each selected project's rank, value and contribution
// per criterion, every project left out with its reason, and the solve's meta.
import {
  OPTIMIZER_MODEL,
  notChosenWithinBudget,
  splitCandidates,
  valueCandidates,
  type OptimizerCandidateInput,
  type OptimizerCriterionKey,
  type OptimizerExclusionReason,
  type OptimizerRequest,
  type ValuedCandidate,
} from '@siipro/domain';
import { solveSelection, type SelectionStatus } from './solveSelection.ts';

/** HiGHS answers its best selection after this long, with the gap it proved (issue 17). */
export const DEFAULT_TIME_LIMIT_SECONDS = 20;

export interface OptimizedProject {
  projectId: string;
  rank: number;
  value: number;
  budget: number;
  contributions: Partial<Record<OptimizerCriterionKey, number>>;
}

export interface OptimizerAnswer {
  data: OptimizedProject[];
  excluded: OptimizerExclusionReason[];
  meta: {
    model: typeof OPTIMIZER_MODEL;
    status: SelectionStatus;
    objective: number;
    /** The relative gap HiGHS proved (0 without a budget limit: every candidate is selected); null if none. */
    gap: number | null;
    totalBudget: number;
    candidates: number;
    solveMs: number;
  };
}

/** Highest value first; equal values by smaller budget, then by id, so the ranking never depends on input order. */
function byValue(a: ValuedCandidate, b: ValuedCandidate): number {
  return b.value - a.value || a.budget - b.budget || a.projectId.localeCompare(b.projectId);
}

/**
 * A selection HiGHS stopped within its gap may leave out a candidate that still fits: adding it can only raise the
 * objective (values are ≥ 0), so every candidate left out truly does not fit — which is what its reason says.
 */
function fillWhatStillFits(valued: readonly ValuedCandidate[], selected: boolean[], budgetLimit: number): number {
  let spent = valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.budget : sum), 0);
  const order = valued.map((_, index) => index).sort((a, b) => byValue(valued[a]!, valued[b]!));
  for (const index of order) {
    if (!selected[index] && spent + valued[index]!.budget <= budgetLimit) {
      selected[index] = true;
      spent += valued[index]!.budget;
    }
  }
  return spent;
}

export async function optimize(
  request: OptimizerRequest,
  projects: readonly OptimizerCandidateInput[],
  options: { timeLimitSeconds?: number } = {},
): Promise<OptimizerAnswer> {
  const started = performance.now();
  const { candidates, excluded } = splitCandidates(request, projects);
  const valued = valueCandidates(request.criteria, candidates);

  let selected = valued.map(() => true);
  let status: SelectionStatus = 'optimal';
  let gap: number | null = 0;
  let totalBudget = valued.reduce((sum, candidate) => sum + candidate.budget, 0);
  if (request.budgetLimit !== undefined) {
    const solution = await solveSelection({
      values: valued.map((candidate) => candidate.value),
      budgets: valued.map((candidate) => candidate.budget),
      budgetLimit: request.budgetLimit,
      timeLimitSeconds: options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS,
    });
    selected = solution.selected;
    status = solution.status;
    gap = solution.gap;
    totalBudget = fillWhatStillFits(valued, selected, request.budgetLimit);
  }

  const chosen = valued.filter((_, index) => selected[index]).sort(byValue);
  const budgetLeft = request.budgetLimit === undefined ? 0 : request.budgetLimit - totalBudget;
  const leftOut = valued
    .filter((_, index) => !selected[index])
    .sort(byValue)
    .map((candidate) => notChosenWithinBudget(candidate.projectId, candidate.budget, budgetLeft));

  return {
    data: chosen.map((candidate, index) => ({
      projectId: candidate.projectId,
      rank: index + 1,
      value: candidate.value,
      budget: candidate.budget,
      contributions: candidate.contributions,
    })),
    excluded: [...leftOut, ...excluded],
    meta: {
      model: OPTIMIZER_MODEL,
      status,
      objective: chosen.reduce((sum, candidate) => sum + candidate.value, 0),
      gap,
      totalBudget,
      candidates: candidates.length,
      solveMs: performance.now() - started,
    },
  };
}
