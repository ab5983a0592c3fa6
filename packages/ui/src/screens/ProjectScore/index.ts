export { ProjectScore } from './ProjectScore';
export type { ProjectScoreProps } from './ProjectScore';
