import { useSyncExternalStore } from 'react';
import { media } from '../../theme/breakpoints';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(media.narrow);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-narrow; the pager then drops the current page's neighbours so it fits one line. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media.narrow).matches,
    () => false,
  );
}
