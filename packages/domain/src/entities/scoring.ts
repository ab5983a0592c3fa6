// The score explanation carried by a project (ARCHITECTURE.md §4: scoring {total, band, breakdown, suggestions}).

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
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

const scoreValue = z.pipe(
  z.transform((value) => normalizeScore(value) ?? 0),
  z.number(),
);

/** A criterion's score keeps its decimals (the breakdown shows one); it is only clamped to 0-100. */
const criterionScoreValue = z.pipe(
  z.transform((value) => {
    const number = toNumber(value);
    return number === null ? 0 : Math.min(100, Math.max(0, number));
  }),
  z.number(),
);

export const scoreBreakdownItemSchema = builtOnFirstUse(() =>
  camelObject({
    criterion: z.string(),
    weight: z.pipe(
      z.transform((value) => toNumber(value) ?? 0),
      z.number(),
    ),
    score0to100: criterionScoreValue,
    missing: z.pipe(
      z.transform((value) => value === true || value === 'true'),
      z.boolean(),
    ),
  }),
);
export type ScoreBreakdownItem = z.output<typeof scoreBreakdownItemSchema>;

export const scoreSuggestionSchema = builtOnFirstUse(() =>
  camelObject({
    criterion: z.string(),
    title: z.string(),
    text: optionalText,
    points: z.pipe(
      z.transform((value) => toNumber(value) ?? 0),
      z.number(),
    ),
    missing: z.pipe(
      z.transform((value) => value === true),
      z.boolean(),
    ),
  }),
);
export type ScoreSuggestion = z.output<typeof scoreSuggestionSchema>;

export const projectScoringSchema = builtOnFirstUse(() =>
  camelObject({
    total: scoreValue,
    band: z.pipe(
      z.transform((value) => (value && typeof value === 'object' ? (value as { key?: unknown }).key : value)),
      z.catch(z.nullable(z.enum(['critical', 'weak', 'good', 'excellent'])), null),
    ),
    breakdown: listOf(scoreBreakdownItemSchema),
    suggestions: listOf(scoreSuggestionSchema),
  }),
);
export type ProjectScoring = z.output<typeof projectScoringSchema>;
