export { ActivityFeed, ACTIVITY_TABS, ACTIVITY_TAB_KINDS } from './ActivityFeed';
export type { ActivityFeedProps, ActivityTab } from './ActivityFeed';
