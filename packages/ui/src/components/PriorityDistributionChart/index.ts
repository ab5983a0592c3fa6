export { PriorityDistributionChart } from './PriorityDistributionChart';
export type { PriorityCounts, PriorityDistributionChartProps, StatusCount } from './PriorityDistributionChart';
