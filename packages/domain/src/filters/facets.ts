// The list screen's filter model over the distinct values of GET /projects/filters/values (portfolio.md §2.2, §2.3):
// which options each filter offers and in what order, which sections the filters dialog has, and how the dialog's
// answer becomes filters. The screen turns this into the design system's quick filters and dialog sections.
import { PRIORITIES } from '../priority/priority.ts';
import { statusLabel, type ProjectStatusOption } from '../status/projectStatus.ts';
import { LIST_FILTER_API_FIELDS } from './apiQuery.ts';
import { dayRangeLabel } from './datePresets.ts';
import {
  dialogSelectionFromFilters,
  filtersFromDialogResult,
  rangeFromKey,
  rangeToKey,
  type DialogResult,
} from './dialogResult.ts';
import {
  DATE_FILTERS,
  LIST_FILTER_KEYS,
  RANGE_FILTERS,
  type ListFilterKey,
  type ProjectFilters,
  type RangeFilterId,
} from './projectFilters.ts';

/** The facets the screen asks for, one per list filter (one call, every field at once). */
export const FACET_FIELDS: readonly string[] = LIST_FILTER_KEYS.map((key) => LIST_FILTER_API_FIELDS[key]);

export type Facets = Readonly<Record<string, readonly string[] | undefined>>;

/** The quick filters beside the search box, in display order. */
export const QUICK_FILTER_KEYS = ['executingArea', 'priority', 'status', 'fundingSource'] as const;
export type QuickFilterKey = (typeof QUICK_FILTER_KEYS)[number];

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * The values of a list filter: the facet's, plus any value already chosen that the facets do not list (a shared link
 * from before a value disappeared, or facets that failed to load), so a selection can always be seen and removed.
 */
export function facetValues(facets: Facets, key: ListFilterKey, selected: readonly string[] = []): string[] {
  const values = [...(facets[LIST_FILTER_API_FIELDS[key]] ?? [])];
  for (const value of selected) if (!values.includes(value)) values.push(value);
  return values;
}

/** Values in a reference order first (a tenant's statuses, Alta → Media → Baja), others after them as they came. */
function inReferenceOrder(values: readonly string[], reference: readonly string[]): string[] {
  const rank = (value: string) => {
    const index = reference.indexOf(value);
    return index < 0 ? reference.length : index;
  };
  return values
    .map((value, position) => ({ value, position }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.position - b.position)
    .map(({ value }) => value);
}

/**
 * The options of a list filter as value and label. Statuses follow the tenant's status list (its order and labels,
 * portfolio.md §4.1) and priorities their rank (§4.2), rather than the alphabet the facets come in.
 */
export function filterOptions(
  facets: Facets,
  key: ListFilterKey,
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
): FilterOption[] {
  const values = facetValues(facets, key, filters[key]);
  if (key === 'priority') return inReferenceOrder(values, PRIORITIES).map((value) => ({ value, label: value }));
  if (key !== 'status' || statuses.length === 0) return values.map((value) => ({ value, label: value }));
  const order = statuses.map((option) => option.value);
  return inReferenceOrder(values, order).map((value) => ({ value, label: statusLabel(value, statuses) }));
}

/**
 * The option of a date section that stands for explicit days. The dialog offers presets only; explicit days come from
 * a shared link (filter[creado][gte]=…), and show as this option, chosen, so that they can be seen and removed.
 */
export const EXPLICIT_DAYS_OPTION = 'fechas';

type DateFilter = (typeof DATE_FILTERS)[number];

/** The explicit days of a date filter, when they are what filters (a preset, when chosen, replaces them). */
function explicitDaysLabel(filters: ProjectFilters, date: DateFilter): string | null {
  return filters[date.preset] === null ? dayRangeLabel(filters[date.gte], filters[date.lte]) : null;
}

/** One section of the filters dialog, before the screen gives it a title and the design system's shape. */
export type DialogSectionPlan =
  | { kind: 'choices'; id: ListFilterKey; options: FilterOption[] }
  | { kind: 'range'; id: RangeFilterId }
  | { kind: 'datePreset'; id: DateFilter['preset']; date: DateFilter['id']; explicitDays: string | null };

/**
 * The dialog's sections, in order: one multiple choice per list filter (created-by only when someone has created
 * projects: an always-empty section would only say "Sin datos"), the three numeric ranges (Presupuesto, Puntuación
 * SIIPRO, Meses de ejecución), and the creation and update date presets (with a link's explicit days, if any).
 */
export function dialogPlan(
  facets: Facets,
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
): DialogSectionPlan[] {
  const plan: DialogSectionPlan[] = [];
  for (const key of LIST_FILTER_KEYS) {
    const options = filterOptions(facets, key, filters, statuses);
    if (key === 'createdBy' && options.length === 0) continue;
    plan.push({ kind: 'choices', id: key, options });
  }
  for (const range of RANGE_FILTERS) plan.push({ kind: 'range', id: range.id });
  for (const date of DATE_FILTERS) {
    plan.push({ kind: 'datePreset', id: date.preset, date: date.id, explicitDays: explicitDaysLabel(filters, date) });
  }
  return plan;
}

const RANGE_IDS: ReadonlySet<string> = new Set(RANGE_FILTERS.map((range) => range.id));

/** The result keys a section owns: its id, and for ranges the From/To bounds. */
function ownedKeys(sectionId: string): string[] {
  return RANGE_IDS.has(sectionId) ? [rangeFromKey(sectionId), rangeToKey(sectionId)] : [sectionId];
}

/**
 * The filters after "Ver Resultados" (or "Limpiar", an empty result) in a dialog of these sections: what they hand
 * back replaces their filters; the search term, which the dialog does not show, is kept. A date section hands back a
 * preset, nothing, or the explicit days it was opened with: only the last keeps those days.
 */
export function applyDialogResult(
  current: ProjectFilters,
  sectionIds: readonly string[],
  result: DialogResult,
): ProjectFilters {
  const merged: Record<string, readonly string[] | undefined> = dialogSelectionFromFilters(current);
  for (const id of sectionIds) for (const key of ownedKeys(id)) delete merged[key];
  for (const id of sectionIds) {
    for (const key of ownedKeys(id)) if (result[key] !== undefined) merged[key] = result[key];
  }
  for (const date of DATE_FILTERS) {
    if (!sectionIds.includes(date.preset)) continue;
    if (merged[date.preset]?.includes(EXPLICIT_DAYS_OPTION)) {
      merged[date.preset] = [];
    } else {
      delete merged[rangeFromKey(date.id)];
      delete merged[rangeToKey(date.id)];
    }
  }
  return filtersFromDialogResult(current, merged);
}

/** The dialog's starting selection: only the keys its sections own. */
export function dialogInitialSelection(
  filters: ProjectFilters,
  sectionIds: readonly string[],
): Record<string, string[]> {
  const selection = dialogSelectionFromFilters(filters);
  for (const date of DATE_FILTERS) {
    if (explicitDaysLabel(filters, date) !== null) selection[date.preset] = [EXPLICIT_DAYS_OPTION];
  }
  const owned = new Set(sectionIds.flatMap(ownedKeys));
  return Object.fromEntries(Object.entries(selection).filter(([key]) => owned.has(key)));
}
