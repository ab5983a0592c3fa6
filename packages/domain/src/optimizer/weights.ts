// "A weight missing or non-numeric counts as 1" (portfolio.md §5, §9).

export const FALLBACK_WEIGHT = 1;

/** Finite, non-negative numbers (or numeric strings) are kept; anything else becomes 1. */
export function normalizeWeight(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : FALLBACK_WEIGHT;
}
