// linear-int-opt-v2's integer program (issue 44), solved by HiGHS as v1's is: one binary per candidate maximising
// Σ value, with the rows of domain's CapitalProblem — the budget, each year's spend, each source's ceiling, each
// minimum share (linear: Σ_group b·x − share·Σ b·x ≥ 0), x_B ≤ x_A for "B requiere A", Σ x ≤ 1 per alternative group —
// and the commitments and pins as column bounds. When no selection exists it names the constraint groups that
// conflict: a deletion filter relaxes one group at a time and keeps only those whose removal makes the rest feasible,
// so what the answer names is a minimal conflicting set (removing any one of them makes a selection possible).
// The efficiency curve re-solves the same model at 21 levels of the limits, each warm-started from its neighbour.
import highsLoader, { type Highs, type Model } from 'highs';
import {
  capitalConflictSentence,
  capitalConstraintGroups,
  fillCapital,
  greedyCapital,
  isCapitalFeasible,
  messages,
  type CapitalConstraintGroup,
  type CapitalCurve,
  type CapitalCurvePoint,
  type CapitalProblem,
} from '@siipro/domain';
import { MIP_RELATIVE_GAP } from './solveSelection.ts';

/** Each curve point is proved to this gap (issue 44). */
export const CURVE_RELATIVE_GAP = 1e-3;
/** The curve's levels: −50 % … +50 % of every limit, 21 points. */
export const CURVE_FACTORS = Array.from({ length: 21 }, (_, step) => Math.round((0.5 + step * 0.05) * 100) / 100);
/** A level after which each further step buys less than this share more value is where the curve flattens. */
const FLAT_GAIN = 0.01;

let runtime: Promise<Highs> | null = null;
function loadHighs(): Promise<Highs> {
  runtime ??= highsLoader();
  return runtime;
}

type GroupKey = CapitalConstraintGroup['key'];

interface Row {
  /** 'total' is the definition of the total column, never relaxed. */
  group: GroupKey | 'total';
  lower: number;
  upper: number;
  /** The bound the curve scales (ARS), or null for rows the limits do not touch. */
  limit: number | null;
  /** 1 / the row's scale: coefficients and bounds are divided by it so that every row is of order 1. */
  scale: number;
  columns: number[];
  values: number[];
}

/**
 * The rows of the problem, each tagged with its constraint group. Column `count` (after the candidates) is the total
 * selected budget in units of the largest budget, T = Σ b·x / largest: the budget limit bounds it, and each minimum
 * share reads Σ_group b·x / largest − share·T ≥ 0 over the group's members only — 24 dense share rows over 10 000
 * candidates would be 240 000 coefficients; with T they are the group's own.
 */
function buildRows(problem: CapitalProblem): Row[] {
  const rows: Row[] = [];
  const count = problem.candidates.length;
  const total = count;
  const all = Array.from({ length: count }, (_, index) => index);
  const knapsack = (group: GroupKey, members: number[], coefficient: (index: number) => number, limit: number) => {
    const columns = members.filter((index) => coefficient(index) !== 0);
    const scale = Math.max(1, limit);
    const values = columns.map((index) => coefficient(index) / scale);
    rows.push({ group, lower: -Infinity, upper: limit / scale, limit, scale, columns, values });
  };
  const largest = problem.budgets.reduce((max, budget) => Math.max(max, budget), 1);
  const spending = all.filter((index) => problem.budgets[index]! > 0);
  rows.push({
    group: 'total',
    lower: 0,
    upper: 0,
    limit: null,
    scale: largest,
    columns: [...spending, total],
    values: [...spending.map((index) => problem.budgets[index]! / largest), -1],
  });
  if (problem.request.budgetLimit !== undefined) {
    const limit = problem.request.budgetLimit;
    rows.push({
      group: 'budget',
      lower: -Infinity,
      upper: limit / largest,
      limit,
      scale: largest,
      columns: [total],
      values: [1],
    });
  }
  problem.years.forEach((_, year) => {
    knapsack(`year:${year}`, all, (index) => problem.spend[index]![year]!, problem.yearLimits[year]!);
  });
  problem.caps.forEach((cap, source) => {
    const members = all.filter((index) => problem.capOf[index] === source);
    knapsack(`source:${source}`, members, (index) => problem.budgets[index]!, cap.limit);
  });
  problem.shares.forEach((share, k) => {
    const members = spending.filter((index) => problem.inShare[k]![index]);
    rows.push({
      group: `share:${k}`,
      lower: 0,
      upper: Infinity,
      limit: null,
      scale: largest,
      columns: [...members, total],
      values: [...members.map((index) => problem.budgets[index]! / largest), -share.share],
    });
  });
  problem.requires.forEach((required, index) => {
    for (const other of required) {
      rows.push({
        group: 'requires',
        lower: -Infinity,
        upper: 0,
        limit: null,
        scale: 1,
        columns: [index, other],
        values: [1, -1],
      });
    }
    if (problem.requiresMissing[index]!.length > 0) {
      rows.push({
        group: 'requires',
        lower: -Infinity,
        upper: 0,
        limit: null,
        scale: 1,
        columns: [index],
        values: [1],
      });
    }
  });
  const members = problem.alternativeGroups.map((): number[] => []);
  problem.alternativeOf.forEach((group, index) => {
    if (group >= 0) members[group]!.push(index);
  });
  for (const columns of members) {
    if (columns.length < 2) continue;
    rows.push({
      group: 'alternatives',
      lower: -Infinity,
      upper: 1,
      limit: null,
      scale: 1,
      columns,
      values: columns.map(() => 1),
    });
  }
  return rows;
}

