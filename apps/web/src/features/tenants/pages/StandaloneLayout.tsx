// The frame of the screens without a tenant in their path (the profile at /perfil and /profile): the top bar of the
// session's active tenant when there is one (platform.md §2: settings lead to "/" without an active tenant), the
// tenant switcher to go into one, and the account menu.
import { Outlet, useLocation } from 'react-router';
import { AppShell, TopNav, buildCreateLinks } from '@siipro/ui';
import { useFrameFirst } from '../../../lib/useFrameFirst.ts';
import { useActiveTenant } from '../../../session/SessionContext.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { TenantSwitcherMenu } from './TenantSwitcherMenu.tsx';

export function StandaloneLayout() {
  const { pathname } = useLocation();
  const activeTenant = useActiveTenant();
  const activeSlug = activeTenant?.slug ?? null;
  const screenMayRender = useFrameFirst();
  return (
    <AppShell
      topNav={
        <TopNav
          tenantSlug={activeSlug}
          currentPath={pathname}
          createLinks={buildCreateLinks(activeSlug, activeTenant?.features)}
          tenantSwitcher={<TenantSwitcherMenu activeSlug={activeSlug} />}
          userMenu={<AccountMenu tenant={activeTenant} />}
        />
      }
    >
      {screenMayRender ? <Outlet /> : null}
    </AppShell>
  );
}
