// What the reports page asks for, from its address: the projects list's filters in the list's own browser URL keys
// (domain's codec: filter[prioridad][in], buscar, …), turned into the list call's parameters by the same rule the list
// uses (filtersToApiQuery), for type proyecto — so each count equals the Proyectos list's total with those filters.
// Pure, so the rules are unit-tested without a browser (reportQuery.test.ts).
import type { ProjectListQuery } from '@siipro/api-client';
import {
  activeFilterCount,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  paths,
  projectStatusesFromConfig,
  type PriorityDistribution,
  type SearchParamsInput,
} from '@siipro/domain';

/** The report counts the Proyectos list (type proyecto), as the side menu's "Distribución por Prioridad" says. */
export const REPORT_TYPE = 'proyecto' as const;

export interface ReportView {
  /** The call's list parameters (the API ignores page, limit and sort). */
  query: ProjectListQuery;
  /** A stable text of the query, for the SWR key (same filters → same key). */
  queryText: string;
  /** Whether the address carries any of the list's filters. */
  filtered: boolean;
  /** The Proyectos list with the same filters: its totals are the report's counts. */
  listHref: string;
}

/** `today` resolves date presets ("últimos 30 días") as the list does. */
export function reportView(tenantSlug: string, search: SearchParamsInput, today: Date | string): ReportView {
  const filters = filtersFromSearchParams(search);
  const apiFilters = filtersToApiQuery(filters, { today });
  const listSearch = filtersToSearchParams(filters).toString();
  return {
    query: { type: REPORT_TYPE, filters: [...apiFilters] },
    queryText: `type=${REPORT_TYPE}&${apiFilters.toString()}`,
    filtered: activeFilterCount(filters) > 0,
    listHref: `${paths.projects(tenantSlug)}${listSearch ? `?${listSearch}` : ''}`,
  };
}

/** The answer's statuses with the tenant's labels (configJson.projectStatus), for the chart. */
export function statusCountsOf(answer: PriorityDistribution, configJson: unknown) {
  const labels = new Map(projectStatusesFromConfig(configJson).map((option) => [option.value, option.label]));
  return answer.byStatus.map((entry) => ({ ...entry, label: labels.get(entry.status) }));
}
