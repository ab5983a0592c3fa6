// linear-int-opt-v1 around its step 3 (ARCHITECTURE.md §4, issue 17): what the solve needs (candidates, values and
// the overrides as pins, checked against the tenant's projects) and the answer that explains a selection — rank,
// value and contributions of each selected project, every project left out with its reason, the overrides with who
// set them and why, and meta. Pure: the optimizer service and its CLI build their answer with it after HiGHS chose,
// and the API rebuilds a saved scenario's result with it from its own data, so a stored result is never the client's
// word alone.
import type { OptimizerAnswerSignature } from './answerClaim.ts';
import { formatMoney } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import { OPTIMIZER_MODEL, type OptimizerCriterionKey } from './criteria.ts';
import {
  notChosenWithinBudget,
  splitCandidates,
  valueCandidates,
  type OptimizerCandidateInput,
  type OptimizerExclusionReason,
  type ValuedCandidate,
} from './model.ts';
import { OPTIMIZER_OVERRIDE_LISTS, type OptimizerOverrideList, type OptimizerRequest } from './request.ts';

/** Who set an override: the caller of the run (their access token's uid and e-mail; the API adds the name). */
export interface OptimizerOverrideAuthor {
  userId: string;
  email: string;
  name?: string;
}

export interface OptimizerAppliedOverride {
  projectId: string;
  pin: OptimizerOverrideList;
  reason: string;
  /** Null when no person is known (`pnpm optimize`). */
  setBy: OptimizerOverrideAuthor | null;
}

export interface OptimizedProject {
  projectId: string;
  rank: number;
  value: number;
  budget: number;
  contributions: Partial<Record<OptimizerCriterionKey, number>>;
  /** Present when a person pinned it in (include). */
  override?: true;
}

export interface OptimizerExcludedProject extends OptimizerExclusionReason {
  /** Present when a person pinned it out (exclude): `reason` is theirs. */
  override?: true;
}

export type OptimizerSelectionStatus = 'optimal' | 'time_limit';

export interface OptimizerAnswerMeta {
  model: typeof OPTIMIZER_MODEL;
  status: OptimizerSelectionStatus;
  objective: number;
  /** The relative gap HiGHS proved (0 without a budget limit: every candidate is selected); null if none. */
  gap: number | null;
  totalBudget: number;
  candidates: number;
  solveMs: number;
  /** The optimizer service's signature (issue 44): what a scenario save must carry. Absent from `pnpm optimize`. */
  signature?: OptimizerAnswerSignature;
}

export interface OptimizerAnswer {
  data: OptimizedProject[];
  excluded: OptimizerExcludedProject[];
  overrides: OptimizerAppliedOverride[];
  meta: OptimizerAnswerMeta;
}

/** The pin of each valued candidate: pinned in, pinned out, or free. */
export type OptimizerPin = OptimizerOverrideList | null;

export interface PreparedSelection {
  valued: ValuedCandidate[];
  /** Index-aligned with `valued`. */
  pins: OptimizerPin[];
  /** The projects that are not candidates (step 1), with their reason. */
  notCandidates: OptimizerExclusionReason[];
}

const texts = messages.optimizer.overrides;

/** Highest value first; equal values by smaller budget, then by id, so the ranking never depends on input order. */
export function byOptimizerValue(a: ValuedCandidate, b: ValuedCandidate): number {
  return b.value - a.value || a.budget - b.budget || a.projectId.localeCompare(b.projectId);
}

/**
 * Steps 1 and 2, and the overrides checked against the tenant's projects: a project that is not among them, or the
 * inclusion of one that is not a candidate (with the reason it is not), or included projects whose budgets add up to
 * more than the limit, is the request's fault — a Spanish message, nothing solved. (Excluding a project that is not
 * a candidate is harmless: it stays out with its constraint's reason.) Values are normalised over every candidate,
 * pinned or not: an override constrains the choice, not the values of the others.
 */
