export { DashboardView } from './DashboardView';
export type { DashboardOrganization, DashboardProject, DashboardViewProps } from './DashboardView';
