// Model linear-int-opt-v2 (issue 44), the pure part: the problem a request poses on a tenant's candidates (values as
// v1, each project's spend per listed year, its source, groups and relations), whether a selection honours it, why a
// project left out is out (the constraint that binds it), a greedy selection that respects every constraint, and the
// answer. The optimizer solves the 0-1 program with HiGHS on exactly these numbers; tests and the API check a
// selection with the same functions, so each rule has one definition.
import type { OptimizerAnswerSignature } from './answerClaim.ts';
import { formatMoney } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from '../validation/result.ts';
import { OPTIMIZER_MODEL } from './criteria.ts';
import {
  OPTIMIZER_MODEL_V2,
  capitalGroupLabel,
  formatShare,
  type CapitalGroupBy,
  type CapitalRequest,
} from './capitalRequest.ts';
import type { CapitalCandidateInput } from './instance.ts';
import { notChosenWithinBudget } from './model.ts';
import {
  byOptimizerValue,
  explainSelection,
  prepareSelection,
  type OptimizedProject,
  type OptimizerAppliedOverride,
  type OptimizerExcludedProject,
  type OptimizerOverrideAuthor,
  type PreparedSelection,
} from './selection.ts';

const texts = messages.optimizer.capital;

/** Tolerance of every ≤ and ≥ of the model, relative to the bound: budgets are ARS amounts of up to ~1e12. */
const RELATIVE_TOLERANCE = 1e-9;
const exceeds = (amount: number, limit: number) => amount > limit + RELATIVE_TOLERANCE * Math.max(1, Math.abs(limit));

export interface CapitalProblem {
  request: CapitalRequest;
  /** Values, pins and the projects that are not candidates, as v1 (budget limit checked by the model, not there). */
  prepared: PreparedSelection;
  /** Index-aligned with prepared.valued. */
  candidates: CapitalCandidateInput[];
  /** Budget of each candidate (above 0: a project without one is not a candidate, as v1). */
  budgets: Float64Array;
  /** The request's years, ascending, and their limits. */
  years: number[];
  yearLimits: number[];
  /** spend[i][k]: candidate i's spend in years[k]. */
  spend: Float64Array[];
  caps: { fundingSource: string; limit: number }[];
  /** Index into caps of each candidate's source, -1 when uncapped. */
  capOf: Int32Array;
  shares: { by: CapitalGroupBy; group: string; share: number }[];
  /** inShare[k][i]: candidate i belongs to shares[k]'s group. */
  inShare: Uint8Array[];
  /** Candidate indices each candidate requires. */
  requires: number[][];
  /** Names of required projects that are not candidates: the candidate cannot enter. */
  requiresMissing: string[][];
  alternativeGroups: string[];
  /** Index into alternativeGroups, -1 when none. */
  alternativeOf: Int32Array;
  /** Fixed in by keepInExecution. */
  keptInExecution: boolean[];
  /** The candidate's name, or its id when it has none. */
  names: string[];
}

/**
 * Budget spread evenly over the expected months from the planned start (absent → January of `firstYear`; absent or
 * under one month of duration → one month), as the spend in each of `years`. Months outside them are not counted.
 */
export function spendByYear(
  budget: number,
  durationMonths: number | null,
  start: string | null,
  years: readonly number[],
  firstYear: number,
): number[] {
  const months = Math.max(1, Math.round(durationMonths ?? 1) || 1);
  const startMonth = start ? Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 : firstYear * 12;
  const endMonth = startMonth + months;
  return years.map((year) => {
    const overlap = Math.min(endMonth, year * 12 + 12) - Math.max(startMonth, year * 12);
    return overlap > 0 ? (budget * overlap) / months : 0;
  });
}

/**
 * The problem `request` poses on `projects`: candidates and values as v1 (constraints, horizon and pins checked by
 * prepareSelection; the budget limit is the model's row here, so pins over it are a conflict the answer explains, not
 * a refusal), and every v2 number per candidate.
 */
