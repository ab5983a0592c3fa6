// Screens whose path names no tenant but that work inside one (platform.md §2: /reports "for the active tenant"): the
// session's active tenant becomes the current tenant below, so they share the tenant screens' frame and hooks. With
// no active tenant the person chooses one first, on the workspace picker.
import { Navigate, Outlet } from 'react-router';
import { TENANT_PICKER_PATH } from '@siipro/domain';
import { useActiveTenant } from '../session/SessionContext.tsx';
import { CurrentTenantContext } from './CurrentTenant.tsx';

export function ActiveTenantGuard() {
  const tenant = useActiveTenant();
  if (!tenant) return <Navigate to={TENANT_PICKER_PATH} replace />;
  return (
    <CurrentTenantContext.Provider value={tenant}>
      <Outlet />
    </CurrentTenantContext.Provider>
  );
}
