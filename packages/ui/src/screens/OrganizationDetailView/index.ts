export { OrganizationDetailView } from './OrganizationDetailView';
export type { OrganizationDetailViewProps } from './OrganizationDetailView';
