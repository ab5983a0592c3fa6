// The locale data of the tab's process, loaded by a short-lived worker while a signed-in screen waits for its data:
// in the main thread, the first number or date a screen formatted made its first render with data a task of ~100 ms
// (the map's count, the lists' totals and budgets; bench/README.md). Once the worker has loaded it, the page makes
// its own formatters while it is idle: the first es-AR number formatter still cost ~15 ms, and inside the list's
// render with data it made a long task longer.
import { loadLocaleData } from '@siipro/domain';

let started = false;

export function preloadLocaleData(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const worker = new Worker(new URL('./localeData.worker.ts', import.meta.url), {
    type: 'module',
    name: 'locale-data',
  });
  worker.addEventListener('message', () => whenIdle(loadLocaleData), { once: true });
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}
