export { StatusPill } from './StatusPill';
export type { StatusPillProps } from './StatusPill';
