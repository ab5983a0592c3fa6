// The providers around the router: the theme (on <html> too, so the page background follows it), toasts, the
// session and SWR's defaults. Link navigation is bound inside the router (RootLayout), where the router's hooks exist.
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ThemeProvider, ToastProvider } from '@siipro/ui';
import { SessionProvider } from '../session/SessionContext.tsx';
import type { SessionStore } from '../session/sessionStore.ts';
import { swrConfig } from './swrConfig.ts';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
}

export function App({ router, session }: AppProps) {
  return (
    <ThemeProvider global>
      <ToastProvider>
        <SessionProvider store={session}>
          <SWRConfig value={swrConfig}>
            <RouterProvider router={router} />
          </SWRConfig>
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
