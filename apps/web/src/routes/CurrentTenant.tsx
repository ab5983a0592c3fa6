// The tenant named in the URL, once the tenant guard has checked the user belongs to it.
import { createContext, useContext } from 'react';
import type { SessionTenant } from '@siipro/domain';

export const CurrentTenantContext = createContext<SessionTenant | null>(null);

export function useCurrentTenant(): SessionTenant {
  const tenant = useContext(CurrentTenantContext);
  if (!tenant) throw new Error('useCurrentTenant must be used below <TenantGuard>');
  return tenant;
}
