// linear-int-opt-v2 (issue 44) against brute-force enumeration on hundreds of random instances of ≤ 12 candidates (and
// some of 16), for every constraint kind alone, every pair of kinds and random combinations: the service's selection
// is feasible, its objective is the enumerated optimum (within the proven gap ≤ 1e-4), every project out has a binding
// reason, and an infeasible instance is detected with a named set of constraint groups that truly conflicts —
// infeasible together, feasible as soon as any one of them is dropped. Minimum shares are by province, organisation
// and executing area; the combinations' run counts its infeasible instances, so their explanation is surely checked.
// Every level of the efficiency curve is checked too, against enumeration at that level's limits (gap ≤ 1e-3). The
// checker below is written again from the words (month by month, not domain's formulas), so a mistake in
// domain's rules shows here too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OPTIMIZER_MODEL_V2,
  messages,
  prepareCapital,
  type CapitalCandidateInput,
  type CapitalRequest,
} from '@siipro/domain';
import { optimizeCapital } from '../src/model/optimize.ts';
import { CURVE_FACTORS, solveCapital } from '../src/model/solveCapital.ts';

const KINDS = ['budget', 'years', 'caps', 'shares', 'keep', 'requires', 'alternatives', 'pins'] as const;
type Kind = (typeof KINDS)[number];

const SOURCES = ['Tesoro', 'BID', 'Provincia'];
const PROVINCES = ['Salta', 'Jujuy', 'Chaco'];
const ORGANIZATIONS = ['Vialidad', 'Aguas del Norte'];
const AREAS = ['Obras', 'Hábitat'];
const GROUPS = { province: PROVINCES, organization: ORGANIZATIONS, executingArea: AREAS } as const;
const YEARS = [2027, 2028, 2029];

interface Instance {
  request: CapitalRequest;
  candidates: CapitalCandidateInput[];
}

const candidateArbitrary = (kinds: ReadonlySet<Kind>) =>
  fc.record({
    // Every candidate has a budget: one without is left out in step 1 (issue 43), which domain's tests cover.
    budget: fc.integer({ min: 1, max: 100 }),
    duration: fc.option(fc.integer({ min: 1, max: 30 }), { freq: 6 }),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { freq: 8 }),
    beneficiaries: fc.option(fc.integer({ min: 0, max: 5000 }), { freq: 4 }),
    start: fc.option(
      fc.record({ year: fc.integer({ min: 2026, max: 2029 }), month: fc.integer({ min: 1, max: 12 }) }),
      { freq: 4 },
    ),
    source: fc.option(fc.constantFrom(...SOURCES), { freq: 5 }),
    province: fc.option(fc.constantFrom(...PROVINCES), { freq: 6 }),
    organization: fc.option(fc.constantFrom(...ORGANIZATIONS), { freq: 6 }),
    executingArea: fc.option(fc.constantFrom(...AREAS), { freq: 6 }),
    inExecution: kinds.has('keep') ? fc.boolean() : fc.constant(false),
    requires: kinds.has('requires')
      ? fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 2 })
      : fc.constant<number[]>([]),
    alternative: kinds.has('alternatives')
      ? fc.option(fc.constantFrom('g1', 'g2'), { freq: 2 })
      : fc.constant<string | null>(null),
    pin: kinds.has('pins')
      ? fc.constantFrom<'include' | 'exclude' | null>(null, null, null, null, 'include', 'exclude')
      : fc.constant<'include' | 'exclude' | null>(null),
  });

