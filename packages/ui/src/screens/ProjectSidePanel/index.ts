export { ProjectSidePanel } from './ProjectSidePanel';
export type { ProjectSidePanelEdit, ProjectSidePanelProps } from './ProjectSidePanel';
