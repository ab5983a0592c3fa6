// The dashboard's data: the tenant's activity record on this device, re-read whenever it is written.
import { useMemo, useSyncExternalStore } from 'react';
import { dashboardRecents, parseLocalActivity, type LocalActivity } from '@siipro/domain';
import { recentActivity } from '../../session/recentActivity.ts';

export function useRecentActivity(tenantSlug: string): LocalActivity {
  const stored = useSyncExternalStore(recentActivity.subscribe, () => recentActivity.snapshot(tenantSlug));
  return useMemo(() => dashboardRecents(parseLocalActivity(stored)), [stored]);
}
