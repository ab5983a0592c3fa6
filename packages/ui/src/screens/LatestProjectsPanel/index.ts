export { LATEST_PROJECTS_LIMIT, LatestProjectsPanel } from './LatestProjectsPanel';
export type { LatestProjectsPanelProps } from './LatestProjectsPanel';
