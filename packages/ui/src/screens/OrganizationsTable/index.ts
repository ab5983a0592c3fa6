export { OrganizationsTable } from './OrganizationsTable';
export type { OrganizationNameSort, OrganizationsTableProps } from './OrganizationsTable';
