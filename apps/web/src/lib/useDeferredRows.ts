// A list screen's rows as a deferred value. Data arrives through SWR's external store, which React renders at once,
// in one task: a page of cards with their links, buttons and tooltips made that task 100 ms and more on a phone (all
// of Lighthouse's blocking time on the lists; bench/README.md). Deferred, the rows render in a background pass, in
// slices with the main thread free between them, and the screen shows what it shows while loading until they commit
// (skeleton rows, or the previous page dimmed).
import { useDeferredValue } from 'react';

export function useDeferredRows<Row>(
  rows: readonly Row[],
  loading: boolean,
): { rows: readonly Row[]; loading: boolean } {
  const deferred = useDeferredValue(rows);
  return { rows: deferred, loading: loading || deferred !== rows };
}
