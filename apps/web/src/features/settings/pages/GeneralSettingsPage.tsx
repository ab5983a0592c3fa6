// Configuración > Tenant: the tenant's settings (platform.md §2, §4, §5) and, below, the record of changes of the
// whole settings area (who, when, what, before → after), both for tenant:settings:manage.
import { Stack, ChangeRecordTable, GeneralSettings } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { settingsPermissions, useAudit, useGeneralSettings } from '../hooks.ts';
import { SectionAccess } from './SectionAccess.tsx';

export function GeneralSettingsPage() {
  const tenant = useCurrentTenant();
  const { canManageSettings } = settingsPermissions(tenant);
  return (
    <SectionAccess allowed={canManageSettings}>
      <GeneralSettingsSection tenantSlug={tenant.slug} />
    </SectionAccess>
  );
}

function GeneralSettingsSection({ tenantSlug }: { tenantSlug: string }) {
  const { settings, loadError, save, saving, saveError } = useGeneralSettings(tenantSlug);
  const audit = useAudit(tenantSlug, true);
  return (
    <Stack space="8">
      <GeneralSettings settings={settings} loadError={loadError} onSave={save} saving={saving} saveError={saveError} />
      <ChangeRecordTable
        entries={audit.entries}
        loadError={audit.loadError}
        page={audit.page}
        totalPages={audit.totalPages}
        total={audit.total}
        onPageChange={audit.setPage}
      />
    </Stack>
  );
}
