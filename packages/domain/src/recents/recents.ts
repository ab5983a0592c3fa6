// Recently viewed projects and organisations, kept per tenant on the device (platform.md §3, §9; portfolio.md §3).

import { isPlainObject } from '../entities/normalizeKeys.ts';

export const MAX_RECENT_ITEMS = 10;
export const DASHBOARD_RECENT_COUNT = 4;
export const SEARCH_RECENT_COUNT = 5;

export interface RecentItem {
  slug: string;
  name: string;
  /** ISO time of the last visit. */
  lastViewed: string;
}

export interface RecentProject extends RecentItem {
  type: 'proyecto' | 'programa';
  organizationName: string | null;
  organizationSlug: string | null;
  priority: string | null;
}

export interface RecentOrganization extends RecentItem {
  tenantSlug: string;
  responsable: string | null;
}

export interface LocalActivity {
  recentProjects: RecentProject[];
  recentOrganizations: RecentOrganization[];
}

/** Puts the item first, removing an earlier entry with the same slug, and keeps at most `max` items. */
export function addRecent<T extends { slug: string }>(
  list: readonly T[],
  item: T,
  max: number = MAX_RECENT_ITEMS,
): T[] {
  return [item, ...list.filter((entry) => entry.slug !== item.slug)].slice(0, Math.max(0, max));
}

export function recentProjectOf(
  project: {
    slug: string;
    name: string;
    type: 'proyecto' | 'programa';
    priority: string | null;
    organizations: ReadonlyArray<{ name: string; slug: string }>;
  },
  now: Date,
): RecentProject {
  const organization = project.organizations[0];
  return {
    slug: project.slug,
    name: project.name,
    lastViewed: now.toISOString(),
    type: project.type,
    organizationName: organization?.name ?? null,
    organizationSlug: organization?.slug ?? null,
    priority: project.priority,
  };
}

export function recentOrganizationOf(
  organization: { slug: string; name: string; responsable?: { name?: string | null } | null },
  tenantSlug: string,
  now: Date,
): RecentOrganization {
  return {
    slug: organization.slug,
    name: organization.name,
    lastViewed: now.toISOString(),
    tenantSlug,
    responsable: organization.responsable?.name ?? null,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function readItem(value: unknown): RecentItem | null {
  if (!isPlainObject(value)) return null;
  const slug = text(value.slug);
  const name = text(value.name);
  if (!slug || !name) return null;
  return { slug, name, lastViewed: text(value.lastViewed) ?? new Date(0).toISOString() };
}

/**
 * Reads the stored record leniently: storage may hold anything (older versions, other tabs, manual edits), so bad
 * entries are dropped and each list is deduplicated and cut to 10.
 */
export function parseLocalActivity(stored: string | null | undefined): LocalActivity {
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  const record = isPlainObject(value) ? value : {};
  const projects: RecentProject[] = [];
  for (const entry of Array.isArray(record.recentProjects) ? record.recentProjects : []) {
    const item = readItem(entry);
    if (!item || projects.some((existing) => existing.slug === item.slug)) continue;
    const raw = entry as Record<string, unknown>;
    projects.push({
      ...item,
      type: raw.type === 'programa' ? 'programa' : 'proyecto',
      organizationName: text(raw.organizationName),
      organizationSlug: text(raw.organizationSlug),
      priority: text(raw.priority),
    });
  }
  const organizations: RecentOrganization[] = [];
  for (const entry of Array.isArray(record.recentOrganizations) ? record.recentOrganizations : []) {
    const item = readItem(entry);
    if (!item || organizations.some((existing) => existing.slug === item.slug)) continue;
    const raw = entry as Record<string, unknown>;
    organizations.push({ ...item, tenantSlug: text(raw.tenantSlug) ?? '', responsable: text(raw.responsable) });
  }
  return {
    recentProjects: projects.slice(0, MAX_RECENT_ITEMS),
    recentOrganizations: organizations.slice(0, MAX_RECENT_ITEMS),
  };
}

/** Local storage key of a tenant's activity record (recent projects and organisations). */
export function localActivityStorageKey(tenantSlug: string): string {
  return `userActivity.${tenantSlug}`;
}

/** Local storage key of a tenant's comments: userActivity.{tenantSlug}.comments (portfolio.md §2.6). */
export function commentsStorageKey(tenantSlug: string): string {
  return `userActivity.${tenantSlug}.comments`;
}
