// Around every screen: links bound to the router, and — platform.md §2 — a spinner instead of any screen until the
// first authentication state is known, so a signed-in person never sees the login screen flash by.
import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '@siipro/ui';
import { useSession } from '../session/SessionContext.tsx';
import { RouterLinkProvider } from './RouterLinkProvider.tsx';

export function RootLayout() {
  // The session's store changes synchronously (useSyncExternalStore); deferred, the first screen after the spinner
  // renders in a background pass that yields to the browser instead of one long task.
  const status = useDeferredValue(useSession().status);
  return <RouterLinkProvider>{status === 'loading' ? <FullPageSpinner /> : <Outlet />}</RouterLinkProvider>;
}
