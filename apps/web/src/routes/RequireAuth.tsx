// platform.md §2: unauthenticated users go to login, remembering the requested path (unless they just logged out:
// the next person at this browser should not land on the previous one's page).
import { Navigate, Outlet, useLocation } from 'react-router';
import { LOGIN_PATH } from '@siipro/domain';
import { useSession } from '../session/SessionContext.tsx';
import { loginRedirectState } from '../session/rememberedPath.ts';

export function RequireAuth() {
  const { status, signOutReason } = useSession();
  const location = useLocation();
  if (status === 'signedIn') return <Outlet />;
  const state = signOutReason === 'logout' ? undefined : loginRedirectState(location);
  return <Navigate to={LOGIN_PATH} replace state={state} />;
}