/** Column bounds with the bound groups `active` accepts; null when a column's lower bound passes its upper one. */
function columnBounds(problem: CapitalProblem, active: (key: GroupKey) => boolean) {
  const count = problem.candidates.length;
  const lower = new Float64Array(count);
  const upper = new Float64Array(count).fill(1);
  const { pins } = problem.prepared;
  for (let index = 0; index < count; index++) {
    if (
      (active('include') && pins[index] === 'include') ||
      (active('keepInExecution') && problem.keptInExecution[index])
    ) {
      lower[index] = 1;
    }
    if (active('exclude') && pins[index] === 'exclude') upper[index] = 0;
    if (lower[index]! > upper[index]!) return null;
  }
  return { lower, upper };
}

export type CapitalSolveStatus = 'optimal' | 'time_limit' | 'infeasible';

export interface CapitalSolution {
  selected: boolean[];
  status: CapitalSolveStatus;
  gap: number | null;
  /** When infeasible: the conflicting constraint groups, each in a Spanish sentence… */
  conflicts?: string[];
  /** …and their keys (empty when time ran out before they were known). */
  conflictGroups?: GroupKey[];
  curve?: CapitalCurve;
}

export interface CapitalSolveOptions {
  timeLimitSeconds: number;
  /** Also the efficiency curve (21 levels). */
  curve?: boolean;
}

type HighsModel = Model;

/**
 * The best selection for the problem (filled with whatever still fits, so every project out has a binding
 * constraint), HiGHS' status and gap; or, when none exists, the constraint groups that conflict.
 */
