export { ProjectSidePanel } from './ProjectSidePanel';
export type { ProjectSidePanelProps } from './ProjectSidePanel';
