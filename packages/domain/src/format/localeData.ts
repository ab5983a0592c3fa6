// A browser tab's first Intl formatter loads the locale data of ICU for its whole process: 30-70 ms of Chromium's
// CPU on a 2-core host, in whichever task asks first (a list's or the map's first render with data). Asked once from a
// Web Worker while a screen starts (apps/web's DataLayout), that load happens off the page's main thread.
import { calendarDayOf } from '../shared/calendarDay.ts';
import { formatDateAR } from './dates.ts';
import { formatMoney, formatNumber } from './money.ts';

/** Formats a number, an amount and a date the way the screens do, so that the locale data they use is loaded. */
export function loadLocaleData(): string[] {
  const instant = new Date(0);
  return [formatNumber(1234.5), formatMoney(1234.5), formatDateAR(instant), calendarDayOf(instant)];
}