export async function solveCapital(problem: CapitalProblem, options: CapitalSolveOptions): Promise<CapitalSolution> {
  const count = problem.candidates.length;
  const groups = capitalConstraintGroups(problem);
  const rows = buildRows(problem);
  const highs = await loadHighs();
  const starts = new Int32Array(rows.length + 1);
  let entries = 0;
  rows.forEach((row, index) => {
    entries += row.columns.length;
    starts[index + 1] = entries;
  });
  const indices = new Int32Array(entries);
  const coefficients = new Float64Array(entries);
  let at = 0;
  for (const row of rows) {
    row.columns.forEach((column, position) => {
      indices[at] = column;
      coefficients[at++] = row.values[position]!;
    });
  }
  const bounds = columnBounds(problem, () => true) ?? {
    lower: new Float64Array(count),
    upper: new Float64Array(count).fill(1),
  };
  const largest = problem.budgets.reduce((max, budget) => Math.max(max, budget), 1);
  /** A selection as the model's columns: the candidates' 0/1 and the total column. */
  const columnsOf = (selected: readonly boolean[]) => {
    const values = new Float64Array(count + 1);
    selected.forEach((chosen, index) => {
      if (!chosen) return;
      values[index] = 1;
      values[count] = values[count]! + problem.budgets[index]! / largest;
    });
    return values;
  };
  const finite = (value: number) =>
    value === Infinity ? highs.infinity : value === -Infinity ? -highs.infinity : value;
  const greedy = greedyCapital(problem);
  if (count === 0) return { selected: [], status: 'optimal', gap: 0 };
  return highs.withModel(
    {
      numCols: count + 1,
      numRows: rows.length,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from([...problem.prepared.valued.map((candidate) => candidate.value), 0]),
      colLower: Float64Array.from([...bounds.lower, 0]),
      colUpper: Float64Array.from([...bounds.upper, highs.infinity]),
      rowLower: Float64Array.from(rows, (row) => finite(row.lower)),
      rowUpper: Float64Array.from(rows, (row) => finite(row.upper)),
      matrix: { format: 'csr', numRows: rows.length, numCols: count + 1, starts, indices, values: coefficients },
      integrality: Int32Array.from({ length: count + 1 }, (_, index) =>
        index < count ? highs.constants.variableType.integer : highs.constants.variableType.continuous,
      ),
    },
    (model): CapitalSolution => {
      const { modelStatus } = highs.constants;
      model.options.set({ output_flag: false, mip_rel_gap: MIP_RELATIVE_GAP });
      const run = (timeLimit: number, start: readonly boolean[] | null) => {
        model.options.set({ time_limit: timeLimit });
        model.zeroAllClocks();
        if (start) model.setSolution({ colValue: columnsOf(start) });
        model.run();
        const status = model.getModelStatus();
        const hasSolution = Number(model.info.get('primal_solution_status')) === 2;
        const selected = hasSolution
          ? Array.from(model.getSolution().colValue.subarray(0, count), (value) => value > 0.5)
          : null;
        const gap = Number(model.info.get('mip_gap'));
        return {
          infeasible: status === modelStatus.infeasible || status === modelStatus.unboundedOrInfeasible,
          optimal: status === modelStatus.optimal,
          selected,
          gap: Number.isFinite(gap) ? Math.max(0, gap) : null,
        };
      };

      const first = columnBounds(problem, () => true) === null ? null : run(options.timeLimitSeconds, greedy);
      if (first === null || first.infeasible || (first.selected === null && greedy === null)) {
        if (first !== null && !first.infeasible) {
          // Time ran out before HiGHS found any selection or proved there is none.
          return {
            selected: new Array<boolean>(count).fill(false),
            status: 'infeasible',
            gap: null,
            conflicts: [messages.optimizer.capital.conflicts.undetermined],
            conflictGroups: [],
          };
        }
        const conflictGroups = findConflicts(problem, groups, rows, model, highs, options.timeLimitSeconds);
        return {
          selected: new Array<boolean>(count).fill(false),
          status: 'infeasible',
          gap: null,
          conflicts: conflictGroups.length
            ? conflictGroups.map((group) => capitalConflictSentence(problem, group))
            : [messages.optimizer.capital.conflicts.undetermined],
          conflictGroups: conflictGroups.map((group) => group.key),
        };
      }
      // HiGHS' tolerances are absolute on scaled rows: its selection is kept only if domain's exact check agrees;
      // otherwise the greedy one stands, with no gap proved.
      const trusted = first.selected !== null && isCapitalFeasible(problem, first.selected);
      const selected = (trusted ? first.selected : greedy) ?? new Array<boolean>(count).fill(false);
      fillCapital(problem, selected);
      const solution: CapitalSolution = {
        selected,
        status: trusted && first.optimal ? 'optimal' : 'time_limit',
        gap: trusted ? first.gap : null,
      };
      if (options.curve) solution.curve = efficiencyCurve(problem, rows, model, highs, selected, run, options);
      return solution;
    },
  );

  /** Deletion filter over the groups: at the end, every group left is needed for the conflict. */
  function findConflicts(
    problem: CapitalProblem,
    groups: CapitalConstraintGroup[],
    rows: Row[],
    model: HighsModel,
    highs: Highs,
    timeLimitSeconds: number,
  ): CapitalConstraintGroup[] {
    const active = new Set<GroupKey>(groups.map((group) => group.key));
    // Feasibility only: every cost 0, so HiGHS stops at the first selection it finds.
    model.changeColsCost({ kind: 'range', from: 0, to: count - 1 }, new Float64Array(count));
    const deadline = performance.now() + timeLimitSeconds * 1000;
    const feasibleWith = (keys: Set<GroupKey>): boolean | null => {
      const bounds = columnBounds(problem, (key) => keys.has(key));
      if (bounds === null) return false;
      model.changeColsBounds({ kind: 'range', from: 0, to: count - 1 }, bounds.lower, bounds.upper);
      const kept = (row: Row) => row.group === 'total' || keys.has(row.group);
      const lower = Float64Array.from(rows, (row) =>
        kept(row) && row.lower !== -Infinity ? row.lower : -highs.infinity,
      );
      const upper = Float64Array.from(rows, (row) =>
        kept(row) && row.upper !== Infinity ? row.upper : highs.infinity,
      );
      if (rows.length) model.changeRowsBounds({ kind: 'range', from: 0, to: rows.length - 1 }, lower, upper);
      const left = (deadline - performance.now()) / 1000;
      if (left <= 0) return null;
      model.options.set({ time_limit: left });
      model.zeroAllClocks();
      model.run();
      const status = model.getModelStatus();
      if (
        status === highs.constants.modelStatus.infeasible ||
        status === highs.constants.modelStatus.unboundedOrInfeasible
      )
        return false;
      return Number(model.info.get('primal_solution_status')) === 2 ? true : null;
    };
    for (const group of groups) {
      const without = new Set(active);
      without.delete(group.key);
      // Still infeasible without it: it is not needed to explain the conflict. Unknown (time): keep it, to be safe.
      if (feasibleWith(without) === false) active.delete(group.key);
    }
    return groups.filter((group) => active.has(group.key));
  }
}