export function prepareCapital(
  request: CapitalRequest,
  projects: readonly CapitalCandidateInput[],
): ValidationResult<CapitalProblem> {
  const { budgetLimit: _budgetLimit, ...unlimited } = request;
  const prepared = prepareSelection({ ...unlimited, model: OPTIMIZER_MODEL }, projects);
  if (!prepared.ok) return prepared;
  const byId = new Map(projects.map((project) => [project.projectId, project]));
  const candidates = prepared.value.valued.map((valued) => byId.get(valued.projectId)!);
  const indexOf = new Map(candidates.map((candidate, index) => [candidate.projectId, index]));
  const years = (request.years ?? []).map((entry) => entry.year);
  const firstYear = years[0] ?? 0;
  const caps = request.fundingCaps ?? [];
  const capIndex = new Map(caps.map((cap, index) => [cap.fundingSource, index]));
  const shares = request.minShare ?? [];
  const alternativeGroups: string[] = [];
  const alternativeIndex = new Map<string, number>();
  const budgets = Float64Array.from(prepared.value.valued, (valued) => valued.budget);
  const nameOf = (projectId: string) => byId.get(projectId)?.name ?? projectId;
  const problem: CapitalProblem = {
    request,
    prepared: prepared.value,
    candidates,
    budgets,
    years,
    yearLimits: (request.years ?? []).map((entry) => entry.limit),
    spend: candidates.map((candidate, index) =>
      Float64Array.from(spendByYear(budgets[index]!, candidate.duration_months, candidate.start, years, firstYear)),
    ),
    caps,
    capOf: Int32Array.from(candidates, (candidate) =>
      candidate.fundingSource === null ? -1 : (capIndex.get(candidate.fundingSource) ?? -1),
    ),
    shares,
    inShare: shares.map((share) =>
      Uint8Array.from(candidates, (candidate) => (candidate[share.by] === share.group ? 1 : 0)),
    ),
    requires: candidates.map((candidate) =>
      candidate.requires.flatMap((projectId) => {
        const index = indexOf.get(projectId);
        return index === undefined ? [] : [index];
      }),
    ),
    requiresMissing: candidates.map((candidate) =>
      candidate.requires.filter((projectId) => !indexOf.has(projectId)).map(nameOf),
    ),
    alternativeGroups,
    alternativeOf: Int32Array.from(candidates, (candidate) => {
      if (candidate.alternativeGroup === null) return -1;
      let index = alternativeIndex.get(candidate.alternativeGroup);
      if (index === undefined) {
        index = alternativeGroups.push(candidate.alternativeGroup) - 1;
        alternativeIndex.set(candidate.alternativeGroup, index);
      }
      return index;
    }),
    keptInExecution: candidates.map((candidate) => request.keepInExecution === true && candidate.inExecution),
    names: candidates.map((candidate) => candidate.name ?? candidate.projectId),
  };
  return { ok: true, value: problem };
}

/** The totals of a selection, kept up to date as projects are added. */
export interface CapitalUsage {
  selected: boolean[];
  total: number;
  yearSpend: number[];
  capUsed: number[];
  shareBudget: number[];
  /** The chosen candidate of each alternative group, -1 when none. */
  alternativeChosen: number[];
}

export function capitalUsage(problem: CapitalProblem, selected: readonly boolean[]): CapitalUsage {
  const usage: CapitalUsage = {
    selected: problem.candidates.map(() => false),
    total: 0,
    yearSpend: problem.years.map(() => 0),
    capUsed: problem.caps.map(() => 0),
    shareBudget: problem.shares.map(() => 0),
    alternativeChosen: problem.alternativeGroups.map(() => -1),
  };
  selected.forEach((chosen, index) => {
    if (chosen) addToUsage(problem, usage, index);
  });
  return usage;
}

export function addToUsage(problem: CapitalProblem, usage: CapitalUsage, index: number): void {
  const budget = problem.budgets[index]!;
  usage.selected[index] = true;
  usage.total += budget;
  problem.spend[index]!.forEach((amount, year) => (usage.yearSpend[year]! += amount));
  const cap = problem.capOf[index]!;
  if (cap >= 0) usage.capUsed[cap]! += budget;
  problem.inShare.forEach((members, share) => {
    if (members[index]) usage.shareBudget[share]! += budget;
  });
  const group = problem.alternativeOf[index]!;
  if (group >= 0 && usage.alternativeChosen[group] === -1) usage.alternativeChosen[group] = index;
}

/** Each minimum share holds for totals (group budgets, total): an empty selection holds them all. */
function sharesHold(problem: CapitalProblem, shareBudget: readonly number[], total: number): number {
  return problem.shares.findIndex((share, index) => exceeds(share.share * total, shareBudget[index]!));
}

