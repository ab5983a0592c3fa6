export { ReportsView, reportsMenuItems } from './ReportsView';
export type { ReportsViewProps } from './ReportsView';
