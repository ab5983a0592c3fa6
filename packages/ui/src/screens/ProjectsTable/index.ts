export { ProjectsTable } from './ProjectsTable';
export type { ProjectsTableHrefs, ProjectsTableProps } from './ProjectsTable';
export { projectTableColumns } from './projectsTableColumns';
export type { ProjectColumn, ProjectColumnId } from './projectsTableColumns';
