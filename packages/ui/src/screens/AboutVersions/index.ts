export { AboutVersions } from './AboutVersions';
export type { AboutVersionsProps, VersionSource, VersionState } from './AboutVersions';
