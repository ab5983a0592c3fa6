// The active filters as removable chips above a list or the map (issue 43): one chip per chosen value of a list
// filter ("Provincia: Neuquén"), one per numeric range and one per date filter, and on a screen without a search box
// (the map) one for the search. Removing a chip gives the filters without it; the screen writes them to the URL like
// any other change. The type comes from the route (or the map's layer), so it is never a chip.
import { formatMoney, formatNumber } from '../format/money.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { statusLabel, type ProjectStatusOption } from '../status/projectStatus.ts';
import { dayRangeLabel } from './datePresets.ts';
import {
  DATE_FILTERS,
  LIST_FILTER_KEYS,
  RANGE_FILTERS,
  type DateFilterId,
  type ListFilterKey,
  type ProjectFilters,
  type RangeFilterId,
} from './projectFilters.ts';

export type FilterChipTarget =
  | { kind: 'search' }
  | { kind: 'list'; key: ListFilterKey; value: string }
  | { kind: 'range'; id: RangeFilterId }
  | { kind: 'date'; id: DateFilterId };

export interface FilterChip {
  /** Stable and unique among the chips (React key, focus after a removal). */
  id: string;
  /** "Provincia: Neuquén": what the chip shows. */
  label: string;
  /** "Quitar filtro Provincia: Neuquén": the name of its remove button. */
  removeLabel: string;
  target: FilterChipTarget;
}

const sections = messages.filters.sections;
const texts = messages.filters.chips;

function rangeValue(id: RangeFilterId, from: number | null, to: number | null): string {
  const format = (value: number) => (id === 'budgetAmount' ? formatMoney(value) : formatNumber(value));
  if (from !== null && to !== null) return interpolate(texts.between, { from: format(from), to: format(to) });
  if (from !== null) return interpolate(texts.from, { from: format(from) });
  return interpolate(texts.to, { to: format(to ?? 0) });
}

function chip(id: string, field: string, value: string, target: FilterChipTarget): FilterChip {
  const label = interpolate(texts.label, { field, value });
  return { id, label, removeLabel: interpolate(texts.remove, { label }), target };
}

export interface FilterChipsOptions {
  /** List filters the screen shows in controls of their own (the map's status and priority selects). */
  omit?: readonly ListFilterKey[];
  /** A chip for the search term, on a screen without a search box. */
  search?: boolean;
}

/** The chips of the active filters, in the dialog's order. Statuses read as the tenant names them. */
export function filterChips(
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
  { omit = [], search = false }: FilterChipsOptions = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (search && filters.searchTerm) {
    chips.push(chip('search', texts.search, filters.searchTerm, { kind: 'search' }));
  }
  for (const key of LIST_FILTER_KEYS) {
    if (omit.includes(key)) continue;
    for (const value of filters[key]) {
      const shown = key === 'status' ? statusLabel(value, statuses) : value;
      chips.push(chip(`${key}:${value}`, sections[key], shown, { kind: 'list', key, value }));
    }
  }
  for (const range of RANGE_FILTERS) {
    const from = filters[range.from];
    const to = filters[range.to];
    if (from === null && to === null) continue;
    chips.push(chip(range.id, sections[range.id], rangeValue(range.id, from, to), { kind: 'range', id: range.id }));
  }
  for (const date of DATE_FILTERS) {
    const preset = filters[date.preset];
    const value =
      preset !== null ? messages.filters.presets[preset] : dayRangeLabel(filters[date.gte], filters[date.lte]);
    if (value === null) continue;
    chips.push(chip(date.id, sections[date.id], value, { kind: 'date', id: date.id }));
  }
  return chips;
}

/** The filters without the chip's filter (or, for a list filter, without that one value). */
export function withoutFilterChip(filters: ProjectFilters, target: FilterChipTarget): ProjectFilters {
  switch (target.kind) {
    case 'search':
      return { ...filters, searchTerm: '' };
    case 'list':
      return { ...filters, [target.key]: filters[target.key].filter((value) => value !== target.value) };
    case 'range': {
      const range = RANGE_FILTERS.find((candidate) => candidate.id === target.id)!;
      return { ...filters, [range.from]: null, [range.to]: null };
    }
    case 'date': {
      const date = DATE_FILTERS.find((candidate) => candidate.id === target.id)!;
      return { ...filters, [date.gte]: null, [date.lte]: null, [date.preset]: null };
    }
  }
}

/** The filters without any chip's: what "Quitar todos" leaves (the type, which is never a chip, stays). */
export function withoutFilterChips(filters: ProjectFilters, chips: readonly FilterChip[]): ProjectFilters {
  return chips.reduce((current, chip) => withoutFilterChip(current, chip.target), filters);
}
