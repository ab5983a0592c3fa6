// Date presets of the filters (portfolio.md §9): hoy, ayer, ultima_semana (7 days), ultimos_15/30/45 (days back).

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

/** ISO boundaries of a day, as the API expects them. */
export function dayStartIso(day: string): string {
  return `${day}T00:00:00.000Z`;
}

export function dayEndIso(day: string): string {
  return `${day}T23:59:59.999Z`;
}
