// The distinct values of GET /projects/filters/values turned into what the list screen offers: the options of the
// four quick filters and the sections of the filters dialog (portfolio.md §2.2, §2.3). Section ids are the ones
// the domain's dialog-result mapping reads (filtersFromDialogResult).
import {
  DATE_FILTERS,
  DATE_PRESETS,
  dayRangeLabel,
  dialogSelectionFromFilters,
  filtersFromDialogResult,
  LIST_FILTER_API_FIELDS,
  LIST_FILTER_KEYS,
  PRIORITIES,
  RANGE_FILTERS,
  messages,
  statusLabel,
  type DialogResult,
  type ListFilterKey,
  type ProjectFilters,
  type ProjectStatusOption,
} from '@siipro/domain';

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

export function quickFilterOptions(
  facets: Facets,
  key: QuickFilterKey,
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
): FilterOption[] {
  return filterOptions(facets, key, filters, statuses);
}

export interface DialogOption {
  id: string;
  label: string;
}

export interface DialogSection {
  id: string;
  title: string;
  type: 'single' | 'multiple' | 'range';
  options: DialogOption[];
}

/** Dialog titles of the list filters (messages.filters.sections). */
const LIST_SECTION_TITLES: Readonly<Record<ListFilterKey, string>> = messages.filters.sections;

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

/** A date filter's section: its presets as a single choice, after the explicit days of a link, if any. */
function dateSection(filters: ProjectFilters, date: DateFilter): DialogSection {
  const options: DialogOption[] = DATE_PRESETS.map((preset) => ({
    id: preset,
    label: messages.filters.presets[preset],
  }));
  const explicitDays = explicitDaysLabel(filters, date);
  if (explicitDays !== null) options.unshift({ id: EXPLICIT_DAYS_OPTION, label: explicitDays });
  return { id: date.preset, title: messages.filters.sections[date.id], type: 'single', options };
}

/**
 * The dialog's sections: one multiple choice per list filter with values (created-by only when the facets list it),
 * the three numeric ranges (Presupuesto, Puntuación SIIPRO, Meses de ejecución), and the creation and update date
 * presets as single choices (with a link's explicit days as a first option).
 */
export function dialogSections(
  facets: Facets,
  filters: ProjectFilters,
  statuses: readonly ProjectStatusOption[] = [],
): DialogSection[] {
  const sections: DialogSection[] = [];
  for (const key of LIST_FILTER_KEYS) {
    const options = filterOptions(facets, key, filters, statuses);
    // Creators only appear when someone has created projects; an always-empty section would only say "Sin datos".
    if (key === 'createdBy' && options.length === 0) continue;
    sections.push({
      id: key,
      title: LIST_SECTION_TITLES[key],
      type: 'multiple',
      options: options.map((option) => ({ id: option.value, label: option.label })),
    });
  }
  for (const range of RANGE_FILTERS) {
    sections.push({ id: range.id, title: messages.filters.sections[range.id], type: 'range', options: [] });
  }
  for (const date of DATE_FILTERS) sections.push(dateSection(filters, date));
  return sections;
}

/** The result keys a section owns: its id, and for ranges the From/To bounds. */
function ownedKeys(section: DialogSection): string[] {
  return section.type === 'range' ? [`${section.id}From`, `${section.id}To`] : [section.id];
}

/**
 * The filters after "Ver Resultados" (or "Limpiar", an empty result): what the dialog's sections hand back replaces
 * their filters; the search term, which the dialog does not show, is kept. A date section hands back a preset, nothing,
 * or the explicit days it was opened with: only the last keeps those days.
 */
export function applyDialogResult(
  current: ProjectFilters,
  sections: readonly DialogSection[],
  result: DialogResult,
): ProjectFilters {
  const merged: Record<string, readonly string[] | undefined> = dialogSelectionFromFilters(current);
  for (const section of sections) for (const key of ownedKeys(section)) delete merged[key];
  for (const section of sections) {
    for (const key of ownedKeys(section)) if (result[key] !== undefined) merged[key] = result[key];
  }
  for (const date of DATE_FILTERS) {
    if (!sections.some((section) => section.id === date.preset)) continue;
    if (merged[date.preset]?.includes(EXPLICIT_DAYS_OPTION)) {
      merged[date.preset] = [];
    } else {
      delete merged[`${date.id}From`];
      delete merged[`${date.id}To`];
    }
  }
  return filtersFromDialogResult(current, merged);
}

/** The dialog's starting selection: only the keys its sections own. */
export function dialogInitialSelection(
  filters: ProjectFilters,
  sections: readonly DialogSection[],
): Record<string, string[]> {
  const selection = dialogSelectionFromFilters(filters);
  for (const date of DATE_FILTERS) {
    if (explicitDaysLabel(filters, date) !== null) selection[date.preset] = [EXPLICIT_DAYS_OPTION];
  }
  const owned = new Set(sections.flatMap(ownedKeys));
  return Object.fromEntries(Object.entries(selection).filter(([key]) => owned.has(key)));
}
