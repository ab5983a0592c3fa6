export { SearchInput } from './SearchInput';
export type { SearchInputProps } from './SearchInput';
export { useSearchAsYouType } from './useSearchAsYouType';
