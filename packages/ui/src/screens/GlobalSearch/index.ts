export { GlobalSearch } from './GlobalSearch';
export type { GlobalSearchItem, GlobalSearchProps } from './GlobalSearch';
