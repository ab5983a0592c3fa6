export { DashboardView } from './DashboardView';
export type { DashboardOrganization, DashboardProject, DashboardTrends, DashboardViewProps } from './DashboardView';
