import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { formatMoney, formatNumber, interpolate, messages, readTypedAmount } from '@siipro/domain';
import * as styles from './AmountInput.css';

export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  /** The text as typed ("50.000.000.000", "1,5 millones"); domain's readTypedAmount reads it. */
  value: string;
  onChange: (text: string) => void;
  /** The understood value is shown as money in this currency ("ARS 50.000.000.000"); without one, as a number. */
  currency?: string | null;
  /**
   * A check of the caller's (below a minimum, not an integer…), shown instead of what was understood. The input's own
   * "cannot read this" message shows without it.
   */
  error?: string | null;
  /**
   * The caller draws `error` itself, beside the field (FormField's error): while there is one, the input says nothing
   * under it, so the person never reads two messages about one value.
   */
  errorShownApart?: boolean;
}

/**
 * The value as it was understood, every decimal of it: money shows cents as money does ("ARS 1.500,50"), but an
 * amount with more decimals, or a plain number, is never rounded here ("12,345" stays "12,345", not "12,35"), since
 * this line is what the person checks before saving.
 */
function exactly(value: number, currency: string | null | undefined): string {
  const digits = formatNumber(value, { maximumFractionDigits: 20 });
  if (!currency) return digits;
  return Math.round(value * 100) / 100 === value
    ? formatMoney(value, currency)
    : `${currency.trim().toUpperCase()} ${digits}`;
}

/**
 * A money or number input that reads what a person in Argentina types (issue 43): thousands dots, a decimal comma,
 * and amounts in words ("50 mil millones"). While typing, the line under it says the value it understood, so
 * "50.000.000.000" can never silently become 50; text it cannot read is refused with a message, never cut down.
 * A text input (not type="number", which Chromium empties or truncates on "50.000.000.000").
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  {
    value,
    onChange,
    currency,
    error,
    errorShownApart = false,
    className,
    id,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const statusId = `${inputId}-status`;
  const reading = readTypedAmount(value);
  const problem = error ?? (reading.ok ? null : reading.error);
  const understood =
    reading.ok && reading.value !== null
      ? interpolate(messages.validation.numberUnderstood, { value: exactly(reading.value, currency) })
      : null;
  const status = errorShownApart && error ? null : (problem ?? understood);

  return (
    <>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[status ? statusId : null, describedBy].filter(Boolean).join(' ') || undefined}
        className={[styles.input, className].filter(Boolean).join(' ')}
      />
      {status ? (
        <p id={statusId} className={[styles.status, problem ? styles.statusError : null].filter(Boolean).join(' ')}>
          {status}
        </p>
      ) : null}
    </>
  );
});
