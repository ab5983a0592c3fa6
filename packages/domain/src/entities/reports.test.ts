import { describe, expect, it } from 'vitest';
import { monthInArgentina } from './reports.ts';

describe('monthInArgentina (the month of "Tendencias del Mes")', () => {
  it('counts months in Argentina (UTC−3): the last evening of a month there is still that month', () => {
    expect(monthInArgentina(new Date('2026-12-07T04:00:00Z'))).toEqual({
      month: '2026-12',
      start: new Date('2026-12-01T03:00:00Z'),
    });
    // 31 December 23:30 in Buenos Aires is 02:30 UTC on 1 January.
    expect(monthInArgentina(new Date('2027-01-01T02:30:00Z')).month).toBe('2026-12');
    expect(monthInArgentina(new Date('2027-01-01T03:00:00Z'))).toEqual({
      month: '2027-01',
      start: new Date('2027-01-01T03:00:00Z'),
    });
  });
});
