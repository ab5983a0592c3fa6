// Organismos (platform.md §2): the tenant's organisations as cards or a table, searched and sorted through the URL;
// the screen itself is the design system's OrganizationListView. `archived`: the "Archivados" view (issue 42), where
// those who may edit find an archived organisation and open its page to restore it; the list offers it to them.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { hasPermission, messages, paths } from '@siipro/domain';
import { Button, Inline, OrganizationListView, Stack, type OrganizationHrefs } from '@siipro/ui';
import { useDeferredRows } from '../../../lib/useDeferredRows.ts';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useOrganizationList } from '../hooks.ts';
import { useOrganizationListUrlState } from '../useOrganizationListUrlState.ts';

export function OrganizationListPage({ archived = false }: { archived?: boolean }) {
  const tenant = useCurrentTenant();
  const navigate = useNavigate();
  const { state, setSearchTerm, setSort, setView } = useOrganizationListUrlState();
  const list = useOrganizationList(tenant.slug, state, archived);
  const { rows, loading } = useDeferredRows(list.organizations, list.loading);
  const canEdit = hasPermission(tenant.features, 'organizations:edit');
  const hrefs = useMemo<OrganizationHrefs>(
    () => ({
      organization: (slug) => paths.organization(tenant.slug, slug),
      projects: (slug) => paths.projects(tenant.slug, { organizationSlug: slug }),
    }),
    [tenant.slug],
  );
  const view = (
    <OrganizationListView
      title={archived ? messages.archive.archivedOrganizationsTitle : undefined}
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
  if (archived || !canEdit) return view;
  return (
    <Stack space="3">
      <Inline space="2" align="end">
        <Button variant="ghost" onClick={() => navigate(paths.archivedOrganizations(tenant.slug))}>
          {messages.archive.archivedView}
        </Button>
      </Inline>
      {view}
    </Stack>
  );
}
