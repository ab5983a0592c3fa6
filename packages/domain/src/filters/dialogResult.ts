// The filters dialog (portfolio.md §2.3) hands back a map: one key per section id with a list of option ids; range
// bounds use the section id with a From or To suffix, each a one-item list. Section ids here are the filter names:
// status, priority, … for choices; budgetAmount, score, expectedExecutionMonths, createdAt, updatedAt for ranges
// (dates as YYYY-MM-DD); createdAtPreset, updatedAtPreset and type for single choices.

import {
  DATE_FILTERS,
  LIST_FILTER_KEYS,
  type ProjectFilters,
  RANGE_FILTERS,
  normalizeFilters,
} from './projectFilters.ts';

export type DialogResult = Readonly<Record<string, readonly string[] | undefined>>;

/** The one convention for a range's bounds in the dialog's map (the dialog, its model and this mapping use it). */
export const rangeFromKey = (sectionId: string) => `${sectionId}From`;
export const rangeToKey = (sectionId: string) => `${sectionId}To`;

const first = (values: readonly string[] | undefined) => values?.[0] ?? null;

/** The filters after applying the dialog; the search term is kept (the dialog does not edit it). */
export function filtersFromDialogResult(current: ProjectFilters, result: DialogResult): ProjectFilters {
  const raw: Record<string, unknown> = { searchTerm: current.searchTerm };
  for (const key of LIST_FILTER_KEYS) raw[key] = result[key] ?? [];
  for (const range of RANGE_FILTERS) {
    raw[range.from] = first(result[rangeFromKey(range.id)]);
    raw[range.to] = first(result[rangeToKey(range.id)]);
  }
  for (const date of DATE_FILTERS) {
    raw[date.gte] = first(result[rangeFromKey(date.id)]);
    raw[date.lte] = first(result[rangeToKey(date.id)]);
    raw[date.preset] = first(result[date.preset]);
  }
  raw.type = first(result.type);
  return normalizeFilters(raw);
}

/** The dialog's initial selection for the current filters (the inverse of filtersFromDialogResult). */
export function dialogSelectionFromFilters(filters: ProjectFilters): Record<string, string[]> {
  const selection: Record<string, string[]> = {};
  for (const key of LIST_FILTER_KEYS) if (filters[key].length > 0) selection[key] = [...filters[key]];
  for (const range of RANGE_FILTERS) {
    const from = filters[range.from];
    const to = filters[range.to];
    if (from !== null) selection[rangeFromKey(range.id)] = [String(from)];
    if (to !== null) selection[rangeToKey(range.id)] = [String(to)];
  }
  for (const date of DATE_FILTERS) {
    const gte = filters[date.gte];
    const lte = filters[date.lte];
    const preset = filters[date.preset];
    if (gte !== null) selection[rangeFromKey(date.id)] = [gte];
    if (lte !== null) selection[rangeToKey(date.id)] = [lte];
    if (preset !== null) selection[date.preset] = [preset];
  }
  if (filters.type) selection.type = [filters.type];
  return selection;
}
