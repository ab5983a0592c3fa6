export { DataCell, DataHeaderCell, DataLink, DataMessageRow, DataRow, DataRowHeader, DataTable } from './DataTable';
export type {
  DataCellProps,
  DataHeaderCellProps,
  DataLinkProps,
  DataMessageRowProps,
  DataTableColumn,
  DataTableProps,
  DataTableVariant,
} from './DataTable';