const instanceArbitrary = (kinds: ReadonlySet<Kind>, maxCandidates: number) =>
  fc
    .record({
      rows: fc.array(candidateArbitrary(kinds), { minLength: 1, maxLength: maxCandidates }),
      budgetLimit: fc.integer({ min: 0, max: 600 }),
      years: fc.subarray(YEARS, { minLength: 1 }),
      yearLimits: fc.array(fc.integer({ min: 0, max: 250 }), { minLength: 3, maxLength: 3 }),
      capLimits: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 3, maxLength: 3 }),
      capped: fc.subarray(SOURCES, { minLength: 1 }),
      shares: fc.array(
        fc.record({
          by: fc.constantFrom('province' as const, 'organization' as const, 'executingArea' as const),
          share: fc.integer({ min: 5, max: 60 }),
        }),
        { minLength: 1, maxLength: 2 },
      ),
      budgetWeight: fc.integer({ min: 0, max: 3 }),
      ghost: fc.boolean(),
    })
    .map(({ rows, ...options }): Instance => {
      const ids = rows.map((_, index) => `p${index}`);
      const candidates = rows.map((row, index): CapitalCandidateInput => ({
        projectId: ids[index]!,
        name: `Obra ${index}`,
        budget_amount: row.budget,
        duration_months: row.duration,
        score: row.score,
        beneficiary_count: row.beneficiaries,
        start: row.start ? `${row.start.year}-${String(row.start.month).padStart(2, '0')}` : null,
        fundingSource: row.source,
        province: row.province,
        organization: row.organization,
        executingArea: row.executingArea,
        alternativeGroup: row.alternative,
        inExecution: row.inExecution,
        // Relations to projects of the instance (cycles allowed), and now and then one to a project that is absent.
        requires: [
          ...new Set(
            row.requires
              .map((other) => other % rows.length)
              .filter((other) => other !== index)
              .map((other) => ids[other]!),
          ),
          ...(options.ghost && row.requires.length === 2 ? ['ausente'] : []),
        ],
      }));
      const request: CapitalRequest = {
        model: OPTIMIZER_MODEL_V2,
        criteria: [
          { key: 'score', weight: 3, direction: 'maximize' },
          { key: 'budget_amount', weight: options.budgetWeight, direction: 'minimize' },
          { key: 'beneficiary_count', weight: 1, direction: 'maximize' },
        ],
      };
      if (kinds.has('budget')) request.budgetLimit = Math.max(1, options.budgetLimit);
      if (kinds.has('years')) {
        request.years = options.years.map((year, index) => ({ year, limit: options.yearLimits[index]! }));
      }
      if (kinds.has('caps')) {
        request.fundingCaps = options.capped.map((fundingSource, index) => ({
          fundingSource,
          limit: options.capLimits[index]!,
        }));
      }
      if (kinds.has('shares')) {
        // Two minimums on one dimension name two of its groups.
        request.minShare = options.shares.map((share, index) => ({
          by: share.by,
          group: GROUPS[share.by][index]!,
          share: share.share / 100,
        }));
      }
      if (kinds.has('keep')) request.keepInExecution = true;
      if (kinds.has('pins')) {
        const include = rows.flatMap((row, index) => (row.pin === 'include' ? [ids[index]!] : []));
        const exclude = rows.flatMap((row, index) => (row.pin === 'exclude' ? [ids[index]!] : []));
        if (include.length) request.include = include.map((projectId) => ({ projectId, reason: 'Compromiso' }));
        if (exclude.length) request.exclude = exclude.map((projectId) => ({ projectId, reason: 'Sin permiso' }));
      }
      return { request, candidates };
    });

const TOLERANCE = 1e-6;

/**
 * Whether `chosen` honours the instance, each group only when `active` says so — from the words: the budget
 * spread month by month from the start (January of the first listed year when absent), months outside the listed
 * years unlimited; ceilings per source; group budget ≥ share × total; requires; alternatives; commitments; pins.
 */
