// Beneficiaries per million invested, normalised against reference ranges (portfolio.md §9 leaves the ranges open).
//
// Chosen defaults, per million of the budget's currency:
// - ARS: 0.1 scores 0 and 50 scores 100. At about ARS 1.450 per US dollar (2026) that is one beneficiary per
//   ARS 10 millones (a hospital wing) up to one per ARS 20.000 (LED street lighting for a whole town).
// - USD: the same range expressed in dollars, 100 to 50.000 per million.
// Ratios spread over several orders of magnitude, so the default scale is logarithmic: the geometric middle of the
// range (≈ 2,2 per million ARS, e.g. a water network of ARS 10.000 millones serving 22.000 people) scores 50.
// A tenant overrides any part in configJson.scoring.beneficiaryReference ({scale, fallbackCurrency, ranges}).

import { isPlainObject } from '../entities/normalizeKeys.ts';

export interface BeneficiaryRange {
  /** Beneficiaries per million at or below which the criterion scores 0. */
  min: number;
  /** Beneficiaries per million at or above which the criterion scores 100. */
  max: number;
}

export interface BeneficiaryReference {
  scale: 'log' | 'linear';
  /** Range used for a budget currency without its own range. */
  fallbackCurrency: string;
  ranges: Readonly<Record<string, BeneficiaryRange>>;
}

export const DEFAULT_BENEFICIARY_REFERENCE: BeneficiaryReference = {
  scale: 'log',
  fallbackCurrency: 'ARS',
  ranges: {
    ARS: { min: 0.1, max: 50 },
    USD: { min: 100, max: 50_000 },
  },
};

function isRange(value: unknown): value is BeneficiaryRange {
  if (!isPlainObject(value)) return false;
  const { min, max } = value;
  return typeof min === 'number' && typeof max === 'number' && min > 0 && max > min;
}

/** The tenant's reference (configJson.scoring.beneficiaryReference) merged over the defaults; invalid parts ignored. */
export function beneficiaryReferenceFromConfig(configJson: unknown): BeneficiaryReference {
  const scoring = isPlainObject(configJson) ? configJson.scoring : undefined;
  const custom = isPlainObject(scoring) ? scoring.beneficiaryReference : undefined;
  if (!isPlainObject(custom)) return DEFAULT_BENEFICIARY_REFERENCE;
  const ranges: Record<string, BeneficiaryRange> = { ...DEFAULT_BENEFICIARY_REFERENCE.ranges };
  if (isPlainObject(custom.ranges)) {
    for (const [currency, range] of Object.entries(custom.ranges)) {
      if (isRange(range)) ranges[currency.toUpperCase()] = { min: range.min, max: range.max };
    }
  }
  const fallback = typeof custom.fallbackCurrency === 'string' ? custom.fallbackCurrency.toUpperCase() : '';
  return {
    scale: custom.scale === 'linear' || custom.scale === 'log' ? custom.scale : DEFAULT_BENEFICIARY_REFERENCE.scale,
    fallbackCurrency: ranges[fallback] ? fallback : DEFAULT_BENEFICIARY_REFERENCE.fallbackCurrency,
    ranges,
  };
}

/** Beneficiaries per million of budget; null without a count or a positive budget. */
export function beneficiariesPerMillion(
  beneficiaryCount: number | null | undefined,
  budgetAmount: number | null | undefined,
): number | null {
  if (typeof beneficiaryCount !== 'number' || !Number.isFinite(beneficiaryCount) || beneficiaryCount < 0) return null;
  if (typeof budgetAmount !== 'number' || !Number.isFinite(budgetAmount) || budgetAmount <= 0) return null;
  return beneficiaryCount / (budgetAmount / 1_000_000);
}

/** 0-100, or null when the count or the budget is missing. */
export function beneficiaryScore(
  beneficiaryCount: number | null | undefined,
  budgetAmount: number | null | undefined,
  currency: string | null | undefined = 'ARS',
  reference: BeneficiaryReference = DEFAULT_BENEFICIARY_REFERENCE,
): number | null {
  const ratio = beneficiariesPerMillion(beneficiaryCount, budgetAmount);
  if (ratio === null) return null;
  const code = (currency ?? '').toUpperCase();
  const range = reference.ranges[code] ?? reference.ranges[reference.fallbackCurrency];
  if (!range) return null;
  if (ratio <= range.min) return 0;
  if (ratio >= range.max) return 100;
  const share =
    reference.scale === 'log'
      ? Math.log(ratio / range.min) / Math.log(range.max / range.min)
      : (ratio - range.min) / (range.max - range.min);
  return share * 100;
}
