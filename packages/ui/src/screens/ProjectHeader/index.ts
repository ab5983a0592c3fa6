export { ProjectHeader } from './ProjectHeader';
export type { ProjectHeaderProps, ProjectSaveOutcome } from './ProjectHeader';
