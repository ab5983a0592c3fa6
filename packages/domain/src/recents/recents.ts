// Recently viewed projects and organisations, kept per tenant on the device (platform.md §3 "Local activity record
// per tenant", §9; portfolio.md §2.4). The rules live here; apps/web only reads and writes the stored text
// (session/recentActivity.ts). The dashboard reads it; the project and organisation pages write through it.

import { isPlainObject } from '../entities/normalizeKeys.ts';

/** Items kept per tenant and list (platform.md §9: "10 projects, 10 organisations"). */
export const MAX_RECENT_ITEMS = 10;
/** Items of each list on the dashboard (platform.md §9: "Dashboard cards: 4 each"). */
export const DASHBOARD_RECENT_COUNT = 4;

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
  /**
   * The program the project belongs to, for the dashboard card's "Ver programa" link. Optional: records written
   * before it was kept have neither, and read as "Sin programa".
   */
  programName?: string | null;
  programSlug?: string | null;
}

export interface RecentOrganization extends RecentItem {
  tenantSlug: string;
  responsable: string | null;
}

export interface LocalActivity {
  recentProjects: RecentProject[];
  recentOrganizations: RecentOrganization[];
}

/** Local storage key of a tenant's activity record. */
export function localActivityStorageKey(tenantSlug: string): string {
  return `siipro:activity:${tenantSlug}`;
}

/** Puts the item first, removing an earlier entry with the same slug, and keeps at most `max` items. */
export function addRecent<T extends { slug: string }>(
  list: readonly T[],
  item: T,
  max: number = MAX_RECENT_ITEMS,
): T[] {
  return [item, ...list.filter((entry) => entry.slug !== item.slug)].slice(0, Math.max(0, max));
}

/** The activity record with this project's visit first (portfolio.md §2.4: cached when the project loads). */
export function withRecentProject(activity: LocalActivity, project: RecentProject): LocalActivity {
  return { ...activity, recentProjects: addRecent(activity.recentProjects, project) };
}

/** The activity record with this organisation's visit first. */
export function withRecentOrganization(activity: LocalActivity, organization: RecentOrganization): LocalActivity {
  return { ...activity, recentOrganizations: addRecent(activity.recentOrganizations, organization) };
}

export function recentProjectOf(
  project: {
    slug: string;
    name: string;
    type: 'proyecto' | 'programa';
    priority: string | null;
    organizations: ReadonlyArray<{ name: string; slug: string }>;
    /** Optional, so callers without them still compile; the detail answer carries both. */
    parentProject?: { name: string; slug: string | null } | null;
    program?: { name: string; slug: string | null } | null;
  },
  now: Date,
): RecentProject {
  const organization = project.organizations[0];
  // The parent program, as the list's Programa column reads it: parentProject, else program.
  const program = project.parentProject ?? project.program;
  return {
    slug: project.slug,
    name: project.name,
    lastViewed: now.toISOString(),
    type: project.type,
    organizationName: organization?.name ?? null,
    organizationSlug: organization?.slug ?? null,
    priority: project.priority,
    programName: program?.name ?? null,
    programSlug: program?.slug ?? null,
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

/** The most recently viewed first, at most `count`. */
export function newestFirst<T extends RecentItem>(items: readonly T[], count: number = MAX_RECENT_ITEMS): T[] {
  return [...items].sort((a, b) => Date.parse(b.lastViewed) - Date.parse(a.lastViewed)).slice(0, count);
}

/** What the dashboard shows: 4 of each list, newest first (platform.md §9). */
export function dashboardRecents(activity: LocalActivity): LocalActivity {
  return {
    recentProjects: newestFirst(activity.recentProjects, DASHBOARD_RECENT_COUNT),
    recentOrganizations: newestFirst(activity.recentOrganizations, DASHBOARD_RECENT_COUNT),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Slug, name and a readable visit time, or null: an entry without them cannot be shown or linked. */
type StoredItem = RecentItem & { raw: Record<string, unknown> };

function readItem(value: unknown): StoredItem | null {
  if (!isPlainObject(value)) return null;
  const slug = text(value.slug);
  const name = text(value.name);
  const lastViewed = text(value.lastViewed);
  if (!slug || !name || !lastViewed || Number.isNaN(Date.parse(lastViewed))) return null;
  return { slug, name, lastViewed, raw: value };
}

/** Each entry once (its first, most recent, occurrence), at most 10. */
function readList<T extends RecentItem>(value: unknown, complete: (item: StoredItem) => T): T[] {
  const items: T[] = [];
  for (const entry of Array.isArray(value) ? value : []) {
    const item = readItem(entry);
    if (!item || items.some((existing) => existing.slug === item.slug)) continue;
    items.push(complete(item));
  }
  return items.slice(0, MAX_RECENT_ITEMS);
}

/**
 * Reads the stored record leniently: storage may hold anything (older versions, other tabs, manual edits), so a
 * damaged record is an empty one, bad entries are dropped and each list is deduplicated and cut to 10.
 */
export function parseLocalActivity(stored: string | null | undefined): LocalActivity {
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  const record = isPlainObject(value) ? value : {};
  return {
    recentProjects: readList(record.recentProjects, ({ raw, ...item }) => ({
      ...item,
      type: raw.type === 'programa' ? 'programa' : 'proyecto',
      organizationName: text(raw.organizationName),
      organizationSlug: text(raw.organizationSlug),
      priority: text(raw.priority),
      programName: text(raw.programName),
      programSlug: text(raw.programSlug),
    })),
    recentOrganizations: readList(record.recentOrganizations, ({ raw, ...item }) => ({
      ...item,
      tenantSlug: text(raw.tenantSlug) ?? '',
      responsable: text(raw.responsable),
    })),
  };
}

/** Items the search box lists before a search (platform.md §9: "Search dropdown recents: 5"). */
export const SEARCH_RECENT_COUNT = 5;

export type RecentEntry = ({ kind: 'project' } & RecentProject) | ({ kind: 'organization' } & RecentOrganization);

/** Projects, programs and organisations opened last on this device, mixed, newest first (the search box's list). */
export function searchRecents(activity: LocalActivity, count: number = SEARCH_RECENT_COUNT): RecentEntry[] {
  const entries: RecentEntry[] = [
    ...activity.recentProjects.map((project) => ({ kind: 'project' as const, ...project })),
    ...activity.recentOrganizations.map((organization) => ({ kind: 'organization' as const, ...organization })),
  ];
  return newestFirst(entries, count);
}
