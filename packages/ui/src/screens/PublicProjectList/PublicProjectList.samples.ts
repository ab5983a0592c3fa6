// Story data (not exported by the package): the demo tenant's projects as the portal publishes them — through
// domain's toPublicProject, so a story can only show public fields — and their explained scores.
import {
  computeScore,
  demoProjectsByTenant,
  explainScore,
  toPublicProject,
  toPublicProjectDetail,
  type Project,
  type PublicOrganization,
  type PublicProject,
  type PublicProjectDetail,
} from '@siipro/domain';

const shown = { programPublic: true, hiddenOrganizationSlugs: new Set<string>() };
const projects = demoProjectsByTenant['cenit-demo'].filter((project) => project.type === 'proyecto');

/** The longest name of the demo first (a card must wrap it), then a page of others. */
const longest = [...projects].sort((a, b) => b.name.length - a.name.length)[0]!;
const page: Project[] = [longest, ...projects.filter((project) => project !== longest).slice(0, 8)];

export const samplePublicProjects: readonly PublicProject[] = page.map((project) => toPublicProject(project, shown));

/** The demo project with a budget with cents and coordinates, as its public page shows it. */
const detailed = projects.find(
  (project) => project.latitude !== null && project.budgetAmount !== null && !Number.isInteger(project.budgetAmount),
)!;
export const samplePublicProjectDetail: PublicProjectDetail = toPublicProjectDetail(
  detailed,
  explainScore(computeScore(detailed)),
  shown,
);

/** The organisations of the sample page, counted as the API counts them. */
export const samplePublicOrganizations: readonly PublicOrganization[] = [
  ...new Map(
    samplePublicProjects
      .flatMap((project) => project.organizations)
      .map((organization) => [organization.slug, organization] as const),
  ).values(),
].map((organization) => ({
  slug: organization.slug,
  name: organization.name,
  description: null,
  projectCount: samplePublicProjects.filter((project) =>
    project.organizations.some((other) => other.slug === organization.slug),
  ).length,
}));

export const publicPortalHrefs = {
  projects: '/publico/cenit-demo',
  map: '/publico/cenit-demo/mapa',
  organizations: '/publico/cenit-demo/organismos',
  openData: '/publico/cenit-demo/datos-abiertos',
};
