export { OptimizerResults } from './OptimizerResults';
export type {
  OptimizerDecision,
  OptimizerDecisionImpact,
  OptimizerResultsProps,
  OptimizerResultsState,
} from './OptimizerResults';
