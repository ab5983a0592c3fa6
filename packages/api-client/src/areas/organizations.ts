// Organisations under /t/{slug} (ARCHITECTURE.md §4 "Organisations", platform.md §2, §7): the list with its search
// and sort, one organisation, its edit with the version it read, and its latest projects for the side panel.
import {
  messages,
  organizationAnswerSchema,
  organizationListAnswerSchema,
  organizationProjectsAnswerSchema,
  type OrganizationAnswer,
  type OrganizationProjectsAnswer,
  type OrganizationCreateInput,
  type OrganizationSort,
  type OrganizationUpdateInput,
} from '@siipro/domain';
import { pathOf, type Http } from '../transport/http.ts';

export interface OrganizationListParams {
  /** 1-1000; every organisation when absent. */
  limit?: number;
  /** `name` by default; `-name` descending; createdAt / updatedAt likewise. */
  sort?: OrganizationSort;
  /** Name or slug, accent- and case-insensitive. */
  q?: string;
  /** Only the organisation with this slug. */
  organizationSlug?: string;
  /** The "Archivados" view: only archived organisations (organizations:edit). */
  archived?: boolean;
}

const texts = messages.organizations.errors;

export function createOrganizationsApi(api: Http) {
  const organizationsPath = (slug: string, ...rest: string[]) => pathOf('t', slug, 'organizations', ...rest);

  return {
    /** The tenant's organisations with their project counts; abortable, since the search box changes the query. */
    list(slug: string, params: OrganizationListParams = {}, signal?: AbortSignal): Promise<OrganizationAnswer[]> {
      const searchParams = new URLSearchParams();
      if (params.limit !== undefined) searchParams.set('limit', String(params.limit));
      if (params.sort) searchParams.set('sort', params.sort);
      if (params.q?.trim()) searchParams.set('q', params.q.trim());
      if (params.organizationSlug) searchParams.set('organization_slug', params.organizationSlug);
      if (params.archived) searchParams.set('archived', 'true');
      return api.get(organizationsPath(slug), (body) => organizationListAnswerSchema.parse(body), {
        searchParams,
        signal,
      });
    },

    /** One organisation by its slug; a 404 ApiError ("No se encontró la organización") when there is none. */
    get(slug: string, organizationSlug: string, signal?: AbortSignal): Promise<OrganizationAnswer> {
      return api.get(organizationsPath(slug, organizationSlug), (body) => organizationAnswerSchema.parse(body), {
        signal,
        fallbackMessage: texts.load,
      });
    },

    /**
     * Creates an organisation (201) with a slug from its name; the same name (ignoring case and accents) is a 409.
     */
    create(slug: string, body: OrganizationCreateInput): Promise<OrganizationAnswer> {
      return api.post(organizationsPath(slug), (answer) => organizationAnswerSchema.parse(answer), {
        json: body,
        fallbackMessage: texts.save,
      });
    },

    /**
     * Saves name, description or the responsible person with the version the page read: a stale version is a 409
     * CONFLICT and changes nothing. The answer is the updated organisation.
     */
    update(slug: string, organizationId: string, body: OrganizationUpdateInput): Promise<OrganizationAnswer> {
      return api.put(organizationsPath(slug, organizationId), (answer) => organizationAnswerSchema.parse(answer), {
        json: body,
        fallbackMessage: texts.save,
      });
    },

    /** Archives it; an organisation with active projects is a 409 that says how many. */
    archive(slug: string, organizationId: string): Promise<OrganizationAnswer> {
      return api.post(
        organizationsPath(slug, organizationId, 'archive'),
        (answer) => organizationAnswerSchema.parse(answer),
        { fallbackMessage: texts.save },
      );
    },

    /** Brings an archived organisation back; the answer has archivedAt null. */
    restore(slug: string, organizationId: string): Promise<OrganizationAnswer> {
      return api.post(
        organizationsPath(slug, organizationId, 'restore'),
        (answer) => organizationAnswerSchema.parse(answer),
        { fallbackMessage: texts.save },
      );
    },

    /** Its latest projects (5 by default, last updated first), its name and its projects list's total. */
    projects(
      slug: string,
      organizationSlug: string,
      limit = 5,
      signal?: AbortSignal,
    ): Promise<OrganizationProjectsAnswer> {
      return api.get(
        organizationsPath(slug, organizationSlug, 'projects'),
        (body) => organizationProjectsAnswerSchema.parse(body),
        { searchParams: { limit: String(limit) }, signal },
      );
    },
  };
}
