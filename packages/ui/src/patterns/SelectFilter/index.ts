export { SelectFilter } from './SelectFilter';
export type { SelectFilterOption, SelectFilterProps } from './SelectFilter';
