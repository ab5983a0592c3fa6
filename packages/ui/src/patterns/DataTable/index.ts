export { DataCell, DataTable, dataRow } from './DataTable';
export type { DataCellProps, DataTableColumn, DataTableProps } from './DataTable';
