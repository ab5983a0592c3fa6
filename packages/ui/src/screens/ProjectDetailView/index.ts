export { ProjectDetailView } from './ProjectDetailView';
export type { ProjectDetailState, ProjectDetailViewProps } from './ProjectDetailView';
