// Organismos (platform.md §2): the tenant's organisations as cards or a table, searched and sorted through the URL;
// the screen itself is the design system's OrganizationListView.
import { useMemo } from 'react';
import { messages, paths } from '@siipro/domain';
import { OrganizationListView, type OrganizationHrefs } from '@siipro/ui';
import { useDeferredRows } from '../../../lib/useDeferredRows.ts';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useOrganizationList } from '../hooks.ts';
import { useOrganizationListUrlState } from '../useOrganizationListUrlState.ts';

export function OrganizationListPage() {
  const tenant = useCurrentTenant();
  const { state, setSearchTerm, setSort, setView } = useOrganizationListUrlState();
  const list = useOrganizationList(tenant.slug, state);
  const { rows, loading } = useDeferredRows(list.organizations, list.loading);
  const hrefs = useMemo<OrganizationHrefs>(
    () => ({
      organization: (slug) => paths.organization(tenant.slug, slug),
      projects: (slug) => paths.projects(tenant.slug, { organizationSlug: slug }),
    }),
    [tenant.slug],
  );
  return (
    <OrganizationListView
      searchTerm={state.searchTerm}
      onSearch={setSearchTerm}
      view={state.view}
      onViewChange={setView}
      rows={rows}
      loading={loading}
      errorMessage={list.refused ? messages.organizations.permissionDenied : null}
      sort={state.sort}
      onSortChange={setSort}
      hrefs={hrefs}
    />
  );
}
