// The locale data of the tab's process, loaded by a short-lived worker while a signed-in screen waits for its data:
// in the main thread, the first number or date a screen formatted made its first render with data a task of ~100 ms
// (the map's count, the lists' totals and budgets; bench/README.md).
let started = false;

export function preloadLocaleData(): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  new Worker(new URL('./localeData.worker.ts', import.meta.url), { type: 'module', name: 'locale-data' });
}
