// "/" (platform.md §2): to login when unauthenticated; to the active tenant's dashboard when there is one (the only
// tenant counts, platform.md §4); otherwise to the workspace picker.
import { Navigate } from 'react-router';
import { LOGIN_PATH, TENANT_PICKER_PATH, paths } from '@siipro/domain';
import { useActiveTenant, useSession } from '../session/SessionContext.tsx';

export function RootRedirect() {
  const { status } = useSession();
  const activeTenant = useActiveTenant();
  if (status !== 'signedIn') return <Navigate to={LOGIN_PATH} replace />;
  return <Navigate to={activeTenant ? paths.dashboard(activeTenant.slug) : TENANT_PICKER_PATH} replace />;
}
