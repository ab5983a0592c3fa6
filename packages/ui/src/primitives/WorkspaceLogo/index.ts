export { WorkspaceLogo } from './WorkspaceLogo';
export type { WorkspaceLogoProps, WorkspaceLogoSize } from './WorkspaceLogo';
