import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, nextScoreBand, normalizeScore, pointsToNextBand, scoreBand } from './bands.ts';

describe('score bands', () => {
  it('has the four bands of portfolio §4.3 covering 0-100 without gaps', () => {
    expect(SCORE_BANDS.map((b) => [b.key, b.label, b.min, b.max, b.tone])).toEqual([
      ['critical', 'Crítico', 0, 39, 'red'],
      ['weak', 'Débil', 40, 59, 'orange'],
      ['good', 'Bueno', 60, 79, 'yellow'],
      ['excellent', 'Excelente', 80, 100, 'green'],
    ]);
  });

  it.each([
    [0, 'critical'],
    [39, 'critical'],
    [40, 'weak'],
    [59, 'weak'],
    [60, 'good'],
    [79, 'good'],
    [80, 'excellent'],
    [100, 'excellent'],
    [39.4, 'critical'],
    [39.5, 'weak'],
    [-12, 'critical'],
    [140, 'excellent'],
  ])('score %s is %s', (score, key) => {
    expect(scoreBand(score).key).toBe(key);
  });

  it('counts the points to the next band', () => {
    expect(pointsToNextBand(0)).toBe(40);
    expect(pointsToNextBand(39)).toBe(1);
    expect(pointsToNextBand(40)).toBe(20);
    expect(pointsToNextBand(72)).toBe(8);
    expect(pointsToNextBand(79)).toBe(1);
    expect(pointsToNextBand(80)).toBeNull();
    expect(pointsToNextBand(100)).toBeNull();
    expect(nextScoreBand(72)?.label).toBe('Excelente');
    expect(nextScoreBand(95)).toBeNull();
  });

  it('normalises numbers and numeric strings, rounding and clamping', () => {
    expect(normalizeScore(72.4)).toBe(72);
    expect(normalizeScore('72.5')).toBe(73);
    expect(normalizeScore(' 18 ')).toBe(18);
    expect(normalizeScore(-3)).toBe(0);
    expect(normalizeScore('250')).toBe(100);
    expect(normalizeScore('')).toBeNull();
    expect(normalizeScore('abc')).toBeNull();
    expect(normalizeScore(null)).toBeNull();
    expect(normalizeScore(Number.NaN)).toBeNull();
    expect(normalizeScore(Infinity)).toBeNull();
  });
});
