import { useCallback, useState } from 'react';

/**
 * Whether an element's content overflows it. A scrolling region without focusable content must itself be
 * focusable, or keyboard users cannot scroll it (WCAG 2.1.1); it should not add a tab stop when nothing scrolls.
 */
export function useScrollable<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [scrollable, setScrollable] = useState(false);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, scrollable];
}