/**
 * Why candidate `index` cannot join the selection `usage` describes — the first constraint it would break, in
 * Spanish — or null when it can. Pins are the caller's to check.
 */
export function capitalBlocker(problem: CapitalProblem, usage: CapitalUsage, index: number): string | null {
  const missing = problem.requiresMissing[index]![0];
  if (missing !== undefined) return interpolate(texts.exclusions.requiresMissing, { name: missing });
  const notSelected = problem.requires[index]!.find((required) => !usage.selected[required]);
  if (notSelected !== undefined) {
    return interpolate(texts.exclusions.requiresMissing, { name: problem.names[notSelected]! });
  }
  const group = problem.alternativeOf[index]!;
  if (group >= 0) {
    const chosen = usage.selected.findIndex(
      (selected, other) => selected && other !== index && problem.alternativeOf[other] === group,
    );
    if (chosen >= 0) return interpolate(texts.exclusions.alternativeChosen, { name: problem.names[chosen]! });
  }
  const budget = problem.budgets[index]!;
  const spend = problem.spend[index]!;
  for (let year = 0; year < problem.years.length; year++) {
    const limit = problem.yearLimits[year]!;
    if (spend[year]! > 0 && exceeds(usage.yearSpend[year]! + spend[year]!, limit)) {
      return interpolate(texts.exclusions.yearExhausted, {
        year: problem.years[year]!,
        spend: formatMoney(spend[year]!),
        missing: formatMoney(usage.yearSpend[year]! + spend[year]! - limit),
      });
    }
  }
  const cap = problem.capOf[index]!;
  if (cap >= 0 && budget > 0 && exceeds(usage.capUsed[cap]! + budget, problem.caps[cap]!.limit)) {
    return interpolate(texts.exclusions.sourceCap, {
      source: problem.caps[cap]!.fundingSource,
      budget: formatMoney(budget),
      missing: formatMoney(usage.capUsed[cap]! + budget - problem.caps[cap]!.limit),
    });
  }
  const limit = problem.request.budgetLimit;
  if (limit !== undefined && budget > 0 && exceeds(usage.total + budget, limit)) {
    return notChosenWithinBudget(problem.candidates[index]!.projectId, budget, limit - usage.total).reason;
  }
  const shareBudget = usage.shareBudget.map((amount, share) => amount + (problem.inShare[share]![index] ? budget : 0));
  const broken = sharesHold(problem, shareBudget, usage.total + budget);
  if (broken >= 0) {
    const share = problem.shares[broken]!;
    return interpolate(texts.exclusions.shareFloor, {
      group: capitalGroupLabel(share.by, share.group),
      share: formatShare(share.share),
    });
  }
  return null;
}

/**
 * The model's constraints in groups, as an infeasible request's explanation names them: the budget, each year, each
 * source's ceiling, each minimum share, the commitments, the pins in and out, the "requiere" relations and the
 * alternatives. A key is stable within one problem ("year:0", "source:2", …).
 */
export type CapitalConstraintGroup =
  | { key: 'budget' }
  | { key: `year:${number}`; index: number }
  | { key: `source:${number}`; index: number }
  | { key: `share:${number}`; index: number }
  | { key: 'keepInExecution' | 'include' | 'exclude' | 'requires' | 'alternatives' };

/** The groups present in this problem (a group that constrains nothing is left out). */
export function capitalConstraintGroups(problem: CapitalProblem): CapitalConstraintGroup[] {
  const groups: CapitalConstraintGroup[] = [];
  const { pins } = problem.prepared;
  if (problem.keptInExecution.some(Boolean)) groups.push({ key: 'keepInExecution' });
  if (pins.includes('include')) groups.push({ key: 'include' });
  if (pins.includes('exclude')) groups.push({ key: 'exclude' });
  if (problem.requires.some((list) => list.length) || problem.requiresMissing.some((list) => list.length)) {
    groups.push({ key: 'requires' });
  }
  if (problem.alternativeGroups.length) groups.push({ key: 'alternatives' });
  if (problem.request.budgetLimit !== undefined) groups.push({ key: 'budget' });
  problem.years.forEach((_, index) => groups.push({ key: `year:${index}`, index }));
  problem.caps.forEach((_, index) => groups.push({ key: `source:${index}`, index }));
  problem.shares.forEach((_, index) => groups.push({ key: `share:${index}`, index }));
  return groups;
}

