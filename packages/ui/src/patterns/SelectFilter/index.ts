export { SelectFilter } from './SelectFilter';
export type { SelectFilterOption, SelectFilterProps } from './SelectFilter';
export { NativeSelectFilter } from './NativeSelectFilter';
export type { NativeSelectFilterProps } from './NativeSelectFilter';
