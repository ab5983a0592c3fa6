// Characters a person cannot see but a screen obeys: control characters, and the format characters that reorder or
// hide text (bidirectional overrides and isolates, zero-width joiners and spaces, line separators). A document named
// "a\u202egpj.txt" showed as "atxt.jpg" (issue 46): names a person reads and trusts must not carry them.

/** Cc (controls), Cf (format: U+202E and the other bidi controls, zero-width characters), Zl and Zp (separators). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The text without its invisible characters. */
export function stripInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}