/** One group as a Spanish sentence naming it, with its bound. */
export function capitalConflictSentence(problem: CapitalProblem, group: CapitalConstraintGroup): string {
  const conflicts = texts.conflicts;
  const fixedTotal = (fixed: (index: number) => boolean) => {
    const indices = problem.candidates.map((_, index) => index).filter(fixed);
    return {
      count: indices.length,
      total: formatMoney(indices.reduce((sum, index) => sum + problem.budgets[index]!, 0)),
    };
  };
  if ('index' in group) {
    const kind = group.key.slice(0, group.key.indexOf(':'));
    if (kind === 'year') {
      return interpolate(conflicts.year, {
        year: problem.years[group.index]!,
        limit: formatMoney(problem.yearLimits[group.index]!),
      });
    }
    if (kind === 'source') {
      const cap = problem.caps[group.index]!;
      return interpolate(conflicts.source, { source: cap.fundingSource, limit: formatMoney(cap.limit) });
    }
    const share = problem.shares[group.index]!;
    return interpolate(conflicts.share, {
      group: capitalGroupLabel(share.by, share.group),
      share: formatShare(share.share),
    });
  }
  switch (group.key) {
    case 'budget':
      return interpolate(conflicts.budget, { limit: formatMoney(problem.request.budgetLimit ?? 0) });
    case 'keepInExecution':
      return interpolate(
        conflicts.keepInExecution,
        fixedTotal((index) => problem.keptInExecution[index]!),
      );
    case 'include':
      return interpolate(
        conflicts.include,
        fixedTotal((index) => problem.prepared.pins[index] === 'include'),
      );
    case 'exclude':
      return interpolate(
        conflicts.exclude,
        fixedTotal((index) => problem.prepared.pins[index] === 'exclude'),
      );
    case 'requires':
      return conflicts.requires;
    case 'alternatives':
      return conflicts.alternatives;
  }
}

/**
 * Whether `selected` honours the problem's constraints — all of them, or only the groups whose key `active` accepts
 * (an infeasible request's explanation is checked this way).
 */
export function isCapitalFeasible(
  problem: CapitalProblem,
  selected: readonly boolean[],
  active: (key: CapitalConstraintGroup['key']) => boolean = () => true,
): boolean {
  const { pins } = problem.prepared;
  for (let index = 0; index < selected.length; index++) {
    if (active('include') && pins[index] === 'include' && !selected[index]) return false;
    if (active('exclude') && pins[index] === 'exclude' && selected[index]) return false;
    if (active('keepInExecution') && problem.keptInExecution[index] && !selected[index]) return false;
    if (!selected[index] || !active('requires')) continue;
    if (problem.requiresMissing[index]!.length > 0) return false;
    if (problem.requires[index]!.some((required) => !selected[required])) return false;
  }
  const usage = capitalUsage(problem, selected);
  if (active('alternatives')) {
    const chosen = new Array<number>(problem.alternativeGroups.length).fill(0);
    for (let index = 0; index < selected.length; index++) {
      const group = problem.alternativeOf[index]!;
      if (selected[index] && group >= 0 && ++chosen[group]! > 1) return false;
    }
  }
  if (usage.yearSpend.some((amount, year) => active(`year:${year}`) && exceeds(amount, problem.yearLimits[year]!))) {
    return false;
  }
  if (usage.capUsed.some((amount, cap) => active(`source:${cap}`) && exceeds(amount, problem.caps[cap]!.limit))) {
    return false;
  }
  const limit = problem.request.budgetLimit;
  if (active('budget') && limit !== undefined && exceeds(usage.total, limit)) return false;
  return problem.shares.every(
    (share, index) => !active(`share:${index}`) || !exceeds(share.share * usage.total, usage.shareBudget[index]!),
  );
}

/** Σ value of a selection. */
export function capitalObjective(problem: CapitalProblem, selected: readonly boolean[]): number {
  return problem.prepared.valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.value : sum), 0);
}

/**
 * A selection stopped within its gap may leave out a candidate that still fits: adding it can only raise the
 * objective (values are ≥ 0). Each free candidate left out, best value first, joins when no constraint stops it — so
 * every one still out has a binding constraint, which is what its reason says. In place.
 */
