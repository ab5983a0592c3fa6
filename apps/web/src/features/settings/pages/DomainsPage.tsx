// Configuración > Dominios (platform.md §2, §5): list, add (checked with the domain rule, the site's own host as the
// example) and delete, for tenant:settings:manage.
import { exampleDomain } from '@siipro/domain';
import { DomainsList } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { settingsPermissions, useDomains } from '../hooks.ts';
import { SectionAccess } from './SectionAccess.tsx';

export function DomainsPage() {
  const tenant = useCurrentTenant();
  return (
    <SectionAccess allowed={settingsPermissions(tenant).canManageSettings}>
      <DomainsSection tenantSlug={tenant.slug} />
    </SectionAccess>
  );
}

function DomainsSection({ tenantSlug }: { tenantSlug: string }) {
  const { domains, loadError, add, remove, adding } = useDomains(tenantSlug);
  return (
    <DomainsList
      domains={domains}
      loadError={loadError}
      exampleHost={exampleDomain(window.location.hostname)}
      onAdd={add}
      onDelete={remove}
      adding={adding}
    />
  );
}
