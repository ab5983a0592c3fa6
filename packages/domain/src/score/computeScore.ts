// The SIIPRO score (portfolio.md §4.3, §9): a weighted sum of seven 0-100 criteria, rounded and clamped to 0-100.

import type { ScoreBreakdownItem, ScoreCriterionKey, ScoreSuggestion } from '../entities/scoring.ts';
import { type ScoreBandKey, normalizeScore, scoreBand } from './bands.ts';
import {
  type BeneficiaryReference,
  DEFAULT_BENEFICIARY_REFERENCE,
  beneficiaryReferenceFromConfig,
  beneficiaryScore,
} from './beneficiaries.ts';
import { SCORE_CRITERIA } from './criteria.ts';
import { progressStageScore, sdgScore, tirScore, yesNoScore } from './criterionScores.ts';
import { DEFAULT_SUGGESTION_COUNT, suggestionsFromBreakdown } from './suggestions.ts';

/** The project fields the score reads; anything absent counts as missing. */
export interface ScoreInput {
  /** Internal rate of return, in percent (18.5 means 18.5%). */
  tir?: number | null;
  progressStage?: string | null;
  sdgTargets?: readonly string[] | string | null;
  beneficiaryCount?: number | null;
  budgetAmount?: number | null;
  budgetCurrencyCode?: string | null;
  isGreen?: boolean | null;
  hasGenderDiversity?: boolean | null;
  hasSpecificFunds?: boolean | null;
}

export interface ScoreOptions {
  beneficiaryReference?: BeneficiaryReference;
  /** The tenant's configJson; its scoring.beneficiaryReference is used when no reference is given. */
  configJson?: unknown;
  /** How many suggestions to return (3 by default). */
  maxSuggestions?: number;
}

export interface ScoreResult {
  total: number;
  band: ScoreBandKey;
  breakdown: ScoreBreakdownItem[];
  suggestions: ScoreSuggestion[];
}

function criterionScore(key: ScoreCriterionKey, input: ScoreInput, reference: BeneficiaryReference): number | null {
  switch (key) {
    case 'tir':
      return tirScore(input.tir);
    case 'progressStage':
      return progressStageScore(input.progressStage);
    case 'sdgs':
      return sdgScore(input.sdgTargets);
    case 'beneficiaries':
      return beneficiaryScore(input.beneficiaryCount, input.budgetAmount, input.budgetCurrencyCode ?? 'ARS', reference);
    case 'green':
      return yesNoScore(input.isGreen);
    case 'genderDiversity':
      return yesNoScore(input.hasGenderDiversity);
    case 'specificFunds':
      return yesNoScore(input.hasSpecificFunds);
  }
}

/** Only the rounded total, without breakdown or suggestions: for bulk use (seeds, benchmarks). */
export function scoreTotal(input: ScoreInput, reference: BeneficiaryReference = DEFAULT_BENEFICIARY_REFERENCE): number {
  let weighted = 0;
  for (const criterion of SCORE_CRITERIA) {
    weighted += (criterion.weight * (criterionScore(criterion.key, input, reference) ?? 0)) / 100;
  }
  return normalizeScore(weighted) ?? 0;
}

export function computeScore(input: ScoreInput, options: ScoreOptions = {}): ScoreResult {
  const reference = options.beneficiaryReference ?? beneficiaryReferenceFromConfig(options.configJson);
  let weighted = 0;
  const breakdown = SCORE_CRITERIA.map((criterion): ScoreBreakdownItem => {
    const score = criterionScore(criterion.key, input, reference);
    weighted += (criterion.weight * (score ?? 0)) / 100;
    return {
      criterion: criterion.key,
      weight: criterion.weight,
      // One decimal is enough to explain the score; the total uses the unrounded values.
      score0to100: score === null ? 0 : Math.round(score * 10) / 10,
      missing: score === null,
    };
  });
  const total = normalizeScore(weighted) ?? 0;
  return {
    total,
    band: scoreBand(total).key,
    breakdown,
    suggestions: suggestionsFromBreakdown(breakdown, options.maxSuggestions ?? DEFAULT_SUGGESTION_COUNT),
  };
}
