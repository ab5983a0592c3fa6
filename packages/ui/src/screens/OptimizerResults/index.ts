export { OptimizerResults } from './OptimizerResults';
export type { OptimizerDecision, OptimizerResultsProps, OptimizerResultsState } from './OptimizerResults';
