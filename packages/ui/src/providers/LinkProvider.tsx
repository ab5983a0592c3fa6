// Links without a router dependency. packages/ui never imports react-router: the app hands its `navigate` (and
// optionally its `useHref`) to LinkProvider, and components ask `useLinkNavigation()` for an `href` to render and a
// `navigate` to call on a plain click. Outside any provider links fall back to full page loads, so the kit also
// works in an app without client-side routing.
//
// No component of the kit renders react-aria's link-like components, so react-aria's RouterProvider is not mounted
// here: it brought ~3 KB of gzip JavaScript into every page's first load (the app's entry), the sign-in page's
// included. A component that adopts one must mount it with these same functions.
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';

export interface LinkNavigation {
  /** Client-side navigation to an in-app path (or a full page load for external URLs without a provider). */
  navigate: (href: string) => void;
  /** The href to put on an <a>: in-app absolute paths get the router's base (basename, hash) prepended. */
  href: (to: string) => string;
  /**
   * Props for an <a>: `href` plus an onClick that navigates client-side on a plain left click and lets the browser
   * handle modified clicks (new tab, download) and external links.
   */
  linkProps: (to: string) => { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
}

export interface LinkProviderProps {
  navigate: (href: string) => void;
  /** The router's href hook (react-router's `useHref`), used once to learn the base under which paths live. */
  useHref?: (to: string) => string;
  children?: ReactNode;
}

const identityHref = (to: string) => to;

function isExternal(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

/** True for a click the app should turn into client-side navigation (left button, no modifier, same tab). */
export function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.defaultPrevented &&
    (!target || target === '_self')
  );
}

function createLinkNavigation(navigate: (href: string) => void, base: string): LinkNavigation {
  // `base` is what the router's useHref('/') answers: '/' normally, '/app/' with a basename, '#/' for hash routing.
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  const href = (to: string) => (to.startsWith('/') && !to.startsWith('//') ? `${prefix}${to}` : to);
  return {
    navigate,
    href,
    linkProps: (to: string) => ({
      href: href(to),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (isExternal(to) || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      },
    }),
  };
}

const fullPageLoad = (href: string) => window.location.assign(href);
const LinkNavigationContext = createContext<LinkNavigation>(createLinkNavigation(fullPageLoad, '/'));

export function LinkProvider({ navigate, useHref = identityHref, children }: LinkProviderProps) {
  const base = useHref('/');
  const value = useMemo(() => createLinkNavigation(navigate, base), [navigate, base]);
  return <LinkNavigationContext.Provider value={value}>{children}</LinkNavigationContext.Provider>;
}

/** `{navigate, href, linkProps}` of the nearest LinkProvider (full page loads when there is none). */
export function useLinkNavigation(): LinkNavigation {
  return useContext(LinkNavigationContext);
}
