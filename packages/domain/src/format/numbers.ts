// Numbers as a person in Argentina types them: "." groups thousands and "," marks decimals ("1.500.000,50").

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
