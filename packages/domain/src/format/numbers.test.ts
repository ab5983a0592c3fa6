import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './numbers.ts';

describe('parseTypedNumber (es-AR typing)', () => {
  it.each([
    ['1500000', '1500000'],
    ['1.500.000', '1500000'],
    ['1.500', '1500'],
    ['1.500,50', '1500.50'],
    ['1500,5', '1500.5'],
    ['12,5', '12.5'],
    [',5', '0.5'],
    ['12.5', '12.5'],
    ['0.75', '0.75'],
    ['-3', '-3'],
    ['-1.000,25', '-1000.25'],
    [' 2.000 ', '2000'],
    ['007', '7'],
    ['-0', '0'],
  ])('reads %s as %s', (typed, plain) => {
    expect(parseTypedNumber(typed)).toBe(plain);
  });

  it.each(['', '-', '.', ',', 'abc', '1,2,3', '1.50.0', '1..5', '12.5,3', '2e5', '1.5.', 'ARS 10'])(
    'rejects %j',
    (typed) => {
      expect(parseTypedNumber(typed)).toBeNull();
    },
  );
});
