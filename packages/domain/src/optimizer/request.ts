// Body of POST {optimizer}/{tenantSlug}/optimizer (ARCHITECTURE.md §4).

import {
  OPTIMIZER_MODEL,
  type OptimizerCriterionKey,
  type OptimizerCurrency,
  type OptimizerDirection,
} from './criteria.ts';
import type { OptimizerCriterionState } from './criterionState.ts';
import { normalizeWeight } from './weights.ts';

export interface OptimizerRequestCriterion {
  key: OptimizerCriterionKey;
  weight: number;
  direction: OptimizerDirection;
  currency?: OptimizerCurrency;
  constraint?: { min?: number; max?: number };
}

export interface OptimizerRequest {
  model: typeof OPTIMIZER_MODEL;
  criteria: OptimizerRequestCriterion[];
  budgetLimit?: number;
  timeHorizon?: number;
}

const isGiven = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Minimum and maximum are included only when given; the constraint only when one of them is. */
export function buildOptimizerRequest(
  criteria: readonly OptimizerCriterionState[],
  options: { budgetLimit?: number | null; timeHorizon?: number | null } = {},
): OptimizerRequest {
  const request: OptimizerRequest = {
    model: OPTIMIZER_MODEL,
    criteria: criteria.map((criterion) => {
      const item: OptimizerRequestCriterion = {
        key: criterion.key,
        weight: normalizeWeight(criterion.weight),
        direction: criterion.direction,
      };
      if (criterion.currency) item.currency = criterion.currency;
      const constraint: { min?: number; max?: number } = {};
      if (isGiven(criterion.min)) constraint.min = criterion.min;
      if (isGiven(criterion.max)) constraint.max = criterion.max;
      if (Object.keys(constraint).length > 0) item.constraint = constraint;
      return item;
    }),
  };
  if (isGiven(options.budgetLimit)) request.budgetLimit = options.budgetLimit;
  if (isGiven(options.timeHorizon)) request.timeHorizon = options.timeHorizon;
  return request;
}
