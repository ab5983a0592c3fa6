// /publico/{tenant}: the published projects, with the search, the quick filters (Organismo, then Área ejecutora,
// Prioridad and Estados with the values the published projects use), the order and the page in the address, so a
// shared link opens the same view.
import { useMemo } from 'react';
import {
  filterOptions,
  PUBLIC_QUICK_FILTER_KEYS,
  publicPageHead,
  publicPaths,
  withFilters,
  withPage,
  type SortState,
} from '@siipro/domain';
import { PublicProjectList } from '@siipro/ui';
import { loads } from '../client.ts';
import { publicListSearch, publicListState, type PublicListState } from '../listQuery.ts';
import { navigate } from '../location.ts';
import { usePageHead } from '../pageHead.ts';
import { useLoad } from '../useLoad.ts';

export function ListPage({
  tenant,
  tenantName,
  search,
}: {
  tenant: string;
  tenantName: string | null;
  search: string;
}) {
  const state = useMemo(() => publicListState(search), [search]);
  const projectsLoad = loads.projects(tenant, search);
  const answer = useLoad(projectsLoad.key, projectsLoad.load);
  const organizationsLoad = loads.organizations(tenant);
  const organizations = useLoad(organizationsLoad.key, organizationsLoad.load);
  // The published projects' values only (the API's published-only facets); until they load, only what is chosen.
  const facetsLoad = loads.facets(tenant);
  const facets = useLoad(facetsLoad.key, facetsLoad.load);
  usePageHead(tenantName ? publicPageHead('projects', tenantName) : null);

  const go = (next: PublicListState) => navigate(`${publicPaths.projects(tenant)}${publicListSearch(next)}`);
  const filtered = (change: Partial<PublicListState['list']['filters']>, organization = state.organization) =>
    go({ list: withFilters(state.list, { ...state.list.filters, ...change }), organization });

  return (
    <PublicProjectList
      searchTerm={state.list.filters.searchTerm}
      onSearch={(term) => filtered({ searchTerm: term })}
      organizations={(organizations.data ?? []).map((organization) => ({
        value: organization.slug,
        label: organization.name,
      }))}
      organization={state.organization}
      onOrganizationChange={(slug) => filtered({}, slug)}
      quickFilters={PUBLIC_QUICK_FILTER_KEYS.map((key) => ({
        key,
        options: filterOptions(facets.data ?? {}, key, state.list.filters),
        value: state.list.filters[key],
      }))}
      onQuickFilterChange={(key, values) => filtered({ [key]: values })}
      sort={state.list.sort}
      onSortChange={(sort: SortState) => go({ ...state, list: { ...state.list, sort, page: 1 } })}
      rows={answer.data?.data ?? []}
      loading={answer.loading}
      error={answer.error !== undefined}
      pagination={answer.data?.pagination ?? null}
      onPageChange={(page) => go({ ...state, list: withPage(state.list, page) })}
      projectHref={(project) => publicPaths.project(tenant, project.slug)}
    />
  );
}
