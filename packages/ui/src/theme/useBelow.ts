import { useState, useSyncExternalStore } from 'react';
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

/**
 * Which of a list's two layouts to build (the cards below the breakpoint, the table above): the current width's, and
 * any the list has built before. A layout once built stays mounted, hidden by CSS while the width does not fit it:
 * rotating a tablet or resizing a window throws nothing away, so focus, an open dialog and the table's scroll position
 * survive a round trip (and Chromium's full-page screenshots, which briefly shrink the viewport, leave the list as it
 * was). A phone never builds the table.
 */
export function useReachedLayouts(breakpoint: Breakpoint): { compact: boolean; wide: boolean } {
  const compact = useBelow(breakpoint);
  const [reached, setReached] = useState({ compact, wide: !compact });
  const current = compact ? 'compact' : 'wide';
  if (!reached[current]) setReached({ ...reached, [current]: true });
  return reached[current] ? reached : { ...reached, [current]: true };
}
