// Entry point: start restoring the session at once, then render the app around the router.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { identity, loadApi, session } from './app/services.ts';

function start() {
  const router = createAppRouter();
  // Redirects the API client asks for (/no-access, /login after logout) replace the screen that caused them.
  session.setNavigator((path) => router.navigate(path, { replace: true }));
  void session.start();

  // The first render is a transition, so React renders it in slices of a few milliseconds with the main thread free
  // between them (a map, a list or a dashboard is a long first render) instead of in one long task.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} session={session} services={{ identity, loadApi }} />
      </StrictMode>,
    );
  });
}

// Evaluating the modules above (React, the router, the routes' table) is one task of the browser; starting the app
// (the router's first match, the session, the root) is the next, so neither blocks the page for long. A timer, not a
// top-level await: an entry that awaits makes the bundler split its modules into a score of small files.
setTimeout(start, 0);
