export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
