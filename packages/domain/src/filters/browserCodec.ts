// The list filters in the browser URL (portfolio.md §7): buscar, filter[estado][in], filter[prioridad][in], …,
// filter[presupuesto][gte|lte], filter[creado] (or [gte]/[lte]). Equal from/to dates collapse to the single exact-day
// key (§5). Two keys beyond the spec keep the round trip lossless: filter[creado|actualizado][preset] keeps a preset
// relative (a shared "últimos 30 días" link stays relative) and filter[tipo][in] keeps the type.

import { isCalendarDay } from '../shared/calendarDay.ts';
import { joinListValues, splitListValues } from './listValues.ts';
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

export const SEARCH_URL_KEY = 'buscar';

/** Spanish URL names of the list filters. */
export const LIST_FILTER_URL_NAMES: Readonly<Record<ListFilterKey, string>> = {
  status: 'estado',
  priority: 'prioridad',
  executingArea: 'area_ejecutora',
  createdBy: 'creador',
  fundingSource: 'financiamiento',
  economicEvaluation: 'eval_economica',
  environmentalStudy: 'estudio_amb',
  organization: 'organismo',
  sector: 'sector',
  program: 'programa',
  province: 'provincia',
};

export const RANGE_FILTER_URL_NAMES: Readonly<Record<RangeFilterId, string>> = {
  budgetAmount: 'presupuesto',
  score: 'score',
  expectedExecutionMonths: 'ejecucion_esperada',
};

export const DATE_FILTER_URL_NAMES: Readonly<Record<DateFilterId, string>> = {
  createdAt: 'creado',
  updatedAt: 'actualizado',
};

const TYPE_URL_KEY = 'filter[tipo][in]';

/** Whether a URL key belongs to the filter model (so list-state codecs can keep other keys untouched). */
export function isFilterUrlKey(key: string): boolean {
  return key === SEARCH_URL_KEY || key.startsWith('filter[');
}

/**
 * Writes the filters as browser URL keys, in a fixed order. Other keys of `base` (page, sort, …) are kept; its filter
 * keys are replaced.
 */
export function filtersToSearchParams(filters: ProjectFilters, base?: SearchParamsInput): URLSearchParams {
  const params = new URLSearchParams();
  if (base !== undefined) {
    for (const [key, value] of toSearchParams(base)) if (!isFilterUrlKey(key)) params.append(key, value);
  }
  const normal = normalizeFilters(filters);
  if (normal.searchTerm) params.set(SEARCH_URL_KEY, normal.searchTerm);
  for (const key of LIST_FILTER_KEYS) {
    if (normal[key].length > 0) params.set(`filter[${LIST_FILTER_URL_NAMES[key]}][in]`, joinListValues(normal[key]));
  }
  for (const range of RANGE_FILTERS) {
    const name = RANGE_FILTER_URL_NAMES[range.id];
    const from = normal[range.from];
    const to = normal[range.to];
    if (from !== null) params.set(`filter[${name}][gte]`, String(from));
    if (to !== null) params.set(`filter[${name}][lte]`, String(to));
  }
  for (const date of DATE_FILTERS) {
    const name = DATE_FILTER_URL_NAMES[date.id];
    const gte = normal[date.gte];
    const lte = normal[date.lte];
    if (gte !== null && gte === lte) {
      params.set(`filter[${name}]`, gte);
    } else {
      if (gte !== null) params.set(`filter[${name}][gte]`, gte);
      if (lte !== null) params.set(`filter[${name}][lte]`, lte);
    }
    const preset = normal[date.preset];
    if (preset !== null) params.set(`filter[${name}][preset]`, preset);
  }
  if (normal.type) params.set(TYPE_URL_KEY, normal.type);
  return params;
}

/** Reads the filters from browser URL keys; unknown keys and malformed values are ignored. */
export function filtersFromSearchParams(input: SearchParamsInput): ProjectFilters {
  const params = toSearchParams(input);
  const raw: Record<string, unknown> = { searchTerm: params.get(SEARCH_URL_KEY) ?? '' };
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(`filter[${LIST_FILTER_URL_NAMES[key]}][in]`);
    raw[key] = value === null ? [] : splitListValues(value);
  }
  for (const range of RANGE_FILTERS) {
    const name = RANGE_FILTER_URL_NAMES[range.id];
    raw[range.from] = params.get(`filter[${name}][gte]`);
    raw[range.to] = params.get(`filter[${name}][lte]`);
  }
  for (const date of DATE_FILTERS) {
    const name = DATE_FILTER_URL_NAMES[date.id];
    const exact = params.get(`filter[${name}]`);
    const exactDay = isCalendarDay(exact) ? exact : null;
    raw[date.gte] = exactDay ?? params.get(`filter[${name}][gte]`);
    raw[date.lte] = exactDay ?? params.get(`filter[${name}][lte]`);
    raw[date.preset] = params.get(`filter[${name}][preset]`);
  }
  raw.type = params.get(TYPE_URL_KEY);
  return normalizeFilters(raw);
}
