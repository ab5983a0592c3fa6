// What the dashboard's cards show, from the device's activity record or, when it has none of a kind, the tenant's
// newest of that kind (platform.md §9: "fallback fetch of 20 items, newest first by created_at"). Pure: tested
// without a browser.
import {
  DASHBOARD_RECENT_COUNT,
  paths,
  type OrganizationAnswer,
  type ProjectListItem,
  type RecentOrganization,
  type RecentProject,
} from '@siipro/domain';
import type { DashboardOrganization, DashboardProject } from '@siipro/ui';

/** The fallback's request, for projects and organisations alike: the tenant's 20 newest. */
export const NEWEST_QUERY = { sort: '-createdAt', limit: 20 } as const;
/** Its SWR query text, under the tenant's list keys (so a change to the list refreshes it too). */
export const NEWEST_KEY = 'sort=-createdAt&limit=20';

/** Whether the dashboard asks for the tenant's newest of a kind: only when this device has no recent one of it. */
export function needsNewest(recents: readonly unknown[]): boolean {
  return recents.length === 0;
}

/** A program's page lives under the organisation of the project that names it, as on the list. */
function programHref(tenantSlug: string, programSlug: string | null | undefined, organizationSlug: string | null) {
  return programSlug ? paths.project(tenantSlug, { slug: programSlug, type: 'programa', organizationSlug }) : null;
}

export function recentProjectCard(tenantSlug: string, project: RecentProject): DashboardProject {
  return {
    key: project.slug,
    name: project.name,
    href: paths.project(tenantSlug, project),
    priority: project.priority,
    organizationName: project.organizationName,
    organizationHref: project.organizationSlug ? paths.organization(tenantSlug, project.organizationSlug) : null,
    programHref: programHref(tenantSlug, project.programSlug, project.organizationSlug),
  };
}

export function listedProjectCard(tenantSlug: string, project: ProjectListItem): DashboardProject {
  const organization = project.organizations[0] ?? project.organization;
  const organizationSlug = organization?.slug || null;
  const program = project.parentProject ?? project.program;
  return {
    key: project.slug,
    name: project.name,
    href: paths.project(tenantSlug, { slug: project.slug, type: project.type, organizationSlug }),
    priority: project.priority,
    organizationName: organization?.name ?? null,
    organizationHref: organizationSlug ? paths.organization(tenantSlug, organizationSlug) : null,
    programHref: programHref(tenantSlug, program?.slug, organizationSlug),
  };
}

export function recentOrganizationCard(tenantSlug: string, organization: RecentOrganization): DashboardOrganization {
  return {
    key: organization.slug,
    name: organization.name,
    href: paths.organization(tenantSlug, organization.slug),
    projectsHref: paths.projects(tenantSlug, { organizationSlug: organization.slug }),
    responsable: organization.responsable,
  };
}

export function listedOrganizationCard(tenantSlug: string, organization: OrganizationAnswer): DashboardOrganization {
  return {
    key: organization.slug,
    name: organization.name,
    href: paths.organization(tenantSlug, organization.slug),
    projectsHref: paths.projects(tenantSlug, { organizationSlug: organization.slug }),
    responsable: organization.responsable?.name ?? null,
  };
}

/**
 * The project cards: the device's recents (already newest first, at most 4) when there are any; else the first 4 of
 * the tenant's newest, once they arrive (none while loading or after a failure, which the dashboard shows as
 * "Cargando proyectos..." or "No hay proyectos recientes.").
 */
export function dashboardProjectCards(
  tenantSlug: string,
  recentProjects: readonly RecentProject[],
  newest: readonly ProjectListItem[] | undefined,
): DashboardProject[] {
  if (!needsNewest(recentProjects)) return recentProjects.map((project) => recentProjectCard(tenantSlug, project));
  return (newest ?? []).slice(0, DASHBOARD_RECENT_COUNT).map((project) => listedProjectCard(tenantSlug, project));
}

/** The organisation cards: the device's recents when there are any, else the first 4 of the tenant's newest. */
export function dashboardOrganizationCards(
  tenantSlug: string,
  recentOrganizations: readonly RecentOrganization[],
  newest: readonly OrganizationAnswer[] | undefined,
): DashboardOrganization[] {
  if (!needsNewest(recentOrganizations)) {
    return recentOrganizations.map((organization) => recentOrganizationCard(tenantSlug, organization));
  }
  return (newest ?? [])
    .slice(0, DASHBOARD_RECENT_COUNT)
    .map((organization) => listedOrganizationCard(tenantSlug, organization));
}
