// The app's own router: the path lives in the address's hash (#/acerca), so any static server can serve the app. It
// is the router the kit is connected to through LinkProvider (main.tsx).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentPath = () => window.location.hash.slice(1) || '/';

/** The current in-app path ("/" or "/acerca"). */
export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

/** Goes to an in-app path; a full URL loads as a new page. */
export function navigate(to: string) {
  if (to.startsWith('/')) window.location.hash = to;
  else window.location.assign(to);
}

/** The href of an in-app path, as LinkProvider asks for it. */
export const useHref = (to: string) => `#${to}`;
