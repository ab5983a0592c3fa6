export { SuggestInput } from './SuggestInput';
export type { SuggestInputProps } from './SuggestInput';
