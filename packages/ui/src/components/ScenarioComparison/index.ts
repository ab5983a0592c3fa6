export { ScenarioComparison } from './ScenarioComparison';
export type { ScenarioComparisonProps } from './ScenarioComparison';
