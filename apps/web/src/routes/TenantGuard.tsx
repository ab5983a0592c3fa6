// /{tenant} (platform.md §2): a slug that is not among the user's tenants goes to tenant selection; visiting a
// tenant of the user makes it the active one.
import { useEffect } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { TENANT_PICKER_PATH } from '@siipro/domain';
import { findTenant } from '../session/activeTenant.ts';
import { useSessionStore, useSignedInUser } from '../session/SessionContext.tsx';
import { CurrentTenantContext } from './CurrentTenant.tsx';

export function TenantGuard() {
  const { tenant: slug } = useParams();
  const user = useSignedInUser();
  const store = useSessionStore();
  const tenant = findTenant(user.tenants, slug);
  const tenantSlug = tenant?.slug;

  useEffect(() => {
    if (tenantSlug) store.setActiveTenant(tenantSlug);
  }, [store, tenantSlug]);

  if (!tenant) return <Navigate to={TENANT_PICKER_PATH} replace />;
  return (
    <CurrentTenantContext.Provider value={tenant}>
      <Outlet />
    </CurrentTenantContext.Provider>
  );
}
