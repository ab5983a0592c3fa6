// Dates in es-AR (About, lists, detail) and es-ES (tenant creation date), platform.md §9. The Buenos Aires time zone
// is fixed so that the output does not depend on the machine; a plain calendar day ("2026-11-01") is shown as that day.

import { ARGENTINA_TIME_ZONE, isCalendarDay } from '../shared/calendarDay.ts';

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): { date: Date; timeZone: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && isCalendarDay(value)) {
    // A calendar day has no time: read it in UTC so it never shifts to the previous day.
    return { date: new Date(`${value}T00:00:00.000Z`), timeZone: 'UTC' };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: ARGENTINA_TIME_ZONE };
}

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  const parsed = toDate(value);
  if (!parsed) return '-';
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: parsed.timeZone }).format(parsed.date);
}

const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** "01/11/2026"; "-" for a missing or invalid date. */
export function formatDateAR(value: DateInput): string {
  return format(value, 'es-AR', DAY_OPTIONS);
}

/** "01/11/2026" in es-ES style, as the tenant settings show the creation date; "-" when missing or invalid. */
export function formatDateES(value: DateInput): string {
  return format(value, 'es-ES', DAY_OPTIONS);
}

/** "1 de noviembre de 2026"; "-" when missing or invalid. */
export function formatDateLongAR(value: DateInput): string {
  return format(value, 'es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "01/11/2026, 09:30" (24-hour clock, Buenos Aires time); "-" when missing or invalid. */
export function formatDateTimeAR(value: DateInput): string {
  return format(value, 'es-AR', { ...DAY_OPTIONS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** A month "2027-03" (a project's planned start) as "marzo de 2027"; "-" when missing or not a month. */
export function formatMonthAR(value: string | null | undefined): string {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return '-';
  return format(`${value}-01`, 'es-AR', { month: 'long', year: 'numeric' });
}
