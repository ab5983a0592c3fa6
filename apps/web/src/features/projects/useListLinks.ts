// Where the list screen links to: its breadcrumbs and title, and the pages of a row's project, organisation and
// program. Names come from the rows the list answered (else the slug).
import { paths, type ProjectListItem } from '@siipro/domain';
import { listBreadcrumbs, listTitle, type Crumb } from './breadcrumbs.ts';
import { belongsToOrganization, type ListScope } from './listQuery.ts';

export function useListLinks(scope: ListScope, rows: readonly ProjectListItem[]) {
  const { tenantSlug, organizationSlug, programSlug } = scope;
  // Names for the breadcrumbs: what the rows of the list answer say, else the slug. (The organisation's own record,
  // GET …/organizations/{slug}, comes with the organisation pages; asking for it now would be a 404 on every load.)
  const rowOrganization = organizationSlug
    ? rows.flatMap((row) => row.organizations).find((org) => org.slug.toLowerCase() === organizationSlug.toLowerCase())
    : undefined;
  const rowProgram = programSlug
    ? rows.map((row) => row.parentProject).find((parent) => parent?.slug?.toLowerCase() === programSlug.toLowerCase())
    : undefined;
  const breadcrumbs: Crumb[] = listBreadcrumbs(scope, {
    organization: rowOrganization?.name ?? null,
    program: rowProgram?.name ?? null,
  });

  const hrefs = {
    project: (project: ProjectListItem) =>
      paths.project(tenantSlug, {
        slug: project.slug,
        type: project.type,
        organizationSlug: project.organizations[0]?.slug ?? null,
      }),
    organization: (slug: string) => paths.organization(tenantSlug, slug),
    // A program's page lives under its organisation: the one of a row that hangs from it (the route's in a scope).
    program: (slug: string) => {
      const row = rows.find((candidate) => candidate.parentProject?.slug === slug);
      const owner =
        organizationSlug && row && belongsToOrganization(row, organizationSlug)
          ? organizationSlug
          : (row?.organizations[0]?.slug ?? organizationSlug);
      return paths.project(tenantSlug, { slug, type: 'programa', organizationSlug: owner });
    },
  };

  return { title: listTitle(scope), breadcrumbs, hrefs };
}
