export { ActivityFeed } from './ActivityFeed';
export type { ActivityFeedProps } from './ActivityFeed';
