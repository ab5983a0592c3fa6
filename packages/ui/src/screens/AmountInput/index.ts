export { AmountInput } from './AmountInput';
export type { AmountInputProps } from './AmountInput';
