export * from './money.ts';
export * from './dates.ts';
export * from './numbers.ts';
export * from './fileSize.ts';
export * from './wait.ts';
// The days of Argentina, for whoever writes dates outside a formatter (the API's export, its file names).
export { ARGENTINA_TIME_ZONE, calendarDayOf } from '../shared/calendarDay.ts';
export * from './localeData.ts';
