// The locale data of the tab's process, loaded by a short-lived worker while a signed-in screen waits for its data:
// in the main thread, the first number or date a screen formatted made its first render with data a task of ~100 ms
// (the map's count, the lists' totals and budgets; bench/README.md). As soon as the worker has loaded it, the page
// makes its own formatters, in a task of their own: the first es-AR number formatter still cost 10-15 ms, and inside
// the list's render with data (its total) it made a long task longer. (Not when idle: on a fast network the data
// came first.)
import { loadLocaleData } from '@siipro/domain';

let started = false;

export function preloadLocaleData(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const worker = new Worker(new URL('./localeData.worker.ts', import.meta.url), {
    type: 'module',
    name: 'locale-data',
  });
  worker.addEventListener('message', () => loadLocaleData(), { once: true });
}
