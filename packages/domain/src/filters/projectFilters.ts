// The filter set of the project list (portfolio.md §3) and its normal form.

import { isProjectType, type ProjectType } from '../entities/project.ts';
import { isCalendarDay } from '../shared/calendarDay.ts';

export const DATE_PRESETS = ['hoy', 'ayer', 'ultima_semana', 'ultimos_15', 'ultimos_30', 'ultimos_45'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface ProjectFilters {
  /** Trimmed search term; '' when none. */
  searchTerm: string;
  status: string[];
  priority: string[];
  executingArea: string[];
  createdBy: string[];
  fundingSource: string[];
  economicEvaluation: string[];
  environmentalStudy: string[];
  /** Organismo: any participating organisation's name (issue 43). */
  organization: string[];
  sector: string[];
  /** Programa: the parent program's name. */
  program: string[];
  province: string[];
  budgetAmountFrom: number | null;
  budgetAmountTo: number | null;
  scoreFrom: number | null;
  scoreTo: number | null;
  expectedExecutionMonthsFrom: number | null;
  expectedExecutionMonthsTo: number | null;
  /** Calendar days (YYYY-MM-DD). */
  createdAtGte: string | null;
  createdAtLte: string | null;
  updatedAtGte: string | null;
  updatedAtLte: string | null;
  createdAtPreset: DatePreset | null;
  updatedAtPreset: DatePreset | null;
  type: ProjectType | null;
}

/** The multi-value filters, in display order. */
export const LIST_FILTER_KEYS = [
  'status',
  'priority',
  'executingArea',
  'createdBy',
  'fundingSource',
  'economicEvaluation',
  'environmentalStudy',
  'organization',
  'sector',
  'program',
  'province',
] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** The numeric range filters: the section id and its From/To keys. */
export const RANGE_FILTERS = [
  { id: 'budgetAmount', from: 'budgetAmountFrom', to: 'budgetAmountTo' },
  { id: 'score', from: 'scoreFrom', to: 'scoreTo' },
  { id: 'expectedExecutionMonths', from: 'expectedExecutionMonthsFrom', to: 'expectedExecutionMonthsTo' },
] as const;
export type RangeFilterId = (typeof RANGE_FILTERS)[number]['id'];

/** The date filters: the section id, its bounds and its preset. */
export const DATE_FILTERS = [
  { id: 'createdAt', gte: 'createdAtGte', lte: 'createdAtLte', preset: 'createdAtPreset' },
  { id: 'updatedAt', gte: 'updatedAtGte', lte: 'updatedAtLte', preset: 'updatedAtPreset' },
] as const;
export type DateFilterId = (typeof DATE_FILTERS)[number]['id'];

export const EMPTY_FILTERS: Readonly<ProjectFilters> = Object.freeze({
  searchTerm: '',
  status: [],
  priority: [],
  executingArea: [],
  createdBy: [],
  fundingSource: [],
  economicEvaluation: [],
  environmentalStudy: [],
  organization: [],
  sector: [],
  program: [],
  province: [],
  budgetAmountFrom: null,
  budgetAmountTo: null,
  scoreFrom: null,
  scoreTo: null,
  expectedExecutionMonthsFrom: null,
  expectedExecutionMonthsTo: null,
  createdAtGte: null,
  createdAtLte: null,
  updatedAtGte: null,
  updatedAtLte: null,
  createdAtPreset: null,
  updatedAtPreset: null,
  type: null,
});

/** A fresh, mutable empty filter set. */
export function emptyFilters(): ProjectFilters {
  return normalizeFilters({});
}

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (DATE_PRESETS as readonly string[]).includes(value);
}

function normalizeList(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') seen.add(value);
  return [...seen];
}

function normalizeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  // `|| 0` folds -0 into 0 so that equal filters compare equal.
  return typeof number === 'number' && Number.isFinite(number) ? number || 0 : null;
}

const normalizeDay = (value: unknown) => (isCalendarDay(value) ? (value as string) : null);
const normalizePreset = (value: unknown) => (isDatePreset(value) ? value : null);

/**
 * The normal form: trimmed search term, lists without blanks or repeats, finite numbers, real calendar days, known
 * presets and types. Codecs return normal forms, so `decode(encode(f))` equals `normalizeFilters(f)`.
 */
export function normalizeFilters(input: Partial<Record<keyof ProjectFilters, unknown>>): ProjectFilters {
  return {
    searchTerm: typeof input.searchTerm === 'string' ? input.searchTerm.trim() : '',
    status: normalizeList(input.status),
    priority: normalizeList(input.priority),
    executingArea: normalizeList(input.executingArea),
    createdBy: normalizeList(input.createdBy),
    fundingSource: normalizeList(input.fundingSource),
    economicEvaluation: normalizeList(input.economicEvaluation),
    environmentalStudy: normalizeList(input.environmentalStudy),
    organization: normalizeList(input.organization),
    sector: normalizeList(input.sector),
    program: normalizeList(input.program),
    province: normalizeList(input.province),
    budgetAmountFrom: normalizeNumber(input.budgetAmountFrom),
    budgetAmountTo: normalizeNumber(input.budgetAmountTo),
    scoreFrom: normalizeNumber(input.scoreFrom),
    scoreTo: normalizeNumber(input.scoreTo),
    expectedExecutionMonthsFrom: normalizeNumber(input.expectedExecutionMonthsFrom),
    expectedExecutionMonthsTo: normalizeNumber(input.expectedExecutionMonthsTo),
    createdAtGte: normalizeDay(input.createdAtGte),
    createdAtLte: normalizeDay(input.createdAtLte),
    updatedAtGte: normalizeDay(input.updatedAtGte),
    updatedAtLte: normalizeDay(input.updatedAtLte),
    createdAtPreset: normalizePreset(input.createdAtPreset),
    updatedAtPreset: normalizePreset(input.updatedAtPreset),
    type: isProjectType(input.type) ? input.type : null,
  };
}

/** How many filters are active (each list, range, date filter, the search and the type count once). */
export function activeFilterCount(filters: ProjectFilters): number {
  let count = filters.searchTerm ? 1 : 0;
  for (const key of LIST_FILTER_KEYS) if (filters[key].length > 0) count++;
  for (const range of RANGE_FILTERS) if (filters[range.from] !== null || filters[range.to] !== null) count++;
  for (const date of DATE_FILTERS) {
    if (filters[date.gte] !== null || filters[date.lte] !== null || filters[date.preset] !== null) count++;
  }
  if (filters.type) count++;
  return count;
}
