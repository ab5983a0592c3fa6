// The score explanation carried by a project (ARCHITECTURE.md §4: scoring {total, band, breakdown, suggestions}).

import { z } from 'zod';
import { normalizeScore } from '../score/bands.ts';
import { camelObject, listOf, optionalText, toNumber } from './fields.ts';

export const SCORE_CRITERION_KEYS = [
  'tir',
  'progressStage',
  'sdgs',
  'beneficiaries',
  'green',
  'genderDiversity',
  'specificFunds',
] as const;
export type ScoreCriterionKey = (typeof SCORE_CRITERION_KEYS)[number];

const scoreValue = z.preprocess((value) => normalizeScore(value) ?? 0, z.number());

/** A criterion's score keeps its decimals (the breakdown shows one); it is only clamped to 0-100. */
const criterionScoreValue = z.preprocess((value) => {
  const number = toNumber(value);
  return number === null ? 0 : Math.min(100, Math.max(0, number));
}, z.number());

export const scoreBreakdownItemSchema = camelObject({
  criterion: z.string(),
  weight: z.preprocess((value) => toNumber(value) ?? 0, z.number()),
  score0to100: criterionScoreValue,
  missing: z.preprocess((value) => value === true || value === 'true', z.boolean()),
});
export type ScoreBreakdownItem = z.output<typeof scoreBreakdownItemSchema>;

export const scoreSuggestionSchema = camelObject({
  criterion: z.string(),
  title: z.string(),
  text: optionalText,
  points: z.preprocess((value) => toNumber(value) ?? 0, z.number()),
  missing: z.preprocess((value) => value === true, z.boolean()),
});
export type ScoreSuggestion = z.output<typeof scoreSuggestionSchema>;

export const projectScoringSchema = camelObject({
  total: scoreValue,
  band: z.preprocess(
    (value) => (value && typeof value === 'object' ? (value as { key?: unknown }).key : value),
    z.enum(['critical', 'weak', 'good', 'excellent']).nullable().catch(null),
  ),
  breakdown: listOf(scoreBreakdownItemSchema),
  suggestions: listOf(scoreSuggestionSchema),
});
export type ProjectScoring = z.output<typeof projectScoringSchema>;
