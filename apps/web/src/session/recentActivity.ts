// The tenant's activity record on this device (platform.md §3), kept under domain's key with domain's rules
// (recents/recents.ts): this file only reads and writes the stored text and tells readers when it changed, in this
// tab (a page that remembers a visit) and in others (the browser's `storage` event). The dashboard reads it; the
// project and organisation pages write through rememberProject / rememberOrganization.
import {
  localActivityStorageKey,
  parseLocalActivity,
  withRecentOrganization,
  withRecentProject,
  type LocalActivity,
  type RecentOrganization,
  type RecentProject,
} from '@siipro/domain';
import { browserLocalStore, type KeyValueStore } from '../lib/localStore.ts';

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface RecentActivityStore {
  /** The stored text, unchanged until a write: a stable snapshot for useSyncExternalStore. */
  snapshot(tenantSlug: string): string | null;
  read(tenantSlug: string): LocalActivity;
  /** Calls back after any write, here or in another tab; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  rememberProject(tenantSlug: string, project: RecentProject): void;
  rememberOrganization(tenantSlug: string, organization: RecentOrganization): void;
}

export function createRecentActivityStore(store: KeyValueStore, events: StorageEvents | null): RecentActivityStore {
  const listeners = new Set<() => void>();
  const snapshot = (tenantSlug: string) => store.get(localActivityStorageKey(tenantSlug));
  const read = (tenantSlug: string) => parseLocalActivity(snapshot(tenantSlug));
  const update = (tenantSlug: string, change: (activity: LocalActivity) => LocalActivity) => {
    // A failed write is only logged by the store (portfolio.md §8: "only warned, not shown to the user").
    store.set(localActivityStorageKey(tenantSlug), JSON.stringify(change(read(tenantSlug))));
    for (const listener of [...listeners]) listener();
  };
  return {
    snapshot,
    read,
    subscribe(onChange) {
      listeners.add(onChange);
      events?.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        events?.removeEventListener('storage', onChange);
      };
    },
    rememberProject: (tenantSlug, project) => update(tenantSlug, (activity) => withRecentProject(activity, project)),
    rememberOrganization: (tenantSlug, organization) =>
      update(tenantSlug, (activity) => withRecentOrganization(activity, organization)),
  };
}

/** This browser's record. */
export const recentActivity = createRecentActivityStore(
  browserLocalStore(),
  typeof window === 'undefined' ? null : window,
);
