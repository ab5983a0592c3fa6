export { ActivityFeed } from './ActivityFeed';
export type { ActivityFeedProps, DocumentRef } from './ActivityFeed';
