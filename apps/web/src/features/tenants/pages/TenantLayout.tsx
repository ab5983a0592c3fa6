// The frame of every screen inside a tenant: the top navigation with the tenant switcher and the account menu, the
// demo banner in the demo tenant, and the screen itself.
import { Outlet, useLocation } from 'react-router';
import { isDemoTenant } from '@siipro/domain';
import { AppShell, DemoBanner, TopNav } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useWelcomeToast } from '../hooks.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { TenantSwitcherMenu } from './TenantSwitcherMenu.tsx';

export function TenantLayout() {
  const tenant = useCurrentTenant();
  const { pathname } = useLocation();
  useWelcomeToast();
  return (
    <AppShell
      banner={isDemoTenant(tenant.slug) ? <DemoBanner /> : undefined}
      topNav={
        <TopNav
          tenantSlug={tenant.slug}
          currentPath={pathname}
          tenantSwitcher={<TenantSwitcherMenu activeSlug={tenant.slug} />}
          userMenu={<AccountMenu tenant={tenant} />}
        />
      }
    >
      <Outlet />
    </AppShell>
  );
}