function honours({ request, candidates }: Instance, chosen: readonly boolean[], active: (key: string) => boolean) {
  const included = new Set(request.include?.map((pin) => pin.projectId));
  const excluded = new Set(request.exclude?.map((pin) => pin.projectId));
  const position = new Map(candidates.map((candidate, index) => [candidate.projectId, index]));
  const years = request.years ?? [];
  const firstYear = Math.min(...years.map((entry) => entry.year));
  const yearSpend = new Map<number, number>();
  const sourceUse = new Map<string, number>();
  const shareUse = (request.minShare ?? []).map(() => 0);
  const alternatives = new Map<string, number>();
  let total = 0;
  for (const [index, candidate] of candidates.entries()) {
    const selected = chosen[index]!;
    if (active('include') && included.has(candidate.projectId) && !selected) return false;
    if (active('exclude') && excluded.has(candidate.projectId) && selected) return false;
    if (active('keepInExecution') && request.keepInExecution && candidate.inExecution && !selected) return false;
    if (!selected) continue;
    if (active('requires') && candidate.requires.some((id) => !chosen[position.get(id) ?? -1])) return false;
    const budget = candidate.budget_amount ?? 0;
    total += budget;
    if (candidate.fundingSource)
      sourceUse.set(candidate.fundingSource, (sourceUse.get(candidate.fundingSource) ?? 0) + budget);
    (request.minShare ?? []).forEach((share, index) => {
      if (candidate[share.by] === share.group) shareUse[index]! += budget;
    });
    if (candidate.alternativeGroup) {
      alternatives.set(candidate.alternativeGroup, (alternatives.get(candidate.alternativeGroup) ?? 0) + 1);
    }
    const months = Math.max(1, candidate.duration_months ?? 1);
    let year = candidate.start ? Number(candidate.start.slice(0, 4)) : firstYear;
    let month = candidate.start ? Number(candidate.start.slice(5, 7)) : 1;
    for (let step = 0; step < months; step++) {
      yearSpend.set(year, (yearSpend.get(year) ?? 0) + budget / months);
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
  }
  if (active('alternatives') && [...alternatives.values()].some((count) => count > 1)) return false;
  if (active('budget') && request.budgetLimit !== undefined && total > request.budgetLimit + TOLERANCE) return false;
  for (const [index, entry] of years.entries()) {
    if (active(`year:${index}`) && (yearSpend.get(entry.year) ?? 0) > entry.limit + TOLERANCE) return false;
  }
  for (const [index, cap] of (request.fundingCaps ?? []).entries()) {
    if (active(`source:${index}`) && (sourceUse.get(cap.fundingSource) ?? 0) > cap.limit + TOLERANCE) return false;
  }
  for (const [index, share] of (request.minShare ?? []).entries()) {
    if (active(`share:${index}`) && shareUse[index]! < share.share * total - TOLERANCE) return false;
  }
  return true;
}

const everything = () => true;

/** The best objective over every subset (null when none honours the instance), by enumeration. */
function bruteForce(instance: Instance, values: readonly number[], active: (key: string) => boolean = everything) {
  const count = instance.candidates.length;
  let best: number | null = null;
  const chosen = new Array<boolean>(count).fill(false);
  for (let mask = 0; mask < 1 << count; mask++) {
    let objective = 0;
    for (let index = 0; index < count; index++) {
      chosen[index] = (mask & (1 << index)) !== 0;
      if (chosen[index]) objective += values[index]!;
    }
    if ((best === null || objective > best) && honours(instance, chosen, active)) best = objective;
  }
  return best;
}

/** What a run of instances went through, so a test can say each outcome was checked. */
function newTally() {
  return { feasible: 0, infeasible: 0 };
}
type Tally = ReturnType<typeof newTally>;

async function checkAgainstEnumeration(instance: Instance, tally: Tally = newTally()): Promise<void> {
  const problem = prepareCapital(instance.request, instance.candidates);
  if (!problem.ok) throw new Error(problem.error);
  // Values are v1's (tested there); the candidates keep their order, every one being a candidate here.
  const values = problem.value.prepared.valued.map((candidate) => candidate.value);
  const best = bruteForce(instance, values);
  const result = await optimizeCapital(instance.request, instance.candidates, { timeLimitSeconds: 20 });
  if (!result.ok) throw new Error(result.error);
  const answer = result.value;
  if (best === null) {
    tally.infeasible++;
    expect(answer.meta.status).toBe('infeasible');
    expect(answer.data).toEqual([]);
    const solution = await solveCapital(problem.value, { timeLimitSeconds: 20 });
    const named = new Set<string>(solution.conflictGroups);
    expect(named.size).toBeGreaterThan(0);
    expect(answer.meta.conflicts).toHaveLength(named.size);
    expect(
      answer.meta.conflicts!.some((sentence) => sentence === messages.optimizer.capital.conflicts.undetermined),
    ).toBe(false);
    // The named groups conflict on their own…
    expect(bruteForce(instance, values, (key) => named.has(key))).toBeNull();
    // …and dropping any one of them leaves a selection.
    for (const key of named) {
      expect(bruteForce(instance, values, (other) => other !== key && named.has(other))).not.toBeNull();
    }
    return;
  }
  tally.feasible++;
  expect(answer.meta.status).toBe('optimal');
  expect(answer.meta.gap).not.toBeNull();
  expect(answer.meta.gap!).toBeLessThanOrEqual(1e-4);
  const selectedIds = new Set(answer.data.map((row) => row.projectId));
  const chosen = instance.candidates.map((candidate) => selectedIds.has(candidate.projectId));
  expect(honours(instance, chosen, everything)).toBe(true);
  expect(answer.meta.objective).toBeGreaterThanOrEqual(best - 1e-4 * Math.max(1, best) - 1e-9);
  expect(answer.meta.objective).toBeLessThanOrEqual(best + 1e-9);
  // Every project out says what binds it: a person's reason or a constraint, never the fallback.
  expect(answer.excluded.map((row) => row.reason)).not.toContain(messages.optimizer.capital.exclusions.notImproving);
  expect(answer.data.length + answer.excluded.length).toBe(instance.candidates.length);
}

/** The instance with every limit (budget, years, ceilings) times `factor`: one level of the efficiency curve. */
function atLevel({ request, candidates }: Instance, factor: number): Instance {
  return {
    candidates,
    request: {
      ...request,
      ...(request.budgetLimit === undefined ? {} : { budgetLimit: request.budgetLimit * factor }),
      ...(request.years ? { years: request.years.map((entry) => ({ ...entry, limit: entry.limit * factor })) } : {}),
      ...(request.fundingCaps
        ? { fundingCaps: request.fundingCaps.map((cap) => ({ ...cap, limit: cap.limit * factor })) }
        : {}),
    },
  };
}

/** Each of the curve's 21 levels: the enumerated optimum at that level's limits within 1e-3, or none when none. */
async function checkCurve(instance: Instance, tally: Tally): Promise<void> {
  const problem = prepareCapital(instance.request, instance.candidates);
  if (!problem.ok) throw new Error(problem.error);
  const values = problem.value.prepared.valued.map((candidate) => candidate.value);
  const result = await optimizeCapital({ ...instance.request, curve: true }, instance.candidates, {
    timeLimitSeconds: 20,
  });
  if (!result.ok) throw new Error(result.error);
  if (result.value.meta.status === 'infeasible') return;
  const { points } = result.value.curve!;
  expect(points.map((point) => point.factor)).toEqual(CURVE_FACTORS);
  for (const point of points) {
    const best = bruteForce(atLevel(instance, point.factor), values);
    if (best === null) {
      tally.infeasible++;
      expect(point.objective, `×${point.factor}`).toBeNull();
      expect(point.status).toBe('infeasible');
      continue;
    }
    tally.feasible++;
    expect(point.status, `×${point.factor}`).toBe('optimal');
    expect(point.gap!).toBeLessThanOrEqual(1e-3);
    expect(point.objective!, `×${point.factor}`).toBeGreaterThanOrEqual(best - 1e-3 * Math.max(1, best) - 1e-9);
    expect(point.objective!, `×${point.factor}`).toBeLessThanOrEqual(best + 1e-9);
  }
}

const PAIRS = KINDS.flatMap((first, index) => KINDS.slice(index + 1).map((second) => [first, second] as const));

describe('linear-int-opt-v2 against enumeration', () => {
  for (const kind of KINDS) {
    it(`${kind} alone: same optimum, a feasible selection, gap ≤ 1e-4 (60 instances)`, async () => {
      await fc.assert(
        fc.asyncProperty(instanceArbitrary(new Set([kind]), 12), (instance) => checkAgainstEnumeration(instance)),
        { numRuns: 60 },
      );
    }, 120_000);
  }

  it(`every pair of kinds (${PAIRS.length} pairs, 15 instances each)`, async () => {
    for (const pair of PAIRS) {
      await fc.assert(
        fc.asyncProperty(instanceArbitrary(new Set(pair), 12), (instance) => checkAgainstEnumeration(instance)),
        { numRuns: 15 },
      );
    }
  }, 300_000);

  it('random combinations of every kind (250 instances), infeasible ones among them explained', async () => {
    const tally = newTally();
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...KINDS], { minLength: 2 }).chain((kinds) => instanceArbitrary(new Set(kinds), 12)),
        (instance) => checkAgainstEnumeration(instance, tally),
      ),
      { numRuns: 250 },
    );
    // Both outcomes were checked (a counterexample would have thrown above).
    // About half of them are infeasible (runs gave 110–122 of 250): far from these floors.
    expect(tally.infeasible).toBeGreaterThanOrEqual(50);
    expect(tally.feasible).toBeGreaterThanOrEqual(50);
  }, 300_000);

  it('every kind at once at 16 candidates (25 instances)', async () => {
    await fc.assert(
      fc.asyncProperty(instanceArbitrary(new Set(KINDS), 16), (instance) => checkAgainstEnumeration(instance)),
      { numRuns: 25 },
    );
  }, 300_000);

  it('the efficiency curve: each of its 21 levels is that level’s optimum within 1e-3 (30 instances)', async () => {
    const tally = newTally();
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...KINDS], { minLength: 1 }).chain((kinds) => instanceArbitrary(new Set(kinds), 10)),
        (instance) => checkCurve(instance, tally),
      ),
      { numRuns: 30 },
    );
    expect(tally.feasible).toBeGreaterThan(0);
  }, 300_000);
});
