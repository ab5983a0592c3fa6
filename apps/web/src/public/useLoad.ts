// What a portal page reads from the public API: the answer for a key, loaded once per key and kept while the next
// key loads (a new page of the list keeps the old one on screen, dimmed). The answers are public and cached by the
// API (ETag), so a small in-memory cache per key is all the portal needs; no SWR.
import { useLayoutEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

const cache = new Map<string, unknown>();

/** Keeps each load's answer under its key before the first render (the answers sent with the page, main.tsx); a load
 * that fails is left for the page to ask for as usual. */
export async function primeLoads(loads: ReadonlyArray<{ key: string; load: () => Promise<unknown> }>): Promise<void> {
  await Promise.allSettled(loads.map(async ({ key, load }) => cache.set(key, await load())));
}

export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  // The last settled answer (of this key or of the one before it).
  const [settled, setSettled] = useState<{ key: string | null; data: T | undefined; error: unknown }>({
    key: null,
    data: undefined,
    error: undefined,
  });
  const cached = key !== null && cache.has(key);

  // Started in the commit of the render that asks for it (a layout effect), not in a passive effect: Preact runs
  // those in a task of its own after the first paint, and on the public list that task (four requests through ky)
  // was the longest Lighthouse counted as blocking. The requests also leave a frame sooner. bench/README.md, bench:web
  // on the portal.
  useLayoutEffect(() => {
    if (key === null || cache.has(key)) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        if (!controller.signal.aborted) setSettled({ key, data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((previous) => ({ key, data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // `load` is the page's closure over the same key: the key alone says when to load again.
  }, [key]);

  const failed = settled.key === key && settled.error !== undefined;
  return {
    data: cached ? (cache.get(key) as T) : failed ? undefined : settled.data,
    error: failed ? settled.error : undefined,
    loading: key !== null && !cached && !failed,
  };
}
