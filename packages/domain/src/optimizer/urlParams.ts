// The optimizer page URL (portfolio.md §7): presupuesto_min … beneficiarios_max and the weights budget_amountWeight …
// beneficiary_countWeight. So that a shared link reproduces the same run and shows the same configuration (issue 17),
// a direction different from the default is kept as `<key>Direction`, the budget limit as `presupuesto_disponible` and
// an order different from the default as `orden` (the keys, comma-joined); the spec's keys are written exactly as
// listed.

import {
  OPTIMIZER_CRITERIA,
  OPTIMIZER_DIRECTIONS,
  isOptimizerCriterionKey,
  type OptimizerCriterionKey,
  type OptimizerDirection,
} from './criteria.ts';
import {
  constraintsFromParam,
  constraintsToParam,
  OPTIMIZER_CONSTRAINTS_PARAM,
  type OptimizerConstraints,
} from './capitalRun.ts';
import type { OptimizerCriterionState } from './criterionState.ts';
import { budgetLimitError, defaultCriteria } from './criterionState.ts';
import { normalizeWeight } from './weights.ts';

type ParamsInput = URLSearchParams | string | Readonly<Record<string, string | undefined>>;

function toSearchParams(input: ParamsInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined) params.set(key, value);
  return params;
}

/** The spec's twelve keys: any of them present means the page shows results instead of the configuration. */
export const OPTIMIZER_URL_PARAMS: readonly string[] = OPTIMIZER_CRITERIA.flatMap((definition) => [
  definition.urlMinParam,
  definition.urlMaxParam,
]).concat(OPTIMIZER_CRITERIA.map((definition) => definition.urlWeightParam));

const directionParam = (key: string) => `${key}Direction`;

/** "Presupuesto disponible" (the model's budgetLimit), in ARS. */
export const OPTIMIZER_BUDGET_LIMIT_PARAM = 'presupuesto_disponible';
/** The criteria's priority order when it is not the default one: their keys, comma-joined. */
export const OPTIMIZER_ORDER_PARAM = 'orden';

function parseBound(value: string | null): number | null {
  if (value === null || !value.trim()) return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

export function hasOptimizerParams(input: ParamsInput): boolean {
  const params = toSearchParams(input);
  return OPTIMIZER_URL_PARAMS.some((key) => params.has(key));
}

/** Writes bounds (only when given) in the spec's order, then every weight, then non-default directions. */
export function optimizerParamsToSearchParams(criteria: readonly OptimizerCriterionState[]): URLSearchParams {
  const params = new URLSearchParams();
  const byKey = new Map(criteria.map((criterion) => [criterion.key, criterion]));
  for (const definition of OPTIMIZER_CRITERIA) {
    const criterion = byKey.get(definition.key);
    if (criterion?.min !== null && criterion?.min !== undefined)
      params.set(definition.urlMinParam, String(criterion.min));
    if (criterion?.max !== null && criterion?.max !== undefined)
      params.set(definition.urlMaxParam, String(criterion.max));
  }
  for (const definition of OPTIMIZER_CRITERIA) {
    const criterion = byKey.get(definition.key);
    params.set(
      definition.urlWeightParam,
      String(criterion ? normalizeWeight(criterion.weight) : definition.defaultWeight),
    );
  }
  for (const definition of OPTIMIZER_CRITERIA) {
    const criterion = byKey.get(definition.key);
    if (criterion && criterion.direction !== definition.defaultDirection) {
      params.set(directionParam(definition.key), criterion.direction);
    }
  }
  return params;
}

/**
 * Reads the criteria back, in the default order. A missing or non-numeric weight counts as 1 (portfolio.md §9);
 * a non-numeric bound is ignored.
 */
export function optimizerParamsFromSearchParams(input: ParamsInput): OptimizerCriterionState[] {
  const params = toSearchParams(input);
  return defaultCriteria().map((criterion) => {
    const definition = OPTIMIZER_CRITERIA.find((item) => item.key === criterion.key)!;
    const direction = params.get(directionParam(criterion.key));
    return {
      ...criterion,
      weight: normalizeWeight(params.get(definition.urlWeightParam)),
      direction: OPTIMIZER_DIRECTIONS.includes(direction as OptimizerDirection)
        ? (direction as OptimizerDirection)
        : criterion.direction,
      min: parseBound(params.get(definition.urlMinParam)),
      max: parseBound(params.get(definition.urlMaxParam)),
    };
  });
}

/** What the optimizer page runs: the criteria in their priority order and the budget limit (null: none). */
export interface OptimizerRun {
  criteria: OptimizerCriterionState[];
  budgetLimit: number | null;
  /** The "Restricciones" step's (issue 44); absent or null: none, model v1. */
  constraints?: OptimizerConstraints | null;
}

/** The page's query for a run: optimizerParamsToSearchParams, then the budget limit and a non-default order. */
export function optimizerRunToSearchParams({ criteria, budgetLimit, constraints }: OptimizerRun): URLSearchParams {
  const params = optimizerParamsToSearchParams(criteria);
  if (budgetLimit !== null && budgetLimitError(budgetLimit) === null) {
    params.set(OPTIMIZER_BUDGET_LIMIT_PARAM, String(budgetLimit));
  }
  const order = criteria.map((criterion) => criterion.key);
  if (order.some((key, index) => key !== OPTIMIZER_CRITERIA[index]?.key)) {
    params.set(OPTIMIZER_ORDER_PARAM, order.join(','));
  }
  const restrictions = constraintsToParam(constraints);
  if (restrictions !== null) params.set(OPTIMIZER_CONSTRAINTS_PARAM, restrictions);
  return params;
}

/** The keys of `orden` when it names every criterion once; otherwise the default order. */
function orderOf(value: string | null): OptimizerCriterionKey[] | null {
  if (value === null) return null;
  const keys = value.split(',').map((key) => key.trim());
  const valid = keys.filter(isOptimizerCriterionKey);
  return valid.length === OPTIMIZER_CRITERIA.length && new Set(valid).size === valid.length ? valid : null;
}

/**
 * The run a URL asks for, or null when it has none of the spec's keys (the page then shows its configuration). A
 * budget limit that is not a number above 0 is ignored, like a bad bound.
 */
export function optimizerRunFromSearchParams(input: ParamsInput): OptimizerRun | null {
  const params = toSearchParams(input);
  if (!hasOptimizerParams(params)) return null;
  const criteria = optimizerParamsFromSearchParams(params);
  const order = orderOf(params.get(OPTIMIZER_ORDER_PARAM));
  const budgetLimit = parseBound(params.get(OPTIMIZER_BUDGET_LIMIT_PARAM));
  const constraints = constraintsFromParam(params.get(OPTIMIZER_CONSTRAINTS_PARAM));
  return {
    criteria: order ? order.map((key) => criteria.find((criterion) => criterion.key === key)!) : criteria,
    budgetLimit: budgetLimit !== null && budgetLimitError(budgetLimit) === null ? budgetLimit : null,
    ...(constraints ? { constraints } : {}),
  };
}
