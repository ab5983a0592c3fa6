export { FilterChips } from './FilterChips';
export type { FilterChipItem, FilterChipsProps } from './FilterChips';
export { filterChipsTexts } from './texts';
export type { FilterChipsTexts } from './texts';
