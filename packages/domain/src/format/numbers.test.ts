import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTypedNumber, parseTypedNumber, readTypedAmount } from './numbers.ts';

describe('formatTypedNumber (a decimal as typed in es-AR)', () => {
  it.each([
    ['1500000', '1.500.000'],
    ['1500000.5', '1.500.000,5'],
    ['1.125', '1,125'],
    ['0.75', '0,75'],
    ['-2500.25', '-2.500,25'],
    ['80', '80'],
  ])('writes %s as %s', (plain, typed) => {
    expect(formatTypedNumber(plain)).toBe(typed);
  });

  it('leaves what is not a plain decimal as it is', () => {
    expect(formatTypedNumber('mucho')).toBe('mucho');
    expect(formatTypedNumber('1.500,5')).toBe('1.500,5');
  });

  it('is read back by parseTypedNumber as the same number, for any decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 9999 }), (whole, cents) => {
        const plain = String(Number(`${whole}.${String(cents).padStart(4, '0')}`));
        expect(Number(parseTypedNumber(formatTypedNumber(plain)))).toBe(Number(plain));
      }),
    );
  });
});

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

describe('readTypedAmount (every money and number input, issue 43)', () => {
  it.each([
    ['50.000.000.000', 50_000_000_000],
    ['1.500.000,50', 1_500_000.5],
    ['12,5', 12.5],
    ['50 mil millones', 50_000_000_000],
    ['1,5 millones', 1_500_000],
    ['1 millón', 1_000_000],
    ['3 mil', 3_000],
    ['2 billones', 2_000_000_000_000],
    ['1,1 millones', 1_100_000],
    ['  7  ', 7],
    ['ARS 1.500.000,50', 1_500_000.5],
    ['$ 1.000', 1_000],
  ])('reads %s as %d', (text, value) => {
    expect(readTypedAmount(text)).toEqual({ ok: true, value });
  });

  it('reads empty text as no value', () => {
    expect(readTypedAmount('   ')).toEqual({ ok: true, value: null });
  });

  it.each(['50.000.00', 'mucho', '1,5,0', 'mil', '50 mil millones de pesos', '5e3'])(
    'refuses %s with a reason, never a part of it',
    (text) => {
      expect(readTypedAmount(text)).toEqual({
        ok: false,
        error: `No se entiende «${text}» como número. Escribe, por ejemplo, 1.500.000,50 o 50 mil millones.`,
      });
    },
  );
});
