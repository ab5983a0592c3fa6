// The top bar's search box, wired to the API and this device's recents.
import { GlobalSearch } from '@siipro/ui';
import { useGlobalSearch } from './useGlobalSearch.ts';

export function GlobalSearchBox({ tenantSlug }: { tenantSlug: string }) {
  return <GlobalSearch {...useGlobalSearch(tenantSlug)} />;
}
