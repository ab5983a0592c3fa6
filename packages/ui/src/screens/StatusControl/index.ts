export { StatusControl } from './StatusControl';
export type { StatusControlProps } from './StatusControl';
