export { DashboardView } from './DashboardView';
export type { DashboardItem, DashboardViewProps } from './DashboardView';
