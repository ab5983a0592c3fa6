export { PriorityDistributionChart } from './PriorityDistributionChart';
export type { PriorityCount, PriorityDistributionChartProps, StatusCount } from './PriorityDistributionChart';
