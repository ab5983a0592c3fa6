// Organisations (organismos) under /t/{slug} (ARCHITECTURE.md §4, platform.md §7).
import {
  messages,
  organizationProjectsSchema,
  organizationSchema,
  projectSchema,
  type Organization,
  type Project,
} from '@siipro/domain';
import { listOf } from '../readers/lists.ts';
import { pathOf, type Http } from '../transport/http.ts';

export interface OrganizationListQuery {
  limit?: number;
  /** Field name, "-" prefix for descending (e.g. "-name"). */
  sort?: string;
  organizationSlug?: string;
  /** Free-text search. */
  q?: string;
}

export interface OrganizationChanges {
  name: string;
  description: string | null;
}

/** The side panel "Últimos proyectos" of an organisation. */
export interface OrganizationProjects {
  projects: Project[];
  orgName: string | null;
  total: number;
}

const readOrganization = (body: unknown) => organizationSchema.parse(body);
const readOrganizations = listOf(organizationSchema);
const readProjects = listOf(projectSchema);
/** portfolio.md §9 / platform.md §9: the side panel shows 5 projects. */
const SIDE_PANEL_PROJECTS = 5;

export function createOrganizationsApi(api: Http) {
  const organizationsPath = (slug: string, ...rest: string[]) => pathOf('t', slug, 'organizations', ...rest);

  return {
    /** Abortable: the list re-queries while the user types. */
    list(slug: string, query: OrganizationListQuery = {}, signal?: AbortSignal): Promise<Organization[]> {
      return api.get(organizationsPath(slug), readOrganizations, {
        searchParams: {
          limit: query.limit,
          sort: query.sort,
          organization_slug: query.organizationSlug,
          q: query.q,
        },
        signal,
      });
    },

    get(slug: string, organizationSlug: string, signal?: AbortSignal): Promise<Organization> {
      return api.get(organizationsPath(slug, organizationSlug), readOrganization, {
        signal,
        fallbackMessage: messages.organizations.errors.load,
      });
    },

    /** Returns the updated organisation (organizations:edit). */
    update(slug: string, organizationId: string, changes: OrganizationChanges): Promise<Organization> {
      return api.put(organizationsPath(slug, organizationId), readOrganization, {
        json: changes,
        fallbackMessage: messages.organizations.errors.save,
      });
    },

    projects(
      slug: string,
      organizationSlug: string,
      limit = SIDE_PANEL_PROJECTS,
      signal?: AbortSignal,
    ): Promise<OrganizationProjects> {
      return api.get(organizationsPath(slug, organizationSlug, 'projects'), readOrganizationProjects, {
        searchParams: { limit },
        signal,
      });
    },
  };
}

function readOrganizationProjects(body: unknown): OrganizationProjects {
  const answer = organizationProjectsSchema.parse(body);
  return { projects: readProjects(answer.projects), orgName: answer.orgName, total: answer.total };
}
