// Tenant configuration JSON (platform.md §5, §9): validated on blur, "JSON inválido" when it does not parse to an
// object; shown pretty-printed with an indent of 2.

import { interpolate } from '../messages/interpolate.ts';
import { messages } from '../messages/messages.ts';
import type { ValidationResult } from './result.ts';

export const CONFIG_JSON_INDENT = 2;
export const CONFIG_JSON_ROWS = 20;
/**
 * A tenant's configuration travels in every member's /users/me and every settings page: 1,000 levels and 900 KB were
 * accepted once (issue 46), growing each member's session answer to 1.8 MB. The known sections need 4 levels and a
 * few KB; these leave generous room for an admin's own keys.
 */
export const CONFIG_JSON_MAX_DEPTH = 20;
export const CONFIG_JSON_MAX_BYTES = 64 * 1024;

/** Levels of objects and arrays (`{}` is 1, `{"a":[1]}` is 2), counted without recursion so no depth overflows. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > CONFIG_JSON_MAX_DEPTH) return deepest; // enough to refuse: no need to walk the rest
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The Spanish reason a configuration is too deep or too large, or null: one check for the API and the form. */
export function configJsonLimitError(value: unknown): string | null {
  const texts = messages.settings.general.validation;
  if (jsonDepth(value) > CONFIG_JSON_MAX_DEPTH) return interpolate(texts.configTooDeep, { max: CONFIG_JSON_MAX_DEPTH });
  const bytes = new TextEncoder().encode(JSON.stringify(value) ?? '').length;
  if (bytes > CONFIG_JSON_MAX_BYTES) return interpolate(texts.configTooLarge, { max: CONFIG_JSON_MAX_BYTES / 1024 });
  return null;
}

/** An empty text area means an empty configuration; anything else must be a JSON object. */
export function parseConfigJson(text: string | null | undefined): ValidationResult<Record<string, unknown>> {
  const source = (text ?? '').trim();
  if (source === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(source);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const limit = configJsonLimitError(value);
      return limit ? { ok: false, error: limit } : { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // Falls through to the Spanish message.
  }
  return { ok: false, error: messages.validation.invalidJson };
}

export function formatConfigJson(value: unknown): string {
  return JSON.stringify(value ?? {}, null, CONFIG_JSON_INDENT);
}
