// Comma-joined value lists of `[in]` filters. A comma or backslash inside a value is escaped with a backslash, so any
// value (a funding source such as "BID, préstamo 3456/OC-AR") survives the trip through a URL.

export function joinListValues(values: readonly string[]): string {
  return values.map((value) => value.replace(/\\/g, '\\\\').replace(/,/g, '\\,')).join(',');
}

export function splitListValues(text: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (char === ',') {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  values.push(current);
  return values.filter((value) => value !== '');
}
