// What the wizard's inputs hold for each criterion (text, as typed) and how it becomes domain's criterion state.
import {
  defaultCriteria,
  formatTypedNumber,
  readTypedAmount,
  readTypedWeight,
  type OptimizerCriterionKey,
  type OptimizerCriterionState,
  type OptimizerCurrency,
  type OptimizerDirection,
} from '@siipro/domain';

export interface CriterionDraft {
  key: OptimizerCriterionKey;
  weight: string;
  direction: OptimizerDirection;
  currency?: OptimizerCurrency;
  min: string;
  max: string;
}

/** A number as the inputs show it: typed the Argentine way ("1.500.000,5"); nothing for no value. */
export const typedText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : formatTypedNumber(String(value));

/** Criteria (in their order) as the inputs show them. */
export function draftsOf(criteria: readonly OptimizerCriterionState[]): CriterionDraft[] {
  return criteria.map((criterion) => ({
    key: criterion.key,
    weight: typedText(criterion.weight),
    direction: criterion.direction,
    ...(criterion.currency ? { currency: criterion.currency } : {}),
    min: typedText(criterion.min),
    max: typedText(criterion.max),
  }));
}

/** The defaults of portfolio.md §2.7 (budget, duration, score, beneficiaries), as the inputs show them. */
export function defaultDrafts(): CriterionDraft[] {
  return draftsOf(defaultCriteria());
}

/**
 * An empty input is "not given" (null); anything else is read as a person in Argentina types it ("50.000.000.000",
 * "50 mil millones"), and NaN when it is not a number, which the checks of §5 refuse.
 */
export function numberOrNull(text: string): number | null {
  const reading = readTypedAmount(text);
  return reading.ok ? reading.value : Number.NaN;
}

/** The drafts as the request's criteria: a weight is read as typed ("1,5"), and counts 1 when empty or not numeric (§5). */
export function criteriaOf(drafts: readonly CriterionDraft[]): OptimizerCriterionState[] {
  return drafts.map((draft) => ({
    key: draft.key,
    weight: readTypedWeight(draft.weight).value,
    direction: draft.direction,
    ...(draft.currency ? { currency: draft.currency } : {}),
    min: numberOrNull(draft.min),
    max: numberOrNull(draft.max),
  }));
}
