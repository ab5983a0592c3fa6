export { DataCell, DataHeaderCell, DataLink, DataMessageRow, DataRow, DataTable } from './DataTable';
export type {
  DataCellProps,
  DataHeaderCellProps,
  DataLinkProps,
  DataMessageRowProps,
  DataTableColumn,
  DataTableProps,
  DataTableVariant,
} from './DataTable';
