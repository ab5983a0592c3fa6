export { AppShell, SKIP_LINK_LABEL } from './AppShell';
export type { AppShellProps } from './AppShell';
