// The frame of every screen inside a tenant: the top navigation with Crear (what the role may create), the search,
// the tenant switcher and the account menu, the demo banner in the tenant the API marks as the demo one (isDemo), and the screen itself (filling the rest
// of the window when its route asks, like the map). The frame commits before the screen (useFrameFirst).
import { Outlet, useLocation } from 'react-router';
import { AppShell, DemoBanner, TopNav, buildCreateLinks } from '@siipro/ui';
import { useFrameFirst } from '../../../lib/useFrameFirst.ts';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useFillsScreen } from '../../../routes/routeHandle.ts';
import { GlobalSearchBox } from '../../search/index.ts';
import { useWelcomeToast } from '../hooks.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { TenantSwitcherMenu } from './TenantSwitcherMenu.tsx';

export function TenantLayout() {
  const tenant = useCurrentTenant();
  const { pathname } = useLocation();
  const fill = useFillsScreen();
  useWelcomeToast();
  const screenMayRender = useFrameFirst();
  return (
    <AppShell
      fill={fill}
      banner={tenant.isDemo ? <DemoBanner /> : undefined}
      topNav={
        <TopNav
          tenantSlug={tenant.slug}
          currentPath={pathname}
          createLinks={buildCreateLinks(tenant.slug, tenant.features)}
          search={<GlobalSearchBox tenantSlug={tenant.slug} />}
          tenantSwitcher={<TenantSwitcherMenu activeSlug={tenant.slug} />}
          userMenu={<AccountMenu tenant={tenant} />}
        />
      }
    >
      {screenMayRender ? <Outlet /> : null}
    </AppShell>
  );
}