export function prepareSelection(
  request: OptimizerRequest,
  projects: readonly OptimizerCandidateInput[],
): ValidationResult<PreparedSelection> {
  const { candidates, excluded } = splitCandidates(request, projects);
  const known = new Set(projects.map((project) => project.projectId));
  const notCandidate = new Map(excluded.map((exclusion) => [exclusion.projectId, exclusion.reason]));
  for (const list of OPTIMIZER_OVERRIDE_LISTS) {
    for (const { projectId } of request[list] ?? []) {
      if (!known.has(projectId)) return { ok: false, error: interpolate(texts.unknownProject, { projectId }) };
      const reason = notCandidate.get(projectId);
      if (list === 'include' && reason !== undefined) {
        return { ok: false, error: interpolate(texts.includeNotCandidate, { projectId, reason }) };
      }
    }
  }
  const valued = valueCandidates(request.criteria, candidates);
  const pinOf = new Map<string, OptimizerPin>();
  for (const list of OPTIMIZER_OVERRIDE_LISTS) {
    for (const { projectId } of request[list] ?? []) pinOf.set(projectId, list);
  }
  const pins = valued.map((candidate) => pinOf.get(candidate.projectId) ?? null);
  if (request.budgetLimit !== undefined) {
    const included = valued.reduce(
      (sum, candidate, index) => (pins[index] === 'include' ? sum + candidate.budget : sum),
      0,
    );
    if (included > request.budgetLimit) {
      return {
        ok: false,
        error: interpolate(texts.includedOverBudget, {
          total: formatMoney(included),
          limit: formatMoney(request.budgetLimit),
        }),
      };
    }
  }
  return { ok: true, value: { valued, pins, notCandidates: excluded } };
}

/** Without a budget limit every candidate is selected but those pinned out. */
export function selectAllButPinnedOut(prepared: PreparedSelection): boolean[] {
  return prepared.pins.map((pin) => pin !== 'exclude');
}

/**
 * A selection HiGHS stopped within its gap may leave out a candidate that still fits: adding it can only raise the
 * objective (values are ≥ 0), so every free candidate left out truly does not fit — which is what its reason says.
 * Pinned ones stay as pinned. Returns the selection's total budget; `selected` is completed in place.
 */
export function fillWhatStillFits(prepared: PreparedSelection, selected: boolean[], budgetLimit: number): number {
  const { valued, pins } = prepared;
  let spent = valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.budget : sum), 0);
  const order = valued.map((_, index) => index).sort((a, b) => byOptimizerValue(valued[a]!, valued[b]!));
  for (const index of order) {
    if (!selected[index] && pins[index] === null && spent + valued[index]!.budget <= budgetLimit) {
      selected[index] = true;
      spent += valued[index]!.budget;
    }
  }
  return spent;
}

/**
 * The answer for `selected` (index-aligned with prepared.valued): the selection ranked, every candidate left out
 * with its reason (pinned out: the person's reason; otherwise what it would need of the budget), then the projects
 * that are not candidates; the overrides with who set them; meta with the solve's own status, gap and time.
 */
export function explainSelection(
  request: OptimizerRequest,
  prepared: PreparedSelection,
  selected: readonly boolean[],
  solve: { status: OptimizerSelectionStatus; gap: number | null; solveMs: number },
  setBy: OptimizerOverrideAuthor | null,
): OptimizerAnswer {
  const { valued, pins } = prepared;
  const reasonOf = new Map(
    OPTIMIZER_OVERRIDE_LISTS.flatMap((list) =>
      (request[list] ?? []).map((override) => [override.projectId, override.reason] as const),
    ),
  );
  const totalBudget = valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.budget : sum), 0);
  const chosen = valued.map((_, index) => index).filter((index) => selected[index]);
  chosen.sort((a, b) => byOptimizerValue(valued[a]!, valued[b]!));
  const leftOut = valued.map((_, index) => index).filter((index) => !selected[index]);
  leftOut.sort((a, b) => byOptimizerValue(valued[a]!, valued[b]!));
  const budgetLeft = request.budgetLimit === undefined ? 0 : request.budgetLimit - totalBudget;
  const pinnedOut: OptimizerExcludedProject[] = [];
  const notChosen: OptimizerExcludedProject[] = [];
  for (const index of leftOut) {
    const candidate = valued[index]!;
    if (pins[index] === 'exclude') {
      pinnedOut.push({ projectId: candidate.projectId, reason: reasonOf.get(candidate.projectId)!, override: true });
    } else {
      notChosen.push(notChosenWithinBudget(candidate.projectId, candidate.budget, budgetLeft));
    }
  }
  return {
    data: chosen.map((index, position) => {
      const candidate = valued[index]!;
      const row: OptimizedProject = {
        projectId: candidate.projectId,
        rank: position + 1,
        value: candidate.value,
        budget: candidate.budget,
        contributions: candidate.contributions,
      };
      if (pins[index] === 'include') row.override = true;
      return row;
    }),
    excluded: [...notChosen, ...pinnedOut, ...prepared.notCandidates],
    overrides: OPTIMIZER_OVERRIDE_LISTS.flatMap((list) =>
      (request[list] ?? []).map((override) => ({ ...override, pin: list, setBy })),
    ),
    meta: {
      model: OPTIMIZER_MODEL,
      status: solve.status,
      objective: chosen.reduce((sum, index) => sum + valued[index]!.value, 0),
      gap: solve.gap,
      totalBudget,
      candidates: valued.length,
      solveMs: solve.solveMs,
    },
  };
}
