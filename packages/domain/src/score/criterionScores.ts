// One 0-100 score per criterion. `null` means the data is missing: the criterion then scores 0 and is flagged.

import { PROGRESS_STAGES, SDG_FULL_COUNT, TIR_CEILING_PERCENT, TIR_FLOOR_PERCENT } from './criteria.ts';

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** 12% or less → 0, 25% or more → 100, linear between. */
export function tirScore(tirPercent: number | null | undefined): number | null {
  if (typeof tirPercent !== 'number' || !Number.isFinite(tirPercent)) return null;
  return clamp(((tirPercent - TIR_FLOOR_PERCENT) / (TIR_CEILING_PERCENT - TIR_FLOOR_PERCENT)) * 100);
}

const simplify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const STAGE_SCORES = new Map<string, number>(PROGRESS_STAGES.map((stage) => [simplify(stage.value), stage.score]));

/** Idea 0, Anteproyecto 33, Proyecto Ejecutivo 67, Pliego licitatorio 100 (case and accents ignored). */
export function progressStageScore(stage: string | null | undefined): number | null {
  if (typeof stage !== 'string') return null;
  return STAGE_SCORES.get(simplify(stage)) ?? null;
}

/** Distinct, non-blank SDG entries; a text is split on semicolons, commas and new lines. */
export function countSdgs(sdgTargets: readonly string[] | string | null | undefined): number | null {
  if (sdgTargets === null || sdgTargets === undefined) return null;
  const items = typeof sdgTargets === 'string' ? sdgTargets.split(/[;,\n]/) : sdgTargets;
  return new Set(items.map((item) => (typeof item === 'string' ? item.trim() : '')).filter(Boolean)).size;
}

/** min(count, 6) / 6 × 100. No linked SDG at all counts as missing data. */
export function sdgScore(sdgTargets: readonly string[] | string | null | undefined): number | null {
  const count = countSdgs(sdgTargets);
  if (!count) return null;
  return (Math.min(count, SDG_FULL_COUNT) / SDG_FULL_COUNT) * 100;
}

/** Yes 100, no 0, unknown missing. */
export function yesNoScore(value: boolean | null | undefined): number | null {
  return typeof value === 'boolean' ? (value ? 100 : 0) : null;
}
