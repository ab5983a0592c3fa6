// The list screen's calls (portfolio.md §7, §8): one page of projects or programs (with the organisation fallback),
// and the export (the facets of the quick filters and the dialog: lib/useFilterFacets.ts).
import type { ApiClient, ExportFormat, ProjectListQuery } from '@siipro/api-client';
import { isCancelled } from '@siipro/api-client';
import type { ProjectListAnswer } from '@siipro/domain';
import { fallbackRequest, filterFallback, type ListScope } from './listQuery.ts';

/**
 * One page of the view. portfolio.md §8: when an organisation's query fails, the newest projects of the tenant are
 * fetched and filtered by the organisation in the client; if that fails too, the first failure is what the person
 * sees ("Error al cargar proyectos"). A cancelled request is never retried this way.
 */
export async function fetchProjectList(
  api: ApiClient,
  scope: ListScope,
  query: ProjectListQuery,
  signal?: AbortSignal,
): Promise<ProjectListAnswer> {
  try {
    return await api.projects.list(scope.tenantSlug, query, signal);
  } catch (error) {
    if (!scope.organizationSlug || isCancelled(error)) throw error;
    try {
      const everything = await api.projects.list(scope.tenantSlug, fallbackRequest(scope), signal);
      return filterFallback(everything, scope);
    } catch {
      throw error;
    }
  }
}

/** Every row of the view as a CSV or xlsx file, with the file name the API chose. */
export function fetchExport(
  api: ApiClient,
  tenantSlug: string,
  query: ProjectListQuery,
  format: ExportFormat,
): Promise<{ blob: Blob; filename: string }> {
  return api.projects.export(tenantSlug, query, format);
}
