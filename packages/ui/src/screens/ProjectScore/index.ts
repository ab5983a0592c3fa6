export { ProjectScore } from './ProjectScore';
export type { ProjectScoreEdit, ProjectScoreProps } from './ProjectScore';
