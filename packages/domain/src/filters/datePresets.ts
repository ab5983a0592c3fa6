// Date presets of the filters (portfolio.md §9): hoy, ayer, ultima_semana (7 days), ultimos_15/30/45 (days back).

import { formatDateAR } from '../format/dates.ts';
import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import { addDays, calendarDayOf } from '../shared/calendarDay.ts';
import type { DatePreset } from './projectFilters.ts';

export interface DayRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD. */
  to: string;
}

const DAYS_BACK: Readonly<Record<Exclude<DatePreset, 'hoy' | 'ayer'>, number>> = {
  ultima_semana: 7,
  ultimos_15: 15,
  ultimos_30: 30,
  ultimos_45: 45,
};

/** The days a preset covers. `today` is a calendar day or an instant (read as a Buenos Aires day). */
export function datePresetRange(preset: DatePreset, today: string | Date): DayRange {
  const day = calendarDayOf(today);
  if (preset === 'hoy') return { from: day, to: day };
  if (preset === 'ayer') {
    const yesterday = addDays(day, -1);
    return { from: yesterday, to: yesterday };
  }
  return { from: addDays(day, -DAYS_BACK[preset]), to: day };
}

/** The default range: from the epoch to today. */
export function defaultDateRange(today: string | Date): DayRange {
  return { from: '1970-01-01', to: calendarDayOf(today) };
}

/**
 * Explicit days of a date filter in words: "Del 01/10/2026 al 15/10/2026", "Desde el 01/10/2026", "Hasta el …", or
 * "El 01/10/2026" for one day. Null when neither bound is set.
 */
export function dayRangeLabel(from: string | null, to: string | null): string | null {
  const text = messages.filters.dayRange;
  if (from !== null && from === to) return interpolate(text.day, { day: formatDateAR(from) });
  if (from !== null && to !== null)
    return interpolate(text.between, { from: formatDateAR(from), to: formatDateAR(to) });
  if (from !== null) return interpolate(text.from, { from: formatDateAR(from) });
  if (to !== null) return interpolate(text.to, { to: formatDateAR(to) });
  return null;
}

/** ISO boundaries of a day, as the API expects them. */
export function dayStartIso(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function dayEndIso(day: string): string {
  return `${day}T23:59:59.999Z`;
}
