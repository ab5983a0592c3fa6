// The list's breadcrumbs (portfolio.md §2.2): "Organismos > the organisation > Proyectos" when an organisation is in
// scope (with the program before the last item for a program's projects); otherwise just "Proyectos" or "Programas".
import { messages, paths, type ProjectType } from '@siipro/domain';
import type { ListScope } from './listQuery.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export interface ScopeNames {
  /** The organisation's name, when known; its slug stands in until then. */
  organization: string | null;
  program: string | null;
}

export function listTitle(scope: ListScope): string {
  return scope.type === 'programa' ? messages.projects.titlePrograms : messages.projects.titleProjects;
}

export function listBreadcrumbs(scope: ListScope, names: ScopeNames): Crumb[] {
  const last: Crumb = { label: listTitle(scope) };
  if (!scope.organizationSlug) return [last];
  const crumbs: Crumb[] = [
    { label: messages.projects.breadcrumbOrganizations, href: paths.organizations(scope.tenantSlug) },
    {
      label: names.organization ?? scope.organizationSlug,
      href: paths.organization(scope.tenantSlug, scope.organizationSlug),
    },
  ];
  if (scope.programSlug) {
    crumbs.push({
      label: names.program ?? scope.programSlug,
      href: paths.project(scope.tenantSlug, {
        slug: scope.programSlug,
        type: 'programa',
        organizationSlug: scope.organizationSlug,
      }),
    });
  }
  crumbs.push(last);
  return crumbs;
}

/** What the detail page's breadcrumb needs of the project (portfolio.md §2.4). */
export interface DetailCrumbSource {
  slug: string;
  type: ProjectType;
  organizations: ReadonlyArray<{ name: string; slug: string }>;
}

/**
 * The detail page's breadcrumb (portfolio.md §2.4): "Organismos > the organisation > Proyectos > the slug" when the
 * project has an organisation (the one of the path, else its first), otherwise "Proyectos > the slug"; "Programas"
 * for a program.
 */
export function detailBreadcrumbs(
  tenantSlug: string,
  project: DetailCrumbSource,
  pathOrganizationSlug: string | null,
): Crumb[] {
  const organization =
    project.organizations.find((candidate) => candidate.slug === pathOrganizationSlug) ??
    (pathOrganizationSlug ? { name: pathOrganizationSlug, slug: pathOrganizationSlug } : project.organizations[0]);
  const scope = { tenantSlug, type: project.type, organizationSlug: organization?.slug ?? null, programSlug: null };
  const listHref = project.type === 'programa' ? paths.programs(tenantSlug, scope) : paths.projects(tenantSlug, scope);
  const list: Crumb = { label: listTitle(scope), href: listHref };
  const current: Crumb = { label: project.slug };
  if (!organization) return [list, current];
  return [
    { label: messages.projects.breadcrumbOrganizations, href: paths.organizations(tenantSlug) },
    { label: organization.name, href: paths.organization(tenantSlug, organization.slug) },
    list,
    current,
  ];
}
