// Projects and programs under /t/{slug} (ARCHITECTURE.md §4, portfolio.md §7).
import {
  activityItemSchema,
  isPlainObject,
  mapProjectSchema,
  messages,
  projectListResponseSchema,
  projectSchema,
  type ActivityItem,
  type MapProject,
  type Project,
  type ProjectListResponse,
} from '@siipro/domain';
import { listOf, optionalOne } from '../readers/lists.ts';
import { projectQueryParams, type ProjectListQuery } from '../readers/projectQuery.ts';
import { readSearchResults, type SearchResults } from '../readers/searchResults.ts';
import { pathOf, type Http } from '../transport/http.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Shown when an export fails without a server message. */
export const EXPORT_FAILED_MESSAGE = 'No se pudo exportar el listado';

/** PUT /t/{slug}/projects/{projectId}: `version` from the last read guards against lost updates (stale → 409). */
export interface ProjectChanges {
  name?: string;
  description?: string | null;
  status?: string;
  version: number;
}

const readProject = (body: unknown) => projectSchema.parse(body);
const readActivity = listOf(activityItemSchema, 'data', 'activity', 'items');

export function createProjectsApi(api: Http) {
  const tenantPath = (slug: string, ...rest: string[]) => pathOf('t', slug, ...rest);

  return {
    /** One page of projects or programs; abortable, since filters change while a page loads. */
    list(slug: string, query: ProjectListQuery = {}, signal?: AbortSignal): Promise<ProjectListResponse> {
      return api.get(tenantPath(slug, 'projects'), (body) => projectListResponseSchema.parse(body), {
        searchParams: projectQueryParams(query),
        signal,
        fallbackMessage: messages.projects.loadError,
      });
    },

    /**
     * Every row the list query selects (filters, sort, type and scopes; page and limit are ignored) as a CSV or xlsx
     * file, fetched with the bearer token; the caller saves `blob` under `filename`.
     */
    async export(
      slug: string,
      query: ProjectListQuery,
      format: ExportFormat,
      signal?: AbortSignal,
    ): Promise<{ blob: Blob; filename: string }> {
      const searchParams = projectQueryParams({ ...query, page: undefined, limit: undefined });
      searchParams.set('format', format);
      const { blob, filename } = await api.download(tenantPath(slug, 'projects', 'export'), {
        searchParams,
        signal,
        fallbackMessage: EXPORT_FAILED_MESSAGE,
      });
      const what = query.type === 'programa' ? 'programas' : 'proyectos';
      return { blob, filename: filename ?? `${what}-${slug}.${format}` };
    },

    /** Distinct values per field for the filter dialog, e.g. {status: [...], priority: [...]}. */
    filterValues(slug: string, fields: readonly string[], signal?: AbortSignal): Promise<Record<string, string[]>> {
      return api.get(tenantPath(slug, 'projects', 'filters', 'values'), readFilterValues, {
        searchParams: { fields: fields.join(',') },
        signal,
      });
    },

    get(slug: string, projectSlug: string, signal?: AbortSignal): Promise<Project> {
      return api.get(tenantPath(slug, 'projects', projectSlug), readProject, {
        signal,
        fallbackMessage: messages.projectDetail.errors.load,
      });
    },

    /** Returns the updated project, which replaces the local copy. */
    update(slug: string, projectId: string, changes: ProjectChanges): Promise<Project> {
      return api.put(tenantPath(slug, 'projects', projectId), readProject, {
        json: changes,
        fallbackMessage: messages.projectDetail.errors.save,
      });
    },

    /** The status dropdown's save: same call, its own failure text (portfolio.md §8). */
    updateStatus(slug: string, projectId: string, status: string, version: number): Promise<Project> {
      return api.put(tenantPath(slug, 'projects', projectId), readProject, {
        json: { status, version },
        fallbackMessage: messages.projectDetail.errors.statusUpdate,
      });
    },

    /** Comments and automatic history entries (status_change, field_update). */
    activity(slug: string, projectId: string, signal?: AbortSignal): Promise<ActivityItem[]> {
      return api.get(tenantPath(slug, 'projects', projectId, 'activity'), readActivity, { signal });
    },

    /** Adds a comment; returns the stored entry when the server sends it back. */
    addComment(slug: string, projectId: string, text: string): Promise<ActivityItem | null> {
      return api.post(tenantPath(slug, 'projects', projectId, 'activity'), optionalOne(activityItemSchema, 'data'), {
        json: { text },
      });
    },

    /** Map markers; accepts the list's filters. A non-array answer counts as empty (portfolio.md §7). */
    map(slug: string, query: ProjectListQuery = {}, signal?: AbortSignal): Promise<MapProject[]> {
      return api.get(tenantPath(slug, 'map'), listOf(mapProjectSchema), {
        searchParams: projectQueryParams(query),
        signal,
        fallbackMessage: messages.map.loadError,
      });
    },

    /** The global search box: projects, programs and organisations matching `q`. */
    search(slug: string, q: string, signal?: AbortSignal): Promise<SearchResults> {
      return api.get(tenantPath(slug, 'search'), readSearchResults, { searchParams: { q: q.trim() }, signal });
    },
  };
}

function readFilterValues(body: unknown): Record<string, string[]> {
  if (!isPlainObject(body)) return {};
  const values: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body)) {
    if (!Array.isArray(list)) continue;
    values[field] = list.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  }
  return values;
}
