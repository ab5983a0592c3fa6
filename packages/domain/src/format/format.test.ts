import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './money.ts';
import { formatDateAR, formatDateES, formatDateLongAR, formatDateTimeAR, formatMonthAR } from './dates.ts';
import { loadLocaleData } from './localeData.ts';
import { formatWait } from './wait.ts';

describe('formatMoney', () => {
  it('shows the currency code and es-AR grouping with up to 2 decimals', () => {
    expect(formatMoney(1234567.89)).toBe('ARS 1.234.567,89');
    expect(formatMoney(1234567.891)).toBe('ARS 1.234.567,89');
    expect(formatMoney(1234567)).toBe('ARS 1.234.567');
    expect(formatMoney(1234567.5, 'ARS', { wholeUnits: true })).toBe('ARS 1.234.568');
    expect(formatMoney(119190837.17, 'ARS', { wholeUnits: true })).toBe('ARS 119.190.837');
    expect(formatMoney(-0.4, 'ARS', { wholeUnits: true })).toBe('ARS 0');
    expect(formatMoney(1500.5, 'XX1', { wholeUnits: true })).toBe('XX1 1.501');
    expect(formatMoney(1500.5)).toBe('ARS 1.500,50');
    expect(formatMoney(0)).toBe('ARS 0');
    expect(formatMoney(2500000, 'USD')).toBe('USD 2.500.000');
    expect(formatMoney(99.999, 'usd')).toBe('USD 100');
  });

  it('handles negatives and rounding to zero without a minus sign', () => {
    expect(formatMoney(-1500.5)).toBe('-ARS 1.500,50');
    expect(formatMoney(-0.001)).toBe('ARS 0');
  });

  it('gives "-" for missing amounts and keeps unknown currency codes visible', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(10, null)).toBe('ARS 10');
    expect(formatMoney(1234.5, 'PESOS')).toBe('PESOS 1.234,5');
    // The second time from what the first one learnt about the code.
    expect(formatMoney(-2, 'PESOS')).toBe('PESOS -2');
  });
});

describe('formatNumber', () => {
  it('formats es-AR numbers', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(15000)).toBe('15.000');
    expect(formatNumber(2.345, { maximumFractionDigits: 1 })).toBe('2,3');
    expect(formatNumber(null)).toBe('-');
  });
});

describe('dates', () => {
  it('shows a calendar day as that day whatever the time zone', () => {
    expect(formatDateAR('2026-11-01')).toBe('01/11/2026');
    expect(formatDateES('2026-03-05')).toBe('05/03/2026');
    expect(formatDateLongAR('2026-11-01')).toBe('1 de noviembre de 2026');
    expect(formatMonthAR('2027-03')).toBe('marzo de 2027');
    expect(formatMonthAR('2027-13')).toBe('-');
  });

  it('shows instants in Buenos Aires time', () => {
    // 02:00 UTC is still 31 October in Buenos Aires (UTC-3).
    expect(formatDateAR('2026-11-01T02:00:00.000Z')).toBe('31/10/2026');
    expect(formatDateAR(new Date('2026-11-01T12:00:00.000Z'))).toBe('01/11/2026');
    expect(formatDateTimeAR('2026-11-01T12:30:00.000Z')).toBe('01/11/2026, 09:30');
    expect(formatDateTimeAR('2026-11-01T23:05:00.000Z')).toBe('01/11/2026, 20:05');
  });

  it('gives "-" for missing or invalid dates', () => {
    expect(formatDateAR(null)).toBe('-');
    expect(formatDateAR('')).toBe('-');
    expect(formatDateES('no es fecha')).toBe('-');
    expect(formatDateTimeAR(undefined)).toBe('-');
  });
});

describe('loadLocaleData', () => {
  it('formats with the formatters the screens use', () => {
    expect(loadLocaleData()).toEqual(['1.234,5', 'ARS 1.234,50', '31/12/1969', '1969-12-31']);
  });
});

describe('formatWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, from there', () => {
    expect([0, 1, 45, 60, 61, 900].map(formatWait)).toEqual([
      '1 segundo',
      '1 segundo',
      '45 segundos',
      '1 minuto',
      '2 minutos',
      '15 minutos',
    ]);
  });
});
