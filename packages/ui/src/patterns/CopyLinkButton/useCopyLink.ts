import { useCallback } from 'react';
import { useLinkNavigation } from '../../providers/LinkProvider';

/** The absolute URL a copy-link button puts on the clipboard, for an href as the page renders it. */
export function absoluteUrl(href: string, base: string): string {
  return new URL(href, base).href;
}

/**
 * Copies an in-app path as the absolute URL a colleague can open (with the router's base, as links render it).
 * Resolves true when the clipboard took it, false when the browser refused; how to confirm is the caller's choice
 * (ProjectsTable a toast, CopyLinkButton its own label).
 */
export function useCopyLink(): (to: string) => Promise<boolean> {
  const { href } = useLinkNavigation();
  return useCallback(
    async (to: string) => {
      try {
        await navigator.clipboard.writeText(absoluteUrl(href(to), window.location.href));
        return true;
      } catch {
        return false;
      }
    },
    [href],
  );
}
