// Suggestions to raise the score (portfolio.md §9): up to 3 by default, ranked by weight × (100 − score) / 100,
// plus 10 when the data is missing. Without a breakdown, the fallback suggestions are derived from the total.

import type { ScoreBreakdownItem, ScoreCriterionKey, ScoreSuggestion } from '../entities/scoring.ts';
import { messages } from '../messages/messages.ts';

export const DEFAULT_SUGGESTION_COUNT = 3;
/** Extra ranking weight of a criterion whose data is missing. */
export const MISSING_DATA_BONUS = 10;

const TEXTS: Readonly<
  Record<ScoreCriterionKey, { present: { title: string; text: string }; missing: { title: string; text: string } }>
> = {
  tir: { present: messages.score.suggestions.tir, missing: messages.score.suggestions.tirMissing },
  progressStage: {
    present: messages.score.suggestions.progressStage,
    missing: messages.score.suggestions.progressStageMissing,
  },
  sdgs: { present: messages.score.suggestions.sdgs, missing: messages.score.suggestions.sdgsMissing },
  beneficiaries: {
    present: messages.score.suggestions.beneficiaries,
    missing: messages.score.suggestions.beneficiariesMissing,
  },
  green: { present: messages.score.suggestions.green, missing: messages.score.suggestions.greenMissing },
  genderDiversity: {
    present: messages.score.suggestions.genderDiversity,
    missing: messages.score.suggestions.genderDiversityMissing,
  },
  specificFunds: {
    present: messages.score.suggestions.specificFunds,
    missing: messages.score.suggestions.specificFundsMissing,
  },
};

/** Points the total could gain if the criterion reached 100. */
export function potentialGain(item: Pick<ScoreBreakdownItem, 'weight' | 'score0to100'>): number {
  return (item.weight * (100 - item.score0to100)) / 100;
}

/** The ranking value of §9: potential gain, plus 10 when the data is missing. */
export function suggestionPriority(item: Pick<ScoreBreakdownItem, 'weight' | 'score0to100' | 'missing'>): number {
  return potentialGain(item) + (item.missing ? MISSING_DATA_BONUS : 0);
}

const roundOne = (value: number) => Math.round(value * 10) / 10;

/** Ranked suggestions from a breakdown; criteria already at 100 suggest nothing. Ties keep the criteria order. */
export function suggestionsFromBreakdown(
  breakdown: readonly ScoreBreakdownItem[],
  max: number = DEFAULT_SUGGESTION_COUNT,
): ScoreSuggestion[] {
  return breakdown
    .map((item, index) => ({ item, index, priority: suggestionPriority(item) }))
    .filter(({ priority }) => priority > 0)
    .sort((a, b) => b.priority - a.priority || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map(({ item }) => {
      const texts = TEXTS[item.criterion as ScoreCriterionKey];
      const chosen = item.missing ? texts?.missing : texts?.present;
      return {
        criterion: item.criterion,
        title: chosen?.title ?? item.criterion,
        text: chosen?.text ?? null,
        points: roundOne(potentialGain(item)),
        missing: item.missing,
      };
    });
}

/**
 * §9 fallback: complete key data +10 (if the score is under 60), advance the stage +6 (under 80) or +3, widen SDGs +4,
 * green/gender +3; ranked by points, ties in that order.
 */
export function fallbackSuggestions(total: number, max: number = DEFAULT_SUGGESTION_COUNT): ScoreSuggestion[] {
  const texts = messages.score.suggestions.fallback;
  const candidates: ScoreSuggestion[] = [];
  if (total < 60) candidates.push({ criterion: 'keyData', ...texts.completeData, points: 10, missing: true });
  candidates.push({ criterion: 'progressStage', ...texts.advanceStage, points: total < 80 ? 6 : 3, missing: false });
  candidates.push({ criterion: 'sdgs', ...texts.widenSdgs, points: 4, missing: false });
  candidates.push({ criterion: 'greenGender', ...texts.greenGender, points: 3, missing: false });
  return candidates
    .map((suggestion, index) => ({ suggestion, index }))
    .sort((a, b) => b.suggestion.points - a.suggestion.points || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map(({ suggestion }) => suggestion);
}

/** Suggestions from the breakdown when there is one, else the fallback ones. */
export function scoreSuggestions(
  scoring: { total: number; breakdown?: readonly ScoreBreakdownItem[] | null },
  max: number = DEFAULT_SUGGESTION_COUNT,
): ScoreSuggestion[] {
  return scoring.breakdown && scoring.breakdown.length > 0
    ? suggestionsFromBreakdown(scoring.breakdown, max)
    : fallbackSuggestions(scoring.total, max);
}
