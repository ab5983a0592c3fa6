import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` after `duration` ms of unpaused time. Pausing keeps the time left, so a toast read with the
 * pointer over it (or focus inside it) gets its full remaining time afterwards (WCAG 2.2.1 Timing Adjustable).
 */
export function useDismissTimer(duration: number, paused: boolean, onExpire: () => void) {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused]);
}