export function fillCapital(problem: CapitalProblem, selected: boolean[]): void {
  const usage = capitalUsage(problem, selected);
  const { valued, pins } = problem.prepared;
  const order = valued.map((_, index) => index).sort((a, b) => byOptimizerValue(valued[a]!, valued[b]!));
  // Adding one project can let in another that requires it: repeat until nothing more joins.
  for (let changed = true; changed;) {
    changed = false;
    for (const index of order) {
      if (selected[index] || pins[index] !== null || capitalBlocker(problem, usage, index) !== null) continue;
      selected[index] = true;
      addToUsage(problem, usage, index);
      changed = true;
    }
  }
}

/**
 * The greedy selection a planning office would make by hand, respecting every constraint: the commitments and pins
 * first, then each regional minimum's group filled (best value per peso first) towards its share of the limits,
 * then everyone by value per peso while nothing breaks. Null when it ends without honouring every constraint (the
 * solver then finds a selection, or says why there is none). It is HiGHS' first incumbent and the benchmark's
 * baseline.
 */
export function greedyCapital(problem: CapitalProblem): boolean[] | null {
  const count = problem.candidates.length;
  const { valued, pins } = problem.prepared;
  const committed = () =>
    Array.from({ length: count }, (_, index) => pins[index] === 'include' || problem.keptInExecution[index]!);
  const ratio = (index: number) =>
    problem.budgets[index]! > 0 ? valued[index]!.value / problem.budgets[index]! : Number.POSITIVE_INFINITY;
  const order = valued
    .map((_, index) => index)
    .filter((index) => pins[index] === null && !problem.keptInExecution[index])
    .sort((a, b) => ratio(b) - ratio(a) || byOptimizerValue(valued[a]!, valued[b]!));
  // The total the selection may reach: the tightest of the budget, the years' sum and everything.
  const everything = problem.budgets.reduce((sum, budget) => sum + budget, 0);
  const yearsTotal = problem.yearLimits.length ? problem.yearLimits.reduce((sum, limit) => sum + limit, 0) : everything;
  const target = Math.min(problem.request.budgetLimit ?? everything, yearsTotal, everything);
  // Filling a group towards its minimum ignores the minimums for a while (they are checked at the end).
  const withoutShares: CapitalProblem = { ...problem, shares: [], inShare: [] };
  let selected = committed();
  if (!isCapitalFeasible(withoutShares, selected)) return null;
  if (problem.shares.length) {
    const usage = capitalUsage(problem, selected);
    const plain = capitalUsage(withoutShares, selected);
    problem.shares.forEach((share, k) => {
      for (const index of order) {
        if (usage.shareBudget[k]! >= share.share * target) break;
        if (selected[index] || !problem.inShare[k]![index]) continue;
        if (capitalBlocker(withoutShares, plain, index) !== null) continue;
        selected[index] = true;
        addToUsage(problem, usage, index);
        addToUsage(withoutShares, plain, index);
      }
    });
    // The minimums could not all be met this way: from the commitments alone, adding only what keeps them.
    if (!isCapitalFeasible(problem, selected)) selected = committed();
  }
  const final = capitalUsage(problem, selected);
  for (let changed = true; changed;) {
    changed = false;
    for (const index of order) {
      if (selected[index] || capitalBlocker(problem, final, index) !== null) continue;
      selected[index] = true;
      addToUsage(problem, final, index);
      changed = true;
    }
  }
  return isCapitalFeasible(problem, selected) ? selected : null;
}

export interface CapitalYearUse {
  year: number;
  limit: number;
  spend: number;
}

export interface CapitalSourceUse {
  fundingSource: string;
  /** The request's ceiling, null when the source has none. */
  limit: number | null;
  used: number;
}

export interface CapitalShareUse {
  by: CapitalGroupBy;
  group: string;
  minimum: number;
  /** Its part of the total selected budget (0 with nothing selected). */
  share: number;
  budget: number;
}

export interface CapitalCurvePoint {
  /** Multiplier of every limit (budget, years, ceilings): 0.5 … 1.5. */
  factor: number;
  /** Σ value at that level; null when the constraints cannot hold there. */
  objective: number | null;
  gap: number | null;
  status: CapitalStatus;
}

