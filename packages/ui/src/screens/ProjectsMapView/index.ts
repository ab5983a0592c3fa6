export { ProjectsMapView } from './ProjectsMapView';
export type { MapFilter, ProjectsMapViewProps } from './ProjectsMapView';
