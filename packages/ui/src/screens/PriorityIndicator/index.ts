export { PriorityIndicator } from './PriorityIndicator';
export type { PriorityIndicatorProps } from './PriorityIndicator';
