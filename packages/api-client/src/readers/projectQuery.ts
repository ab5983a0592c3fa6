// The query of GET /t/{slug}/projects and /map (ARCHITECTURE.md §4, portfolio.md §7) as URL parameters: type,
// sort ("-" prefix = descending), page (1-based), limit, organization_slug, program_slug, project_slug, and the
// filter[field][op]=value pairs that the filter model produces.
import type { ProjectType } from '@siipro/domain';

/** Ready-made `filter[field][op]` parameters, e.g. [["filter[status][in]", "Ejecución,Finalizado"]]. */
export type FilterParams = Iterable<readonly [string, string]> | Readonly<Record<string, string>>;

export interface ProjectListQuery {
  type?: ProjectType;
  sort?: string;
  page?: number;
  limit?: number;
  organizationSlug?: string;
  programSlug?: string;
  projectSlug?: string;
  filters?: FilterParams;
  /** The "Archivados" view: only archived rows (projects:edit); the list only, not the map or the export. */
  archived?: boolean;
}

export function projectQueryParams(query: ProjectListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.append(name, String(value));
  };
  add('type', query.type);
  add('sort', query.sort);
  add('page', query.page);
  add('limit', query.limit);
  add('organization_slug', query.organizationSlug);
  add('program_slug', query.programSlug);
  add('project_slug', query.projectSlug);
  if (query.archived) add('archived', 'true');
  const filters = query.filters ?? [];
  const pairs = Symbol.iterator in filters ? filters : Object.entries(filters);
  for (const [name, value] of pairs) add(name, value);
  return params;
}
