export { ForbiddenView } from './ForbiddenView';
export type { ForbiddenViewProps } from './ForbiddenView';
