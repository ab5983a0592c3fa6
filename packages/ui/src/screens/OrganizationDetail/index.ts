export { OrganizationDetail } from './OrganizationDetail';
export type { OrganizationDetailProps } from './OrganizationDetail';
