// Sort, page and type of a list (portfolio.md §2.2, §4.4, §9): default sort by name ascending; choosing the current
// sort column toggles the direction, a new column starts ascending; any change of filters, sort or type goes back to
// page 1. In the browser URL the page is `pagina` and the sort `orden` (written only when not the default).

import type { ProjectType } from '../entities/project.ts';
import { filtersFromSearchParams, filtersToSearchParams } from './browserCodec.ts';
import { MAX_PAGE, type ProjectSortField, isProjectSortField } from './apiFields.ts';
import { type ProjectFilters, emptyFilters } from './projectFilters.ts';
import { type SearchParamsInput, toSearchParams } from './searchParamsInput.ts';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: ProjectSortField;
  direction: SortDirection;
}

export const DEFAULT_SORT: Readonly<SortState> = Object.freeze({ field: 'name', direction: 'asc' });

export const PAGE_URL_KEY = 'pagina';
export const SORT_URL_KEY = 'orden';

/** "-score" → score descending; unknown fields give null. */
export function parseSort(text: string | null | undefined): SortState | null {
  const value = text?.trim() ?? '';
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return isProjectSortField(field) ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

export function formatSort(sort: SortState): string {
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/** The table head rule: the current column toggles, a new column starts ascending. */
export function toggleSort(current: SortState, field: ProjectSortField): SortState {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

export interface ProjectListState {
  page: number;
  sort: SortState;
  type: ProjectType;
  filters: ProjectFilters;
}

export function initialListState(type: ProjectType): ProjectListState {
  return { page: 1, sort: { ...DEFAULT_SORT }, type, filters: emptyFilters() };
}

export function withFilters(state: ProjectListState, filters: ProjectFilters): ProjectListState {
  return { ...state, filters, page: 1 };
}

export function withSortColumn(state: ProjectListState, field: ProjectSortField): ProjectListState {
  return { ...state, sort: toggleSort(state.sort, field), page: 1 };
}

export function withType(state: ProjectListState, type: ProjectType): ProjectListState {
  return type === state.type ? state : { ...state, type, page: 1 };
}

/**
 * A page the list can ask the API for: 1 for what is not a whole number ≥ 1, and at most MAX_PAGE (past it the API
 * answers 400; at it, an empty page whose total sends the screen to the last page).
 */
function validPage(page: number): number {
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

export function withPage(state: ProjectListState, page: number): ProjectListState {
  return { ...state, page: validPage(page) };
}

/** Reads page, sort and filters from the browser URL; the type comes from the route. */
export function listStateFromSearchParams(input: SearchParamsInput, type: ProjectType): ProjectListState {
  const params = toSearchParams(input);
  return {
    page: validPage(Number(params.get(PAGE_URL_KEY))),
    sort: parseSort(params.get(SORT_URL_KEY)) ?? { ...DEFAULT_SORT },
    type,
    filters: filtersFromSearchParams(params),
  };
}

export function listStateToSearchParams(state: ProjectListState): URLSearchParams {
  const params = filtersToSearchParams(state.filters);
  const sort = formatSort(state.sort);
  if (sort !== formatSort(DEFAULT_SORT)) params.set(SORT_URL_KEY, sort);
  if (state.page > 1) params.set(PAGE_URL_KEY, String(state.page));
  return params;
}
