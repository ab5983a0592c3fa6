// What the dashboard's cards show, from the device's activity record or, for projects, the tenant's newest
// (platform.md §9: "fallback fetch of 20 items, newest first by created_at"). Pure: tested without a browser.
import {
  DASHBOARD_RECENT_COUNT,
  paths,
  type ProjectListItem,
  type RecentOrganization,
  type RecentProject,
} from '@siipro/domain';
import type { DashboardOrganization, DashboardProject } from '@siipro/ui';

/** The fallback's request: the tenant's 20 newest. */
export const NEWEST_PROJECTS_QUERY = { sort: '-createdAt', limit: 20 } as const;
/** Its SWR query text, under the tenant's project list keys (so a change to the projects refreshes it too). */
export const NEWEST_PROJECTS_KEY = 'sort=-createdAt&limit=20';

/** Whether the dashboard asks for the tenant's newest projects: only when this device has no recent one. */
export function needsNewestProjects(recentProjects: readonly RecentProject[]): boolean {
  return recentProjects.length === 0;
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
  if (!needsNewestProjects(recentProjects))
    return recentProjects.map((project) => recentProjectCard(tenantSlug, project));
  return (newest ?? []).slice(0, DASHBOARD_RECENT_COUNT).map((project) => listedProjectCard(tenantSlug, project));
}
