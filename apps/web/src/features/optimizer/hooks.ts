// The optimizer page's data (issue 17): a run on the optimizer service for a request, the list fields of the projects
// a view shows (by id, through the list call), and the saved scenarios. Every key comes from swrKeys.
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isCancelled } from '@siipro/api-client';
import {
  isCapitalAnswer,
  MAX_PAGE_SIZE,
  PROVINCES,
  type CapitalGroupBy,
  type AnyOptimizerRequest,
  type CapitalAnswer,
  type OptimizerAnswer,
  type OptimizerScenario,
  type OptimizerScenarioSummary,
  type ProjectListItem,
} from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';

const errorMessage = (error: unknown): string | null =>
  error === undefined || isCancelled(error) ? null : error instanceof Error ? error.message : null;

/**
 * The optimizer's answer for `request` (null: nothing to run). A solve is not repeated on focus or reconnect: the same
 * request gives the same answer until the data changes, and a project's edit elsewhere does not re-run it unasked.
 * While another request runs, the previous answer stays (keepPreviousData) and `rerunning` says so.
 */
export function useOptimizerRun(tenantSlug: string, request: AnyOptimizerRequest | null) {
  const api = useApi();
  const requestText = request ? JSON.stringify(request) : null;
  const { data, error, isValidating } = useSWR<OptimizerAnswer | CapitalAnswer, unknown>(
    requestText ? swrKeys.optimizerRun(tenantSlug, requestText) : null,
    () => api.optimizer.run(tenantSlug, request!),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  const message = errorMessage(error);
  return {
    answer: message === null ? (data ?? null) : null,
    error: error === undefined ? null : message,
    loading: isValidating && data === undefined,
    rerunning: isValidating && data !== undefined,
  };
}

/** The list fields of these projects, read 100 at a time (the list call's maximum) by id. */
export function useProjectsByIds(tenantSlug: string, projectIds: readonly string[]) {
  const api = useApi();
  const ids = useMemo(() => [...projectIds].sort(), [projectIds]);
  const { data } = useSWR<ReadonlyMap<string, ProjectListItem>>(
    ids.length ? swrKeys.projectsByIds(tenantSlug, ids) : null,
    async () => {
      const byId = new Map<string, ProjectListItem>();
      for (let start = 0; start < ids.length; start += MAX_PAGE_SIZE) {
        const chunk = ids.slice(start, start + MAX_PAGE_SIZE);
        const answer = await api.projects.list(tenantSlug, {
          limit: MAX_PAGE_SIZE,
          filters: [['filter[project_id][in]', chunk.join(',')]],
        });
        for (const project of answer.data) byId.set(project.projectId, project);
      }
      return byId;
    },
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
      // SWR compares answers with dequal/lite, for which every Map equals every other (it walks own enumerable keys,
      // and a Map has none): the next page's projects were taken for the previous page's, never shown, and the rows
      // stayed on "Cargando proyecto..." (issue 43). Each fetch builds a new Map, so a new one is new data.
      compare: (previous, next) => previous === next,
    },
  );
  return data ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, ProjectListItem> = new Map();

/** The tenant's saved scenarios, newest first, and what changes them. */
export function useScenarios(tenantSlug: string) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const key = swrKeys.optimizerScenarios(tenantSlug);
  const { data, error, isLoading } = useSWR<OptimizerScenarioSummary[]>(key, () =>
    api.optimizer.scenarios.list(tenantSlug),
  );
  const save = useCallback(
    async (name: string, request: AnyOptimizerRequest, answer: OptimizerAnswer | CapitalAnswer) => {
      // The optimizer signed the ranking, meta (with its signature) and a v2 answer's curve; the API rebuilds the
      // exclusions, overrides and usage from its own data: sending only what was signed keeps the body small.
      const scenario = await api.optimizer.scenarios.create(tenantSlug, {
        name,
        request,
        result: isCapitalAnswer(answer)
          ? { data: answer.data, meta: answer.meta, curve: answer.curve }
          : { data: answer.data, meta: answer.meta },
      });
      await mutate(key);
      return scenario;
    },
    [api, tenantSlug, key, mutate],
  );
  const remove = useCallback(
    async (scenarioId: string) => {
      await api.optimizer.scenarios.remove(tenantSlug, scenarioId);
      await mutate(key);
    },
    [api, tenantSlug, key, mutate],
  );
  return {
    scenarios: data ?? [],
    loading: isLoading,
    error: error !== undefined && !isCancelled(error),
    save,
    remove,
  };
}

/** One saved scenario with its request and result (null id: none). */
export function useScenario(tenantSlug: string, scenarioId: string | null) {
  const api = useApi();
  const { data, error } = useSWR<OptimizerScenario>(
    scenarioId ? swrKeys.optimizerScenario(tenantSlug, scenarioId) : null,
    () => api.optimizer.scenarios.get(tenantSlug, scenarioId!),
    { revalidateOnFocus: false },
  );
  return { scenario: data ?? null, error: errorMessage(error) };
}

const CONSTRAINT_FACETS = ['funding_source', 'executing_area'] as const;
const PROVINCE_NAMES = PROVINCES.map((province) => province.name);

/**
 * What the wizard's "Restricciones" step offers (issue 44): the funding sources the tenant's projects use (a ceiling
 * each) and the groups a regional minimum can name. Read once the wizard opens (null slug: not yet).
 */
export function useConstraintOptions(tenantSlug: string | null) {
  const api = useApi();
  const { data } = useSWR(
    tenantSlug ? swrKeys.projectFilterValues(tenantSlug, CONSTRAINT_FACETS) : null,
    // Suggestions only: without them the step still works (no ceilings offered), as the filters' lists do.
    () => api.projects.filterValues(tenantSlug!, CONSTRAINT_FACETS).catch(() => ({}) as Record<string, string[]>),
    { revalidateOnFocus: false },
  );
  return useMemo(
    () => ({
      fundingSources: data?.funding_source ?? [],
      groupSuggestions: {
        province: PROVINCE_NAMES,
        executingArea: data?.executing_area ?? [],
      } satisfies Partial<Record<CapitalGroupBy, readonly string[]>>,
    }),
    [data],
  );
}
