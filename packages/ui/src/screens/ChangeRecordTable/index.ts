export { ChangeRecordTable, changeLines } from './ChangeRecordTable';
export type { ChangeRecordEntry, ChangeRecordTableProps } from './ChangeRecordTable';
