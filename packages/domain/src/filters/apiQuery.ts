// The list filters as query parameters of GET /t/{slug}/projects (portfolio.md §7): filter[name][ilike]=%term%,
// filter[status][in]=a,b, …, filter[created_at][gte|lte] as ISO day boundaries, numeric ranges with [gte]/[lte].

import type { ProjectType } from '../entities/project.ts';
import { datePresetRange, dayEndIso, dayStartIso } from './datePresets.ts';
import { DEFAULT_PAGE_SIZE } from './apiFields.ts';
import { joinListValues, splitListValues } from './listValues.ts';
import { type SortState, DEFAULT_SORT, formatSort } from './listState.ts';
import {
  DATE_FILTERS,
  type DateFilterId,
  LIST_FILTER_KEYS,
  type ListFilterKey,
  type ProjectFilters,
  RANGE_FILTERS,
  type RangeFilterId,
  normalizeFilters,
} from './projectFilters.ts';
import { type SearchParamsInput, toSearchParams } from './searchParamsInput.ts';

/** API field of each list filter. */
export const LIST_FILTER_API_FIELDS: Readonly<Record<ListFilterKey, string>> = {
  status: 'status',
  priority: 'priority',
  executingArea: 'executing_area',
  createdBy: 'created_by',
  fundingSource: 'funding_source',
  economicEvaluation: 'economic_evaluation',
  environmentalStudy: 'environmental_study',
  // Any participating organisation, as the organisation's own page lists them.
  organization: 'organization_name',
  sector: 'sector',
  program: 'program_name',
  province: 'province',
};

export const RANGE_FILTER_API_FIELDS: Readonly<Record<RangeFilterId, string>> = {
  budgetAmount: 'budget_amount',
  score: 'score',
  expectedExecutionMonths: 'expected_execution_months',
};

export const DATE_FILTER_API_FIELDS: Readonly<Record<DateFilterId, string>> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** `%`, `_` and `\` of the user's term are escaped so that ILIKE matches them literally. */
export function ilikeContains(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The user's term back from an ILIKE "contains" pattern, or null when the pattern is not one. */
export function termFromIlike(pattern: string): string | null {
  if (pattern.length < 2 || !pattern.startsWith('%') || !pattern.endsWith('%')) return null;
  const inner = pattern.slice(1, -1);
  let term = '';
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i]!;
    if (char === '\\' && i + 1 < inner.length) term += inner[++i];
    else if (char === '%' || char === '_') return null;
    else term += char;
  }
  return term;
}

export interface ApiQueryOptions {
  /** Today (calendar day or instant) to resolve date presets; required when a preset is set. */
  today?: string | Date;
}

/**
 * The filter parameters of the list call, in a fixed order. A date preset, when set, wins over explicit dates of the
 * same filter (it is what the user last chose in the preset control).
 */
export function filtersToApiQuery(filters: ProjectFilters, options: ApiQueryOptions = {}): URLSearchParams {
  const normal = normalizeFilters(filters);
  const params = new URLSearchParams();
  if (normal.type) params.set('filter[type][in]', normal.type);
  if (normal.searchTerm) params.set('filter[name][ilike]', ilikeContains(normal.searchTerm));
  for (const key of LIST_FILTER_KEYS) {
    if (normal[key].length > 0) params.set(`filter[${LIST_FILTER_API_FIELDS[key]}][in]`, joinListValues(normal[key]));
  }
  for (const date of DATE_FILTERS) {
    const field = DATE_FILTER_API_FIELDS[date.id];
    const preset = normal[date.preset];
    let gte = normal[date.gte];
    let lte = normal[date.lte];
    if (preset !== null) {
      if (options.today === undefined) throw new Error('filtersToApiQuery needs `today` to resolve a date preset');
      ({ from: gte, to: lte } = datePresetRange(preset, options.today));
    }
    if (gte !== null) params.set(`filter[${field}][gte]`, dayStartIso(gte));
    if (lte !== null) params.set(`filter[${field}][lte]`, dayEndIso(lte));
  }
  for (const range of RANGE_FILTERS) {
    const field = RANGE_FILTER_API_FIELDS[range.id];
    const from = normal[range.from];
    const to = normal[range.to];
    if (from !== null) params.set(`filter[${field}][gte]`, String(from));
    if (to !== null) params.set(`filter[${field}][lte]`, String(to));
  }
  return params;
}

const dayOfBoundary = (value: string | null, suffix: string) =>
  value !== null && value.endsWith(suffix) ? value.slice(0, -suffix.length) : value;

/** Reads filters back from list-call parameters (presets come back as their resolved days). */
export function filtersFromApiQuery(input: SearchParamsInput): ProjectFilters {
  const params = toSearchParams(input);
  const raw: Record<string, unknown> = {
    type: params.get('filter[type][in]'),
    searchTerm: termFromIlike(params.get('filter[name][ilike]') ?? '') ?? '',
  };
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(`filter[${LIST_FILTER_API_FIELDS[key]}][in]`);
    raw[key] = value === null ? [] : splitListValues(value);
  }
  for (const date of DATE_FILTERS) {
    const field = DATE_FILTER_API_FIELDS[date.id];
    raw[date.gte] = dayOfBoundary(params.get(`filter[${field}][gte]`), 'T00:00:00.000Z');
    raw[date.lte] = dayOfBoundary(params.get(`filter[${field}][lte]`), 'T23:59:59.999Z');
  }
  for (const range of RANGE_FILTERS) {
    const field = RANGE_FILTER_API_FIELDS[range.id];
    raw[range.from] = params.get(`filter[${field}][gte]`);
    raw[range.to] = params.get(`filter[${field}][lte]`);
  }
  return normalizeFilters(raw);
}

export interface ProjectListQuery {
  type?: ProjectType | null;
  page?: number;
  limit?: number;
  sort?: SortState;
  organizationSlug?: string | null;
  programSlug?: string | null;
  projectSlug?: string | null;
  filters?: ProjectFilters;
}

/** Every parameter of the list call: type, sort, page, limit, scope slugs, then the filters. */
export function projectListApiParams(query: ProjectListQuery, options: ApiQueryOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  params.set('sort', formatSort(query.sort ?? DEFAULT_SORT));
  params.set('page', String(query.page ?? 1));
  params.set('limit', String(query.limit ?? DEFAULT_PAGE_SIZE));
  if (query.organizationSlug) params.set('organization_slug', query.organizationSlug);
  if (query.programSlug) params.set('program_slug', query.programSlug);
  if (query.projectSlug) params.set('project_slug', query.projectSlug);
  if (query.filters) for (const [key, value] of filtersToApiQuery(query.filters, options)) params.append(key, value);
  return params;
}