export interface CapitalCurve {
  points: CapitalCurvePoint[];
  /** The first level from which each further 5 % of the limits buys less than 1 % more value; null if none. */
  flattensAt: number | null;
}

export type CapitalStatus = 'optimal' | 'time_limit' | 'infeasible';

export interface CapitalAnswerMeta {
  model: typeof OPTIMIZER_MODEL_V2;
  status: CapitalStatus;
  objective: number;
  gap: number | null;
  totalBudget: number;
  candidates: number;
  solveMs: number;
  /** When infeasible: the constraints that cannot all hold, each in one Spanish sentence. */
  conflicts?: string[];
  /** The optimizer service's signature (issue 44), as in v1. */
  signature?: OptimizerAnswerSignature;
}

export interface CapitalAnswer {
  data: OptimizedProject[];
  excluded: OptimizerExcludedProject[];
  overrides: OptimizerAppliedOverride[];
  years: CapitalYearUse[];
  sources: CapitalSourceUse[];
  shares: CapitalShareUse[];
  curve?: CapitalCurve;
  meta: CapitalAnswerMeta;
}

function usageReport(problem: CapitalProblem, usage: CapitalUsage) {
  const sourceUse = new Map<string, number>();
  problem.candidates.forEach((candidate, index) => {
    if (candidate.fundingSource === null) return;
    sourceUse.set(
      candidate.fundingSource,
      (sourceUse.get(candidate.fundingSource) ?? 0) + (usage.selected[index] ? problem.budgets[index]! : 0),
    );
  });
  for (const cap of problem.caps) if (!sourceUse.has(cap.fundingSource)) sourceUse.set(cap.fundingSource, 0);
  const limitOf = new Map(problem.caps.map((cap) => [cap.fundingSource, cap.limit]));
  return {
    years: problem.years.map((year, index) => ({
      year,
      limit: problem.yearLimits[index]!,
      spend: usage.yearSpend[index]!,
    })),
    sources: [...sourceUse]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([fundingSource, used]) => ({ fundingSource, limit: limitOf.get(fundingSource) ?? null, used })),
    shares: problem.shares.map((share, index) => ({
      by: share.by,
      group: share.group,
      minimum: share.share,
      budget: usage.shareBudget[index]!,
      share: usage.total > 0 ? usage.shareBudget[index]! / usage.total : 0,
    })),
  };
}

/**
 * The answer for a selection that honours the problem: v1's ranking, overrides and pinned-out reasons, each other
 * project left out with the constraint that binds it, the yearly spend against each limit, each source's use and each
 * minimum's share.
 */
export function explainCapital(
  problem: CapitalProblem,
  selected: readonly boolean[],
  solve: { status: 'optimal' | 'time_limit'; gap: number | null; solveMs: number },
  setBy: OptimizerOverrideAuthor | null,
): CapitalAnswer {
  const v1Request = { ...problem.request, model: OPTIMIZER_MODEL } as const;
  const { budgetLimit: _limit, ...request } = v1Request;
  const answer = explainSelection(request, problem.prepared, selected, solve, setBy);
  const usage = capitalUsage(problem, selected);
  const indexOf = new Map(problem.candidates.map((candidate, index) => [candidate.projectId, index]));
  const excluded = answer.excluded.map((row): OptimizerExcludedProject => {
    const index = indexOf.get(row.projectId);
    if (row.override || index === undefined) return row;
    return { projectId: row.projectId, reason: capitalBlocker(problem, usage, index) ?? texts.exclusions.notImproving };
  });
  return {
    data: answer.data,
    excluded,
    overrides: answer.overrides,
    ...usageReport(problem, usage),
    meta: { ...answer.meta, model: OPTIMIZER_MODEL_V2 },
  };
}

/** The answer when no selection honours the problem: nothing selected, and the constraints that conflict. */
export function explainInfeasible(
  problem: CapitalProblem,
  conflicts: string[],
  solveMs: number,
  setBy: OptimizerOverrideAuthor | null,
): CapitalAnswer {
  const selected = problem.candidates.map(() => false);
  const answer = explainCapital(problem, selected, { status: 'optimal', gap: null, solveMs }, setBy);
  return {
    ...answer,
    excluded: problem.prepared.notCandidates,
    meta: { ...answer.meta, status: 'infeasible', gap: null, conflicts },
  };
}
