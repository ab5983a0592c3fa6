// The providers around the router: the theme (on <html> too, so the page background follows it), toasts and the
// session. Link navigation is bound inside the router (RootLayout), where the router's hooks exist; SWR's defaults
// wrap the signed-in screens (DataLayout).
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { ThemeProvider, ToastProvider } from '@siipro/ui';
import { SessionProvider } from '../session/SessionContext.tsx';
import type { SessionStore } from '../session/sessionStore.ts';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
}

export function App({ router, session }: AppProps) {
  return (
    <ThemeProvider global>
      <ToastProvider>
        <SessionProvider store={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
