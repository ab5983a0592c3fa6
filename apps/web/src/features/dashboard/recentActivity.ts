// The tenant's local activity record (platform.md §3: "Local activity record per tenant, on the device only:
// recentProjects and recentOrganizations; each item has slug, name, lastViewed"). The screens that write it come
// with the organisation and project pages; the dashboard only reads it, newest first, 4 of each (platform.md §9).

export const DASHBOARD_CARD_LIMIT = 4;

export interface RecentProject {
  slug: string;
  name: string;
  lastViewed: string;
  type: 'proyecto' | 'programa';
  organizationSlug: string | null;
  organizationName: string | null;
  priority: string | null;
}

export interface RecentOrganization {
  slug: string;
  name: string;
  lastViewed: string;
}

export interface RecentActivity {
  projects: RecentProject[];
  organizations: RecentOrganization[];
}

export const EMPTY_ACTIVITY: RecentActivity = { projects: [], organizations: [] };

export function recentActivityKey(tenantSlug: string): string {
  return `siipro:activity:${tenantSlug}`;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function readBase(
  value: unknown,
): { slug: string; name: string; lastViewed: string; record: Record<string, unknown> } | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const slug = text(record.slug);
  const name = text(record.name);
  const lastViewed = text(record.lastViewed);
  if (!slug || !name || !lastViewed || Number.isNaN(Date.parse(lastViewed))) return null;
  return { slug, name, lastViewed, record };
}

function newestFirst<T extends { lastViewed: string }>(items: T[]): T[] {
  return items.sort((a, b) => Date.parse(b.lastViewed) - Date.parse(a.lastViewed)).slice(0, DASHBOARD_CARD_LIMIT);
}

/** Reads the stored JSON leniently: a damaged entry is skipped, a damaged record is an empty one. */
export function parseRecentActivity(json: string | null): RecentActivity {
  if (!json) return EMPTY_ACTIVITY;
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return EMPTY_ACTIVITY;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_ACTIVITY;
  const { recentProjects, recentOrganizations } = stored as Record<string, unknown>;

  const projects = (Array.isArray(recentProjects) ? recentProjects : []).flatMap((entry): RecentProject[] => {
    const base = readBase(entry);
    if (!base) return [];
    const { record, ...fields } = base;
    return [
      {
        ...fields,
        type: record.type === 'programa' ? 'programa' : 'proyecto',
        organizationSlug: text(record.organizationSlug),
        organizationName: text(record.organizationName),
        priority: text(record.priority),
      },
    ];
  });
  const organizations = (Array.isArray(recentOrganizations) ? recentOrganizations : []).flatMap(
    (entry): RecentOrganization[] => {
      const base = readBase(entry);
      return base ? [{ slug: base.slug, name: base.name, lastViewed: base.lastViewed }] : [];
    },
  );
  return { projects: newestFirst(projects), organizations: newestFirst(organizations) };
}
