// What the wizard edits for each criterion, and the checks of portfolio.md §5 on its inputs.

import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import {
  OPTIMIZER_CRITERIA,
  type OptimizerCriterionKey,
  type OptimizerCurrency,
  type OptimizerDirection,
  optimizerCriterionDefinition,
} from './criteria.ts';

export interface OptimizerCriterionState {
  key: OptimizerCriterionKey;
  weight: number;
  direction: OptimizerDirection;
  currency?: OptimizerCurrency;
  /** Optional bounds; null when not given (then not sent). */
  min: number | null;
  max: number | null;
}

/** Default criteria in the default order, with default weights and directions and no bounds. */
export function defaultCriteria(): OptimizerCriterionState[] {
  return OPTIMIZER_CRITERIA.map((definition) => ({
    key: definition.key,
    weight: definition.defaultWeight,
    direction: definition.defaultDirection,
    ...(definition.currency ? { currency: definition.currency } : {}),
    min: null,
    max: null,
  }));
}

export interface OptimizerValidationError {
  key: OptimizerCriterionKey;
  bound: 'min' | 'max';
  message: string;
}

function checkBound(
  key: OptimizerCriterionKey,
  bound: 'min' | 'max',
  value: number | null,
): OptimizerValidationError | null {
  if (value === null) return null;
  const definition = optimizerCriterionDefinition(key);
  const criterion = definition.label;
  if (!Number.isFinite(value)) {
    return { key, bound, message: interpolate(messages.optimizer.validation.notNumeric, { criterion }) };
  }
  if (value < definition.min) {
    const min = String(definition.min).replace('.', ',');
    return { key, bound, message: interpolate(messages.optimizer.validation.belowMinimum, { criterion, min }) };
  }
  if (definition.integer && !Number.isInteger(value)) {
    return { key, bound, message: interpolate(messages.optimizer.validation.notInteger, { criterion }) };
  }
  return null;
}

/** Bounds below the criterion's minimum, fractional counts, and a minimum above the maximum. */
export function validateOptimizerCriteria(criteria: readonly OptimizerCriterionState[]): OptimizerValidationError[] {
  const errors: OptimizerValidationError[] = [];
  for (const criterion of criteria) {
    const minError = checkBound(criterion.key, 'min', criterion.min);
    const maxError = checkBound(criterion.key, 'max', criterion.max);
    if (minError) errors.push(minError);
    if (maxError) errors.push(maxError);
    if (!minError && !maxError && criterion.min !== null && criterion.max !== null && criterion.min > criterion.max) {
      const label = optimizerCriterionDefinition(criterion.key).label;
      errors.push({
        key: criterion.key,
        bound: 'min',
        message: interpolate(messages.optimizer.validation.minAboveMax, { criterion: label }),
      });
    }
  }
  return errors;
}

/** "Presupuesto disponible": absent, or a finite number above 0 (portfolio.md §5, ARCHITECTURE.md §4). */
export function budgetLimitError(value: number | null): string | null {
  if (value === null) return null;
  return Number.isFinite(value) && value > 0 ? null : messages.optimizer.request.budgetLimitNotPositive;
}
