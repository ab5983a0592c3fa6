// GET /t/{slug}/search?q= → "projects, programs and organisations matching" (ARCHITECTURE.md §4); the grouping is
// not fixed there, so both a grouped object and a flat list of typed items are read.
import { isPlainObject, organizationSchema, projectSchema, type Organization, type Project } from '@siipro/domain';
import { listOf } from './lists.ts';

export interface SearchResults {
  projects: Project[];
  programs: Project[];
  organizations: Organization[];
}

const readProjects = listOf(projectSchema);
const readOrganizations = listOf(organizationSchema);

export function readSearchResults(body: unknown): SearchResults {
  if (Array.isArray(body)) {
    const organizations = body.filter((item) => isPlainObject(item) && item.type === 'organization');
    const everyProject = readProjects(body.filter((item) => !organizations.includes(item)));
    return {
      projects: everyProject.filter((project) => project.type === 'proyecto'),
      programs: everyProject.filter((project) => project.type === 'programa'),
      organizations: readOrganizations(organizations),
    };
  }
  const record = isPlainObject(body) ? body : {};
  return {
    projects: readProjects(record.projects),
    programs: readProjects(record.programs),
    organizations: readOrganizations(record.organizations),
  };
}
