export { ScoreBadge } from './ScoreBadge';
export type { ScoreBadgeProps, ScoreBadgeVariant } from './ScoreBadge';
