// Reports under /t/{slug} (platform.md §2 "/reports"): the priority distribution of the projects a list query selects.
import { priorityDistributionSchema, type PriorityDistribution } from '@siipro/domain';
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
  };
}