/**
 * The objective at each of CURVE_FACTORS × every limit (budget, years, ceilings), each to CURVE_RELATIVE_GAP. Levels
 * go upwards: a selection within lower limits fits the higher ones, so each level starts from the one below.
 */
function efficiencyCurve(
  problem: CapitalProblem,
  rows: Row[],
  model: HighsModel,
  highs: Highs,
  solved: boolean[],
  run: (
    timeLimit: number,
    start: readonly boolean[] | null,
  ) => {
    infeasible: boolean;
    optimal: boolean;
    selected: boolean[] | null;
    gap: number | null;
  },
  options: CapitalSolveOptions,
): CapitalCurve {
  model.options.set({ mip_rel_gap: CURVE_RELATIVE_GAP });
  const scaled = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.limit !== null);
  const points: CapitalCurvePoint[] = [];
  let start: boolean[] | null = null;
  for (const factor of CURVE_FACTORS) {
    if (scaled.length === 0) {
      // No limit to scale: every level is the same problem.
      points.push({ factor, objective: objectiveOf(problem, solved), gap: 0, status: 'optimal' });
      continue;
    }
    const upper = Float64Array.from(scaled, ({ row }) => (row.limit! * factor) / row.scale);
    model.changeRowsBounds(
      { kind: 'set', indices: Int32Array.from(scaled, ({ index }) => index) },
      Float64Array.from(scaled, () => -highs.infinity),
      upper,
    );
    const result = run(options.timeLimitSeconds, start);
    if (result.infeasible || result.selected === null) {
      points.push({ factor, objective: null, gap: null, status: result.infeasible ? 'infeasible' : 'time_limit' });
      continue;
    }
    start = result.selected;
    points.push({
      factor,
      objective: objectiveOf(problem, result.selected),
      gap: result.gap,
      status: result.optimal ? 'optimal' : 'time_limit',
    });
  }
  return { points, flattensAt: flattensAt(points) };
}

function objectiveOf(problem: CapitalProblem, selected: readonly boolean[]): number {
  return problem.prepared.valued.reduce((sum, candidate, index) => (selected[index] ? sum + candidate.value : sum), 0);
}

/** The first level from which every further step gains less than FLAT_GAIN of its objective. */
export function flattensAt(points: readonly CapitalCurvePoint[]): number | null {
  for (let from = 0; from < points.length - 1; from++) {
    const base = points[from]!.objective;
    if (base === null || base <= 0) continue;
    const flat = points.slice(from + 1).every((point, step) => {
      const previous = points[from + step]!.objective;
      return point.objective !== null && previous !== null && point.objective - previous < FLAT_GAIN * previous;
    });
    if (flat) return points[from]!.factor;
  }
  return null;
}
