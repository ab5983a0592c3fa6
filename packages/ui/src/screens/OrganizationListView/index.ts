export { OrganizationListView } from './OrganizationListView';
export type { OrganizationListMode, OrganizationListViewProps } from './OrganizationListView';
