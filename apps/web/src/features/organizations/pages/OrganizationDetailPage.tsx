// An organisation's page (platform.md §2 "Organisation detail"): data and the edit come from
// useOrganizationDetailScreen; the screen itself is the design system's OrganizationDetailView. Those who may edit
// get its actions above it (issue 42): Editar, Archivar / Restaurar.
import { useParams } from 'react-router';
import { hasPermission } from '@siipro/domain';
import { OrganizationDetailView, Stack } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useOrganizationDetail, useOrganizationLifecycle } from '../hooks.ts';
import { useOrganizationDetailScreen } from '../useOrganizationDetailScreen.ts';
import { OrganizationLifecycleActions } from './OrganizationLifecycleActions.tsx';

export function OrganizationDetailPage() {
  const tenant = useCurrentTenant();
  const organizationSlug = useParams().organizationSlug ?? '';
  const screen = useOrganizationDetailScreen();
  // The same SWR key as the screen's: one request, one copy.
  const { data, mutate } = useOrganizationDetail(tenant.slug, organizationSlug);
  const organization = data.state === 'loaded' ? data.organization : null;
  const lifecycle = useOrganizationLifecycle(tenant.slug, organization, mutate);
  const canEdit = hasPermission(tenant.features, 'organizations:edit');
  return (
    <Stack space="3">
      {canEdit && organization ? (
        <OrganizationLifecycleActions
          tenantSlug={tenant.slug}
          organization={organization}
          busy={lifecycle.busy}
          onArchive={lifecycle.archive}
          onRestore={lifecycle.restore}
        />
      ) : null}
      <OrganizationDetailView {...screen} />
    </Stack>
  );
}
