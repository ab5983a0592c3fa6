// The top bar's search (platform.md §2): the last term searched and its results from GET /t/{slug}/search, and the
// items opened last on this device, each with the page it opens (a programa its program page, a project its page,
// under its organisation).
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@siipro/api-client';
import {
  messages,
  parseLocalActivity,
  paths,
  searchRecents,
  type RecentEntry,
  type SearchResult,
} from '@siipro/domain';
import type { GlobalSearchItem, GlobalSearchProps } from '@siipro/ui';
import { useTenantSearch } from '../../lib/useTenantSearch.ts';
import { recentActivity } from '../../session/recentActivity.ts';

function resultItem(tenantSlug: string, result: SearchResult): GlobalSearchItem {
  const href =
    result.type === 'organization'
      ? paths.organization(tenantSlug, result.slug)
      : paths.project(tenantSlug, {
          slug: result.slug,
          type: result.type,
          organizationSlug: result.organization?.slug ?? null,
        });
  const detail =
    result.type === 'organization' ? result.slug : [result.code, result.organization?.name].filter(Boolean).join(' · ');
  return { key: `${result.type}:${result.id}`, kind: result.type, name: result.name, detail, href };
}

function recentItem(tenantSlug: string, entry: RecentEntry): GlobalSearchItem {
  if (entry.kind === 'organization') {
    return {
      key: `organization:${entry.slug}`,
      kind: 'organization',
      name: entry.name,
      detail: entry.slug,
      href: paths.organization(tenantSlug, entry.slug),
    };
  }
  return {
    key: `${entry.type}:${entry.slug}`,
    kind: entry.type,
    name: entry.name,
    detail: entry.organizationName,
    href: paths.project(tenantSlug, { slug: entry.slug, type: entry.type, organizationSlug: entry.organizationSlug }),
  };
}

export function useGlobalSearch(tenantSlug: string): GlobalSearchProps {
  const navigate = useNavigate();
  const [term, setTerm] = useState<string | null>(null);
  // The box searches as one types: the newest term's answer, the previous one's while it loads.
  const { data, error, isLoading } = useTenantSearch(tenantSlug, term);
  const stored = useSyncExternalStore(recentActivity.subscribe, () => recentActivity.snapshot(tenantSlug));
  const recents = useMemo(
    () => searchRecents(parseLocalActivity(stored)).map((entry) => recentItem(tenantSlug, entry)),
    [stored, tenantSlug],
  );
  const items = useMemo(
    () =>
      data ? [...data.programs, ...data.projects, ...data.organizations].map((r) => resultItem(tenantSlug, r)) : [],
    [data, tenantSlug],
  );

  return {
    onSearch: setTerm,
    results: term === null ? null : { term, items },
    loading: isLoading,
    error: error === undefined ? null : isApiError(error) ? error.message : messages.errors.unexpected,
    recents,
    onSelect: (item) => navigate(item.href),
  };
}
