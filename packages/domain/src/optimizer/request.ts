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

/** A person's decision to pin a project in (include) or out (exclude) of the selection, with why (issue 17). */
export interface OptimizerOverride {
  projectId: string;
  /** Trimmed, 1..OPTIMIZER_OVERRIDE_REASON_MAX characters. */
  reason: string;
}

export type OptimizerOverrideList = 'include' | 'exclude';
export const OPTIMIZER_OVERRIDE_LISTS: readonly OptimizerOverrideList[] = ['include', 'exclude'];
export const OPTIMIZER_OVERRIDE_REASON_MAX = 500;
export const OPTIMIZER_OVERRIDE_ID_MAX = 100;
/** Per list: a person pins a handful; the bound keeps a request (and a saved scenario) small. */
export const OPTIMIZER_OVERRIDES_MAX = 500;

export interface OptimizerRequest {
  model: typeof OPTIMIZER_MODEL;
  criteria: OptimizerRequestCriterion[];
  budgetLimit?: number;
  timeHorizon?: number;
  /** Projects pinned into the selection (x = 1). */
  include?: OptimizerOverride[];
  /** Projects pinned out of the selection (x = 0). */
  exclude?: OptimizerOverride[];
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
