// The portal's own small router: the browser's address as React state, and a navigate that pushes a new one. The
// portal has five pages and no guards, so React Router (and its share of the bundle) is not needed here.
import { useSyncExternalStore } from 'react';

const NAVIGATED = 'siipro:navigated';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const current = () => window.location.pathname + window.location.search;

/** The path and query of the address; a new value on every navigation, Back and Forward. */
export function useAddress(): { pathname: string; search: string } {
  const address = useSyncExternalStore(subscribe, current);
  const queryAt = address.indexOf('?');
  return queryAt === -1
    ? { pathname: address, search: '' }
    : { pathname: address.slice(0, queryAt), search: address.slice(queryAt) };
}

/** Goes to an address of the portal without a page load (a page outside it loads as usual). */
export function navigate(href: string, { replace = false } = {}) {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/publico/')) {
    window.location.assign(url.href);
    return;
  }
  window.history[replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search + url.hash);
  window.dispatchEvent(new Event(NAVIGATED));
  // A new page starts at its top, as a page load would.
  if (!replace) window.scrollTo(0, 0);
}
