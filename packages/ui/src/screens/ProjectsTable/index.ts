export { ProjectsTable, TABLE_MIN_WIDTH } from './ProjectsTable';
export type { ProjectsTableProps } from './ProjectsTable';
