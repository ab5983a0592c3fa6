// List answers: a bare array, or an object holding the array under one of a few keys (`data`, `projects`, …).
// Entries that do not parse are dropped, as the domain's schemas do for nested lists, rather than failing a screen.
import { isPlainObject } from '@siipro/domain';

/** What the client needs of a zod schema, without depending on zod itself. */
export interface Schema<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function listOf<T>(schema: Schema<T>, ...keys: string[]): (body: unknown) => T[] {
  const wrappers = keys.length > 0 ? keys : ['data'];
  return (body) => {
    const wrapper = isPlainObject(body) ? wrappers.map((key) => body[key]).find(Array.isArray) : undefined;
    const items: unknown[] = Array.isArray(body) ? body : (wrapper ?? []);
    return items.flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  };
}

/** One entity, bare or wrapped under `key`; null when it does not parse (the write itself succeeded). */
export function optionalOne<T>(schema: Schema<T>, key: string): (body: unknown) => T | null {
  return (body) => {
    const result = schema.safeParse(isPlainObject(body) && isPlainObject(body[key]) ? body[key] : body);
    return result.success ? result.data : null;
  };
}
