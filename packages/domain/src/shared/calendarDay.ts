// Calendar days ("YYYY-MM-DD") without touching the host time zone: filters, presets and dates of the fixtures
// work with plain days, and "today" is the Buenos Aires calendar day of an injected instant.

export const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether a string is a real calendar day in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds (or subtracts) whole days to a calendar day. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

// Made on first use: a formatter with a time zone loads that zone's data (about 25 ms of a phone's CPU), which a
// screen that never asks for a day should not pay while it starts.
let dayFormatter: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in Buenos Aires. A calendar day string is returned unchanged. */
export function calendarDayOf(value: Date | string): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha inválida: ${String(value)}`);
  // en-CA formats as YYYY-MM-DD.
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: ARGENTINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormatter.format(date);
}
