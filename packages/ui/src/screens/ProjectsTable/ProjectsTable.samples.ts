// Story data (not exported by the package): demo projects of the CENIT tenant and hrefs built with the app's paths.
import { demoProjectsByTenant, paths, sampleIncompleteProject, type Project } from '@siipro/domain';
import type { ProjectsTableHrefs } from './ProjectsTable';

const TENANT = 'cenit-demo';
const cenit = demoProjectsByTenant[TENANT];

/** A page of projects: the demo tenant's first ten, plus one with missing data so the "-" cells show. */
export const sampleProjectRows: readonly Project[] = [
  ...cenit.filter((project) => project.type === 'proyecto').slice(0, 9),
  sampleIncompleteProject,
];

/** A page of programs. */
export const sampleProgramRows: readonly Project[] = cenit.filter((project) => project.type === 'programa').slice(0, 8);

export const sampleHrefs: ProjectsTableHrefs = {
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
