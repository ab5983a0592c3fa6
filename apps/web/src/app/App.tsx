// The providers around the router: the theme (on <html> too, so the page background follows it), toasts, the
// services (sign-in, the API client's loader) and the session. Link navigation is bound inside the router (RootLayout), where the router's hooks exist; SWR's defaults
// wrap the signed-in screens (DataLayout).
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { ThemeProvider, ToastProvider } from '@siipro/ui';
import { ServicesProvider, type Services } from '../services/ServicesContext.tsx';
import { SessionProvider } from '../session/SessionContext.tsx';
import type { SessionStore } from '../session/sessionStore.ts';

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  session: SessionStore;
  services: Services;
}

export function App({ router, session, services }: AppProps) {
  return (
    <ThemeProvider global>
      <ToastProvider>
        <ServicesProvider services={services}>
          <SessionProvider store={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ServicesProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
