// The list's filters as the screen offers them: the four quick filters beside the search box and the filters dialog,
// over the tenant's facets. The model (options, sections, the dialog's answer) is domain's; this is the wiring.
import {
  QUICK_FILTER_KEYS,
  activeFilterCount,
  applyDialogResult,
  dialogInitialSelection,
  filterChips,
  filterOptions,
  messages,
  withoutFilterChip,
  withoutFilterChips,
  type DialogResult,
  type Facets,
  type FilterOption,
  type ProjectFilters,
  type ProjectStatusOption,
  type QuickFilterKey,
} from '@siipro/domain';
import { dialogSections, sectionIds } from './dialogSections.ts';

export interface QuickFilter {
  key: QuickFilterKey;
  label: string;
  /** Shown with nothing chosen ("Todas las prioridades"). */
  placeholder: string;
  options: FilterOption[];
  value: string[];
  onChange: (values: string[]) => void;
}

type UpdateFilters = (update: (current: ProjectFilters) => ProjectFilters) => void;

export function useListFilters(
  filters: ProjectFilters,
  updateFilters: UpdateFilters,
  facets: Facets,
  statuses: readonly ProjectStatusOption[],
) {
  const quickFilters: QuickFilter[] = QUICK_FILTER_KEYS.map((key) => ({
    key,
    label: messages.projects.quickFilters[key],
    placeholder: messages.projects.quickFiltersAll[key],
    options: filterOptions(facets, key, filters, statuses),
    value: filters[key],
    onChange: (values: string[]) => updateFilters((current) => ({ ...current, [key]: values })),
  }));
  const sections = dialogSections(facets, filters, statuses);
  // The dialog's answer applies to the sections of the filters it answers, which may be newer than this render's.
  const applyResult = (result: DialogResult) =>
    updateFilters((current) =>
      applyDialogResult(current, sectionIds(dialogSections(facets, current, statuses)), result),
    );

  const chips = filterChips(filters, statuses);
  // A chip removes its filter from the filters of the moment (the URL's), found again there by its id.
  const removeChip = (id: string) =>
    updateFilters((current) => {
      const chip = filterChips(current, statuses).find((candidate) => candidate.id === id);
      return chip ? withoutFilterChip(current, chip.target) : current;
    });

  return {
    searchTerm: filters.searchTerm,
    onSearch: (term: string) => updateFilters((current) => ({ ...current, searchTerm: term })),
    quickFilters,
    filterSections: sections,
    filterSelection: dialogInitialSelection(filters, sectionIds(sections)),
    // The badge on "Filtros" counts the filters it and the quick filters set; the search shows in its own box.
    activeFilterCount: activeFilterCount({ ...filters, searchTerm: '' }),
    onApplyFilters: applyResult,
    // "Limpiar" empties the dialog and the filters it shows; the dialog stays open (portfolio.md §2.3).
    onResetFilters: () => applyResult({}),
    filterChips: {
      chips,
      onRemove: removeChip,
      onClearAll: () => updateFilters((current) => withoutFilterChips(current, filterChips(current, statuses))),
    },
  };
}
