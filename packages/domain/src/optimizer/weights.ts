// "A weight missing or non-numeric counts as 1" (portfolio.md §5, §9).
import { readTypedAmount } from '../format/numbers.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';

export const FALLBACK_WEIGHT = 1;

/**
 * A weight the program wrote (a URL, a request, a saved scenario): finite, non-negative numbers (or plain numeric
 * strings, "2.5") are kept; anything else becomes 1. What a person types goes through readTypedWeight instead.
 */
export function normalizeWeight(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : FALLBACK_WEIGHT;
}

/** A typed weight: the value the run uses, and why it is 1 when the text did not say a usable weight. */
export interface TypedWeight {
  value: number;
  /** Shown beside the input: the text was not a number, or a negative one, so the weight counts as 1. */
  notice: string | null;
}

/**
 * A weight as a person in Argentina types it, read by the one es-AR reader of every number input ("1,5", "2"; issue
 * 43). Empty counts as 1 silently (absent, §5); unreadable or negative text counts as 1 and says so — never cut down
 * to the part that parses.
 */
export function readTypedWeight(text: string): TypedWeight {
  const reading = readTypedAmount(text);
  if (!reading.ok) {
    return {
      value: FALLBACK_WEIGHT,
      notice: interpolate(messages.optimizer.wizard.weightUnreadable, { text: text.trim() }),
    };
  }
  if (reading.value === null) return { value: FALLBACK_WEIGHT, notice: null };
  if (reading.value < 0) return { value: FALLBACK_WEIGHT, notice: messages.optimizer.wizard.weightNegative };
  return { value: reading.value, notice: null };
}
