/**
 * A language code as people read it, in Spanish: "es" → "Español", "en-US" → "Inglés estadounidense". Unknown or
 * malformed codes are shown as they came.
 */
export function languageName(code: string | null | undefined): string | null {
  const trimmed = code?.trim();
  if (!trimmed) return null;
  try {
    const name = new Intl.DisplayNames(['es'], { type: 'language' }).of(trimmed);
    if (!name || name === trimmed) return trimmed;
    return name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
  } catch {
    return trimmed;
  }
}
