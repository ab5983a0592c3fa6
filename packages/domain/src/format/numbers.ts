// Numbers as a person in Argentina types them: "." groups thousands and "," marks decimals ("1.500.000,50"), and
// amounts may be said in words ("50 mil millones"). Every money and number input reads its text here (issue 43).
import { interpolate } from '../messages/interpolate.ts';
import { validationMessages } from '../messages/areas/validation.ts';

/**
 * The plain decimal string ("1500000.5") of a number typed in es-AR, or null when it is not a number.
 * With a comma, every point is a thousands separator. Without one, points are thousands separators only when every
 * group after them has exactly three digits ("1.500", "2.000.000"); otherwise a single point is read as a decimal
 * point ("12.5"), as people also paste numbers written that way.
 */
export function parseTypedNumber(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  let plain: string;
  if (body.includes(',')) {
    if (body.indexOf(',') !== body.lastIndexOf(',')) return null;
    const [whole = '', decimals = ''] = body.split(',');
    if ((whole !== '' && !isGroupedInteger(whole)) || !/^\d*$/.test(decimals)) return null;
    plain = `${whole.replaceAll('.', '') || '0'}${decimals ? `.${decimals}` : ''}`;
  } else if (isGroupedInteger(body)) {
    plain = body.replaceAll('.', '');
  } else if (/^\d*\.\d+$/.test(body)) {
    plain = body.startsWith('.') ? `0${body}` : body;
  } else {
    return null;
  }
  const normalized = plain.replace(/^0+(?=\d)/, '');
  return negative && Number(normalized) !== 0 ? `-${normalized}` : normalized;
}

// Made on first use, not at module load: a page's first Intl formatter loads the locale data (see localeData.ts).
let typedNumberFormat: Intl.NumberFormat | undefined;

/**
 * A plain decimal ("1500000.5") as a person in Argentina types it ("1.500.000,5"): the text parseTypedNumber reads
 * back as the same decimal. What is not a plain decimal is returned unchanged.
 */
export function formatTypedNumber(plain: string): string {
  const text = plain.trim();
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return plain;
  typedNumberFormat ??= new Intl.NumberFormat('es-AR', { maximumFractionDigits: 20 });
  return typedNumberFormat.format(Number(text));
}

/** "1500000" or "1.500.000" (groups of three after the first), not "1.50" nor "1..5". */
function isGroupedInteger(text: string): boolean {
  return /^\d+$/.test(text) || /^\d{1,3}(\.\d{3})+$/.test(text);
}

/** Words that multiply the number before them, as amounts are said in Spanish (a billón is 10^12). */
const AMOUNT_WORDS: readonly [RegExp, number][] = [
  [/\s*mil\s+millones$/, 1e9],
  [/\s*(?:millón|millon|millones)$/, 1e6],
  [/\s*(?:billón|billon|billones)$/, 1e12],
  [/\s*mil$/, 1e3],
];

/** What an input's text says: nothing (empty), a number, or text that is not one, with the reason to show. */
export type TypedAmount = { ok: true; value: number | null } | { ok: false; error: string };

/**
 * Reads a number as a person in Argentina types it: "50.000.000.000", "1.500.000,50", "12,5", and optionally in words,
 * "50 mil millones", "1,5 millones", "3 mil", with or without a leading "ARS" or "$". Empty text is no value (null). Text it cannot read is refused with a
 * reason, never cut down to the part that parses ("50.000.000.000" is never 50).
 */
export function readTypedAmount(text: string): TypedAmount {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return { ok: true, value: null };
  // Money copied from the app itself reads "ARS 1.500.000,50"; "$ 1.000" is how people write pesos.
  let number = trimmed.replace(/^(?:ars|\$)\s*/, '');
  let factor = 1;
  for (const [word, multiplier] of AMOUNT_WORDS) {
    if (word.test(number)) {
      number = number.replace(word, '');
      factor = multiplier;
      break;
    }
  }
  const plain = parseTypedNumber(number);
  const value = plain === null ? Number.NaN : Number(plain) * factor;
  if (!Number.isFinite(value)) {
    return { ok: false, error: interpolate(validationMessages.validation.numberUnreadable, { text: text.trim() }) };
  }
  // Multiplying a decimal ("1,1 millones") can leave float noise: amounts keep at most cents.
  return { ok: true, value: factor === 1 ? value : Math.round(value * 100) / 100 };
}
