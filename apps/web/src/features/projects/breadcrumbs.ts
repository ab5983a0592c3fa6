// The list's breadcrumbs (portfolio.md §2.2): "Organismos > the organisation > Proyectos" when an organisation is in
// scope (with the program before the last item for a program's projects); otherwise just "Proyectos" or "Programas".
import { messages, paths } from '@siipro/domain';
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
