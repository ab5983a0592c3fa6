// Lenient field readers shared by the entity schemas: payloads come from the API, local storage and older services,
// so numbers may arrive as strings, empty strings mean "no value", and booleans may be "Sí"/"No".

import { z } from 'zod/mini';
import { normalizeKeys } from './normalizeKeys.ts';

/** An object schema whose input keys may be snake_case or camelCase. */
export function camelObject<Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.pipe(z.transform(normalizeKeys), z.object(shape));
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Text or null; numbers become text, blank strings null. */
export const optionalText = z.pipe(
  z.transform((value) => (isBlank(value) ? null : typeof value === 'number' ? String(value) : value)),
  z.catch(z.nullable(z.string()), null),
);

/** Required text; numbers become text (identifiers are sometimes numeric). */
export const requiredText = z.pipe(
  z.transform((value) => (typeof value === 'number' ? String(value) : value)),
  z.string(),
);

/** Text with a default when blank. */
export function textWithDefault(fallback: string) {
  return z.pipe(
    z.transform((value) => (isBlank(value) ? fallback : value)),
    z.catch(z.string(), fallback),
  );
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim()) {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Number or numeric string → number; anything else null. */
export const optionalNumber = z.pipe(z.transform(toNumber), z.nullable(z.number()));

export function integerWithDefault(fallback: number) {
  return z.pipe(
    z.transform((value) => {
      const number = toNumber(value);
      return number === null ? fallback : Math.round(number);
    }),
    z.number().check(z.int()),
  );
}

/** A list of texts; a text is split on semicolons, commas and new lines; blanks are dropped. */
export const textList = z.pipe(
  z.transform((value) => {
    if (isBlank(value)) return [];
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;,\n]/) : [value];
    return items
      .map((item) => (typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : ''))
      .filter((item) => item !== '');
  }),
  z.array(z.string()),
);

/** A person shown with name and avatar; a bare string is the name. */
export const personRef = z.pipe(
  z.transform((value) => (typeof value === 'string' ? { name: value } : isBlank(value) ? null : value)),
  z.catch(z.nullable(camelObject({ name: optionalText, avatarUrl: optionalText, email: optionalText })), null),
);

/** A link target with name and slug (organisations, parent programs); the name is required. */
export const namedRef = camelObject({ name: z.string().check(z.minLength(1)), slug: textWithDefault('') });

export function listOf<T extends z.ZodMiniType>(item: T) {
  // Entries that do not parse are dropped rather than failing the whole record.
  return z.pipe(
    z.transform((value) => (Array.isArray(value) ? value.filter((entry) => item.safeParse(entry).success) : [])),
    z.array(item),
  );
}
