// Score bands of portfolio.md §4.3.

export type ScoreBandKey = 'critical' | 'weak' | 'good' | 'excellent';
export type ScoreTone = 'red' | 'orange' | 'yellow' | 'green';

export interface ScoreBand {
  key: ScoreBandKey;
  label: string;
  min: number;
  max: number;
  tone: ScoreTone;
}

export const SCORE_BANDS: readonly ScoreBand[] = [
  { key: 'critical', label: 'Crítico', min: 0, max: 39, tone: 'red' },
  { key: 'weak', label: 'Débil', min: 40, max: 59, tone: 'orange' },
  { key: 'good', label: 'Bueno', min: 60, max: 79, tone: 'yellow' },
  { key: 'excellent', label: 'Excelente', min: 80, max: 100, tone: 'green' },
];

/** Rounds and clamps a score to 0-100 (it may arrive as a number or a numeric string); anything else is null. */
export function normalizeScore(value: unknown): number | null {
  let numeric: number;
  if (typeof value === 'number') numeric = value;
  else if (typeof value === 'string' && value.trim() !== '') numeric = Number(value.trim());
  else return null;
  if (!Number.isFinite(numeric)) return null;
  return Math.min(100, Math.max(0, Math.round(numeric)));
}

function bandIndex(score: number): number {
  const value = normalizeScore(score) ?? 0;
  return SCORE_BANDS.findIndex((band) => value >= band.min && value <= band.max);
}

/** Band of a score; out-of-range or fractional scores are rounded and clamped first. */
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS[bandIndex(score)] as ScoreBand;
}

/** Points missing to reach the next band (its lower bound minus the score); null in the top band. */
export function pointsToNextBand(score: number): number | null {
  const next = SCORE_BANDS[bandIndex(score) + 1];
  return next ? next.min - (normalizeScore(score) ?? 0) : null;
}

/** The band after a score's band, or null in the top band. */
export function nextScoreBand(score: number): ScoreBand | null {
  return SCORE_BANDS[bandIndex(score) + 1] ?? null;
}
