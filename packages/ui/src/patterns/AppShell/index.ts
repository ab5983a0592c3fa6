export { AppShell, MAIN_PADDING, SKIP_LINK_LABEL } from './AppShell';
export type { AppShellProps } from './AppShell';
