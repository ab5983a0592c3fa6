// Project and program lists under /t/{slug} (ARCHITECTURE.md §4, portfolio.md §7): a page, the export and the filter
// values, and creating one. One project's detail, edit, activity and documents are in projectDetail.ts.
import {
  messages,
  projectDetailSchema,
  projectListAnswerSchema,
  type ProjectCreateInput,
  type ProjectDetail,
  type ProjectListAnswer,
} from '@siipro/domain';
import { readFilterValues } from '../readers/filterValues.ts';
import { projectQueryParams, type ProjectListQuery } from '../readers/projectQuery.ts';
import { pathOf, type Http } from '../transport/http.ts';

export type ExportFormat = 'csv' | 'xlsx';

/** Shown when an export fails without a server message. */
export const EXPORT_FAILED_MESSAGE = 'No se pudo exportar el listado';

export function createProjectsApi(api: Http) {
  const tenantPath = (slug: string, ...rest: string[]) => pathOf('t', slug, ...rest);

  return {
    /** One page of projects or programs; abortable, since filters change while a page loads. */
    list(slug: string, query: ProjectListQuery = {}, signal?: AbortSignal): Promise<ProjectListAnswer> {
      return api.get(tenantPath(slug, 'projects'), (body) => projectListAnswerSchema.parse(body), {
        searchParams: projectQueryParams(query),
        signal,
        fallbackMessage: messages.projects.loadError,
      });
    },

    /**
     * Creates a project or program (201): the answer is the whole new entity as the detail page reads it, with its
     * slug (from the name), version and score. A 400 names each bad field; a taken project code is a 409.
     */
    create(slug: string, body: ProjectCreateInput): Promise<ProjectDetail> {
      return api.post(tenantPath(slug, 'projects'), (answer) => projectDetailSchema.parse(answer), {
        json: body,
        fallbackMessage: messages.projectDetail.errors.save,
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
  };
}
