// A program's page as a portfolio (issue 43): one page of its projects, as the lists ask for them (scope
// program_slug, type proyecto), and the server's totals of all of them. The page number lives in the URL (`pagina`,
// as in the lists) so Back and a shared link keep it; the order is the table's own choice. Nothing is asked for on a
// project's page.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { isCancelled } from '@siipro/api-client';
import type { ProjectDetailViewProps } from '@siipro/ui';
import {
  PAGE_URL_KEY,
  initialListState,
  paths,
  toggleSort,
  withPage,
  type PortfolioTotals,
  type ProjectDetail,
  type ProjectSortField,
  type SortState,
} from '@siipro/domain';
import { swrKeys } from '../../lib/swrKeys.ts';
import { useApi } from '../../services/ServicesContext.tsx';
import { useProjectList } from './hooks.ts';
import type { ListScope } from './listQuery.ts';
import { useListLinks } from './useListLinks.ts';

export function useProgramPortfolio(
  tenantSlug: string,
  project: ProjectDetail | null,
): ProjectDetailViewProps['programPortfolio'] {
  const api = useApi();
  const programSlug = project?.type === 'programa' ? project.slug : null;
  const [searchParams, setSearchParams] = useSearchParams();
  const [sort, setSort] = useState<SortState>(() => initialListState('proyecto').sort);
  const page = withPage(initialListState('proyecto'), Number(searchParams.get(PAGE_URL_KEY))).page;

  const scope: ListScope = useMemo(
    () => ({ tenantSlug, type: 'proyecto', organizationSlug: null, programSlug }),
    [tenantSlug, programSlug],
  );
  const state = useMemo(() => ({ ...initialListState('proyecto'), page, sort }), [page, sort]);
  const list = useProjectList(scope, state, programSlug !== null);
  const { hrefs } = useListLinks(scope, list.rows);

  const totals = useSWR<PortfolioTotals, unknown>(
    programSlug ? swrKeys.portfolioTotals(tenantSlug, programSlug) : null,
    () => api.reports.portfolioTotals(tenantSlug, { type: 'proyecto', programSlug: programSlug ?? undefined }),
  );

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next > 1) params.set(PAGE_URL_KEY, String(next));
        else params.delete(PAGE_URL_KEY);
        return params;
      }),
    [setSearchParams],
  );
  const onSortChange = useCallback(
    (field: ProjectSortField) => {
      setSort((current) => toggleSort(current, field));
      setPage(1);
    },
    [setPage],
  );

  if (!project || programSlug === null) return null;
  const organizationSlug = project.organizations[0]?.slug ?? null;
  return {
    totals: totals.data ?? null,
    totalsError: totals.error !== undefined && !isCancelled(totals.error),
    table: {
      rows: list.rows,
      loading: list.loading || list.refreshing,
      error: list.error !== null,
      sort,
      onSortChange,
      hrefs,
    },
    pagination: list.pagination ? { page, totalPages: list.pagination.totalPages, total: list.pagination.total } : null,
    onPageChange: setPage,
    // The program's projects list lives under its organisation (portfolio.md §2.1).
    listHref: organizationSlug ? paths.projects(tenantSlug, { organizationSlug, programSlug }) : undefined,
  };
}
