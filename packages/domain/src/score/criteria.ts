// The seven criteria of the SIIPRO score and their weights (portfolio.md §9; they sum to 100).

import type { ScoreCriterionKey } from '../entities/scoring.ts';

export type { ScoreCriterionKey } from '../entities/scoring.ts';

export interface ScoreCriterion {
  key: ScoreCriterionKey;
  label: string;
  weight: number;
}

export const SCORE_CRITERIA: readonly ScoreCriterion[] = [
  { key: 'tir', label: 'TIR', weight: 40 },
  { key: 'progressStage', label: 'Etapa de avance', weight: 22 },
  { key: 'sdgs', label: 'Objetivos de Desarrollo Sostenible', weight: 15 },
  { key: 'beneficiaries', label: 'Beneficiarios', weight: 12 },
  { key: 'green', label: 'Proyecto verde', weight: 6 },
  { key: 'genderDiversity', label: 'Género y diversidad', weight: 3 },
  { key: 'specificFunds', label: 'Alineación con fondos específicos', weight: 2 },
];

export function scoreCriterionLabel(key: string): string {
  return SCORE_CRITERIA.find((criterion) => criterion.key === key)?.label ?? key;
}

/** TIR at or below this percentage scores 0. */
export const TIR_FLOOR_PERCENT = 12;
/** TIR at or above this percentage scores 100. */
export const TIR_CEILING_PERCENT = 25;
/** Linked SDGs beyond this count add nothing. */
export const SDG_FULL_COUNT = 6;

/** Progress stages in order of maturity, with their score (portfolio.md §4.3). */
export const PROGRESS_STAGES = [
  { value: 'Idea', score: 0 },
  { value: 'Anteproyecto', score: 33 },
  { value: 'Proyecto Ejecutivo', score: 67 },
  { value: 'Pliego licitatorio', score: 100 },
] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number]['value'];

/**
 * The score criteria whose inputs are public fields (the portal's rule, issue 45; here with the criteria so that a
 * view of the score needs none of publicFields.ts's schemas): the SDG targets, and the beneficiaries per million of the budget.
 * The others read internal inputs (the TIR of the economic evaluation, the progress stage, the green, gender and
 * specific-funds answers): a criterion's own score would give its input away (a TIR score of 61.5 is a TIR of 20%,
 * an Etapa de avance of 67 is «Proyecto Ejecutivo»), so the portal shows them only together.
 */
export const PUBLIC_SCORE_CRITERIA: ReadonlySet<ScoreCriterionKey> = new Set<ScoreCriterionKey>([
  'sdgs',
  'beneficiaries',
]);
