// What the line under the input says it understood: every decimal typed, never rounded to the two a money amount
// shows (a TIR of "12,345" is saved as 12.345, so the line must not say 12,35).
import { describe, expect, it } from 'vitest';
import { AmountInput } from './AmountInput';
import { setUpReactRoot } from '../../testing/reactRoot';

const view = setUpReactRoot();

function understood(value: string, currency: string | null) {
  view.render(<AmountInput value={value} onChange={() => undefined} currency={currency} />);
  return view.container.querySelector('p')?.textContent;
}

describe('AmountInput, what it understood', () => {
  it('keeps every decimal of a plain number', () => {
    expect(understood('12,345', null)).toBe('Se entiende: 12,345');
    expect(understood('1.234,5', null)).toBe('Se entiende: 1.234,5');
  });

  it('shows money as money, and an amount with more than cents with all of them', () => {
    expect(understood('1.234.567,89', 'ARS')).toBe('Se entiende: ARS 1.234.567,89');
    expect(understood('1.500,5', 'ARS')).toBe('Se entiende: ARS 1.500,50');
    expect(understood('1.500,555', 'ARS')).toBe('Se entiende: ARS 1.500,555');
    expect(understood('50.000.000.000', 'ARS')).toBe('Se entiende: ARS 50.000.000.000');
  });
});
