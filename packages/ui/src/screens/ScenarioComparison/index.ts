export { COMPARISON_LIST_LIMIT, ScenarioComparison } from './ScenarioComparison';
export type { ScenarioComparisonProps } from './ScenarioComparison';
