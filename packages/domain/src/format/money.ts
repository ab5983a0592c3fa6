// Money in es-AR style with the currency code ("ARS 1.234.567,89"), portfolio.md §2.2 and §9.

/** The formatters of each currency code met, or null for a code Intl does not know (asked once per code). */
const formatters = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | null>();

function formattersFor(currency: string) {
  let pair = formatters.get(currency);
  if (pair === undefined) {
    const base = { style: 'currency', currency, currencyDisplay: 'code' } as const;
    try {
      pair = {
        whole: new Intl.NumberFormat('es-AR', { ...base, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
        cents: new Intl.NumberFormat('es-AR', { ...base, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      };
    } catch {
      // RangeError: not a well-formed currency code.
      pair = null;
    }
    formatters.set(currency, pair);
  }
  return pair;
}

/**
 * "ARS 1.234.567,89". Up to 2 decimals: whole amounts show none, others show both digits (so "ARS 1.500,50", never
 * "ARS 1.500,5"). With `wholeUnits` the amount is rounded to whole pesos ("ARS 1.234.568"), as tables show it (the
 * exact amount goes in their tooltip and the export). Intl puts a no-break space after the code; it is replaced with
 * a plain space so that texts match the spec and tests exactly. Null, undefined or non-finite amounts give "-".
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null = 'ARS',
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  const code = (currency ?? 'ARS').trim().toUpperCase() || 'ARS';
  const pair = formattersFor(code);
  const digits = wholeUnits ? 0 : 2;
  if (!pair) return `${code} ${formatNumber(amount, { maximumFractionDigits: digits })}`;
  // `|| 0` turns -0 into 0 so that tiny negative amounts do not print as "-ARS 0".
  const rounded = (wholeUnits ? Math.round(amount) : Math.round(amount * 100) / 100) || 0;
  const { whole, cents } = pair;
  const text = Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
  return text.replace(/\u00a0/g, ' ');
}

/** One Intl.NumberFormat per set of options: making one costs far more than formatting (maps format hundreds). */
const numberFormatters = new Map<string, Intl.NumberFormat>();

/** es-AR number ("1.234,5"); null, undefined or non-finite give "-". */
export function formatNumber(
  value: number | null | undefined,
  options: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const { maximumFractionDigits = 2, minimumFractionDigits } = options;
  const key = `${maximumFractionDigits}:${minimumFractionDigits ?? ''}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-AR', { maximumFractionDigits, minimumFractionDigits });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
