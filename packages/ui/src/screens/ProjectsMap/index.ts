export { ProjectsMap } from './ProjectsMap';
export type { ProjectsMapProps } from './ProjectsMap';
