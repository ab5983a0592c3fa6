export { ScenarioList } from './ScenarioList';
export type { ScenarioListProps } from './ScenarioList';
