export { SortableTableHead } from './SortableTableHead';
export type { SortableTableHeadProps, TableColumn, TableSort } from './SortableTableHead';
