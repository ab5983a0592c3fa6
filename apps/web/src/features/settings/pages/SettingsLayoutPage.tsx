// /{tenant}/tenant/configuracion (platform.md §2): the settings side menu — the entries the person's permissions allow,
// "Acceso Restringido" with none — beside the section of the path. Without a tenant: "No hay tenant seleccionado…".
import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SETTINGS_SECTIONS, messages } from '@siipro/domain';
import { SettingsLayout, Stack } from '@siipro/ui';
import { CurrentTenantContext } from '../../../routes/CurrentTenant.tsx';

export function SettingsLayoutPage() {
  const tenant = useContext(CurrentTenantContext);
  const { pathname } = useLocation();
  if (!tenant) {
    return (
      <Stack paddingY="8" align="center">
        <p>{messages.settings.noTenant}</p>
      </Stack>
    );
  }
  const last = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase();
  const current = SETTINGS_SECTIONS.find((section) => section === last) ?? null;
  return (
    <SettingsLayout tenantSlug={tenant.slug} features={tenant.features} current={current}>
      <Outlet />
    </SettingsLayout>
  );
}
