// Story data (not exported by the package): demo projects of the CENIT tenant and hrefs built with the app's paths.
import { demoProjectsByTenant, paths, sampleIncompleteProject, type Project } from '@siipro/domain';
import type { ProjectHrefs } from '../ProjectCell';

const TENANT = 'cenit-demo';
const cenit = demoProjectsByTenant[TENANT];

/** A page of projects: the demo tenant's first ten, plus one with missing data so the "-" cells show. */
export const sampleProjectRows: readonly Project[] = [
  ...cenit.filter((project) => project.type === 'proyecto').slice(0, 9),
  sampleIncompleteProject,
];

const projectsOnly = cenit.filter((project) => project.type === 'proyecto');
const longestBy = (text: (project: Project) => string | null | undefined) =>
  [...projectsOnly].sort((a, b) => (text(b) ?? '').length - (text(a) ?? '').length);

/**
 * The demo's widest rows, to prove the table fits a 1280 px window with real values (issue 43): the longest names,
 * organisations, programs, areas and sectors, and the largest budgets with cents.
 */
export const longestProjectRows: readonly Project[] = [
  ...new Set([
    ...longestBy((project) => project.name).slice(0, 3),
    ...longestBy((project) => project.organizations[0]?.name).slice(0, 2),
    ...longestBy((project) => project.program?.name ?? project.parentProject?.name).slice(0, 2),
    ...longestBy((project) => project.area ?? project.executingArea).slice(0, 1),
    ...longestBy((project) => project.sector).slice(0, 1),
    ...[...projectsOnly]
      .filter((project) => project.budgetAmount !== null && !Number.isInteger(project.budgetAmount))
      .sort((a, b) => (b.budgetAmount ?? 0) - (a.budgetAmount ?? 0))
      .slice(0, 1),
  ]),
];

/** A page of programs. */
export const sampleProgramRows: readonly Project[] = cenit.filter((project) => project.type === 'programa').slice(0, 8);

export const sampleHrefs: ProjectHrefs = {
  project: (project) =>
    paths.project(TENANT, {
      slug: project.slug,
      type: project.type,
      organizationSlug: project.organizations[0]?.slug ?? null,
    }),
  organization: (organizationSlug) => paths.organization(TENANT, organizationSlug),
  // The program's page lives under its own organisation, looked up by slug as the web app does.
  program: (programSlug) => {
    const program = cenit.find((project) => project.type === 'programa' && project.slug === programSlug);
    return paths.project(TENANT, {
      slug: programSlug,
      type: 'programa',
      organizationSlug: program?.organizations[0]?.slug,
    });
  },
};
