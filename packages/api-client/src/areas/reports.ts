// Reports under /t/{slug} (platform.md §2 "/reports"): the priority distribution of the projects a list query selects.
import {
  monthlyTrendsSchema,
  portfolioTotalsSchema,
  priorityDistributionSchema,
  type MonthlyTrends,
  type PortfolioTotals,
  type PriorityDistribution,
} from '@siipro/domain';
import { projectQueryParams, type ProjectListQuery } from '../readers/projectQuery.ts';
import { pathOf, type Http } from '../transport/http.ts';

export function createReportsApi(api: Http) {
  return {
    /**
     * Projects by priority and by status for the list's query (its type, scopes and filters; page, limit and sort
     * change nothing): each count equals the list's total for that value.
     */
    priorityDistribution(
      slug: string,
      query: ProjectListQuery = {},
      signal?: AbortSignal,
    ): Promise<PriorityDistribution> {
      const searchParams = projectQueryParams({ ...query, page: undefined, limit: undefined, sort: undefined });
      return api.get(
        pathOf('t', slug, 'reports', 'priority-distribution'),
        (body) => priorityDistributionSchema.parse(body),
        { searchParams, signal },
      );
    },

    /**
     * How many, the budget per currency, the count by status and the mean score of the projects the list's query
     * selects (a program's page: its `programSlug`, type proyecto); page, limit and sort change nothing.
     */
    portfolioTotals(slug: string, query: ProjectListQuery = {}, signal?: AbortSignal): Promise<PortfolioTotals> {
      const searchParams = projectQueryParams({ ...query, page: undefined, limit: undefined, sort: undefined });
      return api.get(pathOf('t', slug, 'reports', 'portfolio-totals'), (body) => portfolioTotalsSchema.parse(body), {
        searchParams,
        signal,
      });
    },

    /** The dashboard's "Tendencias del Mes": this month's new projects, status changes and ARS assigned. */
    monthlyTrends(slug: string, signal?: AbortSignal): Promise<MonthlyTrends> {
      return api.get(pathOf('t', slug, 'reports', 'monthly-trends'), (body) => monthlyTrendsSchema.parse(body), {
        signal,
      });
    },
  };
}
