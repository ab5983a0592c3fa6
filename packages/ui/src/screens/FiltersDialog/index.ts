export { FiltersDialog } from './FiltersDialog';
export type { FiltersDialogProps } from './FiltersDialog';
export { COLLAPSED_OPTION_COUNT } from './filtersDialogState';
export type { FilterSection, FilterSectionOption, FilterSectionType, FilterSelection } from './filtersDialogState';
