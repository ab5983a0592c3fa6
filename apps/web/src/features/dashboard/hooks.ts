// The dashboard's data: the tenant's local activity record, re-read when another tab writes it.
import { useMemo, useSyncExternalStore } from 'react';
import { browserLocalStore } from '../../lib/localStore.ts';
import { parseRecentActivity, recentActivityKey, type RecentActivity } from './recentActivity.ts';

const storage = browserLocalStore();

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useRecentActivity(tenantSlug: string): RecentActivity {
  const json = useSyncExternalStore(subscribeToStorage, () => storage.get(recentActivityKey(tenantSlug)));
  return useMemo(() => parseRecentActivity(json), [json]);
}
