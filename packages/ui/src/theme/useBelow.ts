import { useSyncExternalStore } from 'react';
import { media, type Breakpoint } from './breakpoints';

const subscribeTo = (breakpoint: Breakpoint) => (onChange: () => void) => {
  const query = window.matchMedia(media[breakpoint]);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const subscriptions = Object.fromEntries(
  (Object.keys(media) as Breakpoint[]).map((breakpoint) => [breakpoint, subscribeTo(breakpoint)]),
) as Record<Breakpoint, (onChange: () => void) => () => void>;

/**
 * Whether the viewport is at or below a breakpoint, for the few layouts CSS alone cannot switch (a different element,
 * not just a different style): the pager's page numbers, the lists' cards instead of tables. Same queries as the
 * `media` the stylesheets use, so both change at the same width. False where there is no window.
 */
export function useBelow(breakpoint: Breakpoint): boolean {
  return useSyncExternalStore(
    subscriptions[breakpoint],
    () => window.matchMedia(media[breakpoint]).matches,
    () => false,
  );
}
