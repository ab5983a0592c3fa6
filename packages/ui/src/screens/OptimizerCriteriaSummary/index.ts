export { OptimizerCriteriaSummary } from './OptimizerCriteriaSummary';
export type { OptimizerCriteriaSummaryProps } from './OptimizerCriteriaSummary';
