// The public portal of a tenant (issue 45, ARCHITECTURE.md §4 "Public portal and open data"): what anyone may read
// of a tenant whose "Portal público" is on — its name and logo, the published projects (the list's query on public
// fields), one project with its score explained, the map and a marker's popup, the organisations — and the addresses
// of the open-data files. No credentials: these calls go through a client of their own (createPublicPortalClient)
// that carries no session, no token and no cookie, so the public pages load none of the sign-in code.
import {
  mapProjectPopupSchema,
  messages,
  type OpenDataFile,
  publicOrganizationListAnswerSchema,
  publicProjectDetailSchema,
  publicProjectListAnswerSchema,
  publicTenantSchema,
  type MapPoints,
  type MapProjectPopup,
  type PublicOrganization,
  type PublicProjectDetail,
  type PublicProjectListAnswer,
  type PublicTenant,
} from '@siipro/domain';
import { readFilterValues } from '../readers/filterValues.ts';
import { readMapAnswer } from '../readers/mapAnswer.ts';
import { projectQueryParams, type ProjectListQuery } from '../readers/projectQuery.ts';
import { pathOf, type Http } from '../transport/http.ts';

/** The public list's query: the list's, without the "Archivados" view (the portal never shows archived rows). */
export type PublicProjectQuery = Omit<ProjectListQuery, 'archived'>;

// The open-data files are domain's (the portal's page lists them too); re-exported for the client's callers.
export { OPEN_DATA_FILES, type OpenDataFile } from '@siipro/domain';

/** The portal's pages say one thing when it cannot be read (off, unknown, or the network): its 404's own text. */
const loadError = messages.publicPortal.notFound;

export function createPublicPortalApi(api: Http, baseUrl: string) {
  const portalPath = (slug: string, ...rest: string[]) => pathOf('public', slug, ...rest);
  return {
    /** The tenant's name and logo; a 404 ApiError when its portal is off or it does not exist. */
    tenant(slug: string, signal?: AbortSignal): Promise<PublicTenant> {
      return api.get(portalPath(slug), (body) => publicTenantSchema.parse(body), {
        signal,
        fallbackMessage: loadError,
      });
    },

    /** One page of published projects (public fields only); a filter on a private field is a 400 ApiError. */
    projects(slug: string, query: PublicProjectQuery = {}, signal?: AbortSignal): Promise<PublicProjectListAnswer> {
      return api.get(portalPath(slug, 'projects'), (body) => publicProjectListAnswerSchema.parse(body), {
        searchParams: projectQueryParams(query),
        signal,
        fallbackMessage: loadError,
      });
    },

    /**
     * The distinct values of public fields among the published projects (the quick filters' options), e.g.
     * {status: [...], executing_area: [...]}; a field that is not public is a 400 ApiError.
     */
    filterValues(
      slug: string,
      fields: readonly string[],
      type?: 'proyecto' | 'programa',
      signal?: AbortSignal,
    ): Promise<Record<string, string[]>> {
      return api.get(portalPath(slug, 'projects', 'filters', 'values'), readFilterValues, {
        searchParams: { fields: fields.join(','), ...(type ? { type } : {}) },
        signal,
        fallbackMessage: loadError,
      });
    },

    /** A published project's public fields and its score explained; a 404 ApiError for anything not public. */
    project(slug: string, projectSlug: string, signal?: AbortSignal): Promise<PublicProjectDetail> {
      return api.get(portalPath(slug, 'projects', projectSlug), (body) => publicProjectDetailSchema.parse(body), {
        signal,
        fallbackMessage: loadError,
      });
    },

    /** The published projects with coordinates, decoded into the MapPoints the map draws. */
    mapPoints(slug: string, query: PublicProjectQuery = {}, signal?: AbortSignal): Promise<MapPoints> {
      return api.getBytes(portalPath(slug, 'map'), async (bytes) => readMapAnswer(bytes), {
        searchParams: projectQueryParams({ ...query, page: undefined, limit: undefined, sort: undefined }),
        signal,
        fallbackMessage: loadError,
      });
    },

    /** What the popup of a public marker shows. */
    mapPopup(slug: string, key: string, signal?: AbortSignal): Promise<MapProjectPopup> {
      return api.get(portalPath(slug, 'map', 'projects', key), (body) => mapProjectPopupSchema.parse(body), {
        signal,
        fallbackMessage: loadError,
      });
    },

    /** The active organisations that take part in a published project, with how many. */
    async organizations(slug: string, signal?: AbortSignal): Promise<PublicOrganization[]> {
      const answer = await api.get(
        portalPath(slug, 'organizations'),
        (body) => publicOrganizationListAnswerSchema.parse(body),
        { signal, fallbackMessage: loadError },
      );
      return answer.data;
    },

    /**
     * The address of an open-data file, for a plain link (no token is needed): the CSV or xlsx of the public columns,
     * or the OC4IDS package; with a query, only the projects it selects.
     */
    openDataUrl(slug: string, file: OpenDataFile, query: PublicProjectQuery = {}): string {
      const search = projectQueryParams({ ...query, page: undefined, limit: undefined }).toString();
      const base = baseUrl.replace(/\/+$/, '');
      return `${base}/${portalPath(slug, 'open-data', file)}${search ? `?${search}` : ''}`;
    },
  };
}

export type PublicPortalApi = ReturnType<typeof createPublicPortalApi>;
