// Around every screen: links bound to the router, and — platform.md §2 — a spinner instead of any screen until the
// first authentication state is known, so a signed-in person never sees the login screen flash by.
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@siipro/ui';
import { useSession } from '../session/SessionContext.tsx';
import { RouterLinkProvider } from './RouterLinkProvider.tsx';

export function RootLayout() {
  const { status } = useSession();
  return <RouterLinkProvider>{status === 'loading' ? <FullPageSpinner /> : <Outlet />}</RouterLinkProvider>;
}
