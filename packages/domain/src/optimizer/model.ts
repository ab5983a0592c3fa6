// Model linear-int-opt-v1 (ARCHITECTURE.md §4), steps 1 and 2: which projects are candidates, and each candidate's
// value. Pure, so the optimizer service, its CLI and the tests share one definition; step 3 (the 0-1 choice under the
// budget limit) is the optimizer's, solved by HiGHS.
import { formatMoney, formatNumber } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { optimizerCriterionDefinition, type OptimizerCriterionKey } from './criteria.ts';
import type { OptimizerRequest, OptimizerRequestCriterion } from './request.ts';

/** What the model reads of a project: its id and the four criterion values (null when the project has none). */
export type OptimizerCandidateInput = { projectId: string } & Record<OptimizerCriterionKey, number | null>;

export interface OptimizerExclusionReason {
  projectId: string;
  /** Why it is out, in Spanish, with the bound or amount involved. */
  reason: string;
}

export interface ValuedCandidate {
  projectId: string;
  /** Budget counted against the limit (every candidate has one above 0: step 1 leaves out the others). */
  budget: number;
  /** 100 · Σ weight·normalised / Σ weight, 0..100. */
  value: number;
  /** Each criterion's share of the value (they add up to it). */
  contributions: Partial<Record<OptimizerCriterionKey, number>>;
}

const texts = messages.optimizer.exclusions;

const isValue = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const criterionLabel = (key: OptimizerCriterionKey) => messages.optimizer.criteria[key];

/** A bound as the person typed it: money for the budget, a plain es-AR number otherwise. */
function boundText(key: OptimizerCriterionKey, bound: number): string {
  return optimizerCriterionDefinition(key).currency ? formatMoney(bound) : formatNumber(bound);
}

/**
 * Why the project is not a candidate (step 1), or null when it is one. A project without a budget (none, or 0) is
 * out first (issue 43): counted free, it was always selected and crowded the ranking with what nobody has costed.
 */
function exclusionOf(
  project: OptimizerCandidateInput,
  criteria: readonly OptimizerRequestCriterion[],
  timeHorizon: number | undefined,
): string | null {
  if (!isValue(project.budget_amount) || project.budget_amount <= 0) return texts.withoutBudget;
  for (const criterion of criteria) {
    const { min, max } = criterion.constraint ?? {};
    if (min === undefined && max === undefined) continue;
    const value = project[criterion.key];
    const label = criterionLabel(criterion.key);
    if (!isValue(value)) return interpolate(texts.missingValue, { criterion: label });
    if (min !== undefined && value < min) {
      return interpolate(texts.belowMinimum, { criterion: label, bound: boundText(criterion.key, min) });
    }
    if (max !== undefined && value > max) {
      return interpolate(texts.aboveMaximum, { criterion: label, bound: boundText(criterion.key, max) });
    }
  }
  if (timeHorizon !== undefined) {
    const duration = project.duration_months;
    if (!isValue(duration)) return interpolate(texts.missingValue, { criterion: criterionLabel('duration_months') });
    if (duration > timeHorizon) {
      return interpolate(texts.overTimeHorizon, {
        duration: formatNumber(duration),
        horizon: formatNumber(timeHorizon),
      });
    }
  }
  return null;
}

/** Step 1: the projects that satisfy every constraint and the time horizon, and every other one with its reason. */
export function splitCandidates(
  request: Pick<OptimizerRequest, 'criteria' | 'timeHorizon'>,
  projects: readonly OptimizerCandidateInput[],
): { candidates: OptimizerCandidateInput[]; excluded: OptimizerExclusionReason[] } {
  const candidates: OptimizerCandidateInput[] = [];
  const excluded: OptimizerExclusionReason[] = [];
  for (const project of projects) {
    const reason = exclusionOf(project, request.criteria, request.timeHorizon);
    if (reason === null) candidates.push(project);
    else excluded.push({ projectId: project.projectId, reason });
  }
  return { candidates, excluded };
}

/**
 * Step 2: each criterion min-max normalised over the candidates' values to 0..1 (inverted when minimised; every
 * candidate with the same value → 1 for all), a missing value counting 0 whatever the direction (no credit for what
 * is not known), and value = 100 · Σ weight·normalised / Σ weight. With every weight 0 the criteria count equally (a
 * sum of zero weights would divide by zero).
 */
export function valueCandidates(
  criteria: readonly OptimizerRequestCriterion[],
  candidates: readonly OptimizerCandidateInput[],
): ValuedCandidate[] {
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const shareOf = (criterion: OptimizerRequestCriterion) =>
    totalWeight > 0 ? criterion.weight / totalWeight : 1 / criteria.length;
  const ranges = criteria.map((criterion) => {
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    for (const candidate of candidates) {
      const value = candidate[criterion.key];
      if (!isValue(value)) continue;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return { low, high };
  });
  const normalised = (criterion: OptimizerRequestCriterion, index: number, value: number | null): number => {
    if (!isValue(value)) return 0;
    const { low, high } = ranges[index]!;
    if (!(high > low)) return 1;
    const position = (value - low) / (high - low);
    return criterion.direction === 'minimize' ? 1 - position : position;
  };
  return candidates.map((candidate) => {
    const contributions: Partial<Record<OptimizerCriterionKey, number>> = {};
    let value = 0;
    criteria.forEach((criterion, index) => {
      const contribution = 100 * shareOf(criterion) * normalised(criterion, index, candidate[criterion.key]);
      contributions[criterion.key] = (contributions[criterion.key] ?? 0) + contribution;
      value += contribution;
    });
    const budget = candidate.budget_amount;
    return { projectId: candidate.projectId, budget: isValue(budget) ? budget : 0, value, contributions };
  });
}

/** Why a candidate the budget left out is out: the amount it would need beyond what is left of the limit. */
export function notChosenWithinBudget(projectId: string, budget: number, budgetLeft: number): OptimizerExclusionReason {
  return {
    projectId,
    reason: interpolate(texts.notChosenWithinBudget, {
      budget: formatMoney(budget),
      missing: formatMoney(Math.max(0, budget - budgetLeft)),
    }),
  };
}
