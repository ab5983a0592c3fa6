// Tenant configuration JSON (platform.md §5, §9): validated on blur, "JSON inválido" when it does not parse to an
// object; shown pretty-printed with an indent of 2.

import { messages } from '../messages/messages.ts';
import type { ValidationResult } from './result.ts';

export const CONFIG_JSON_INDENT = 2;
export const CONFIG_JSON_ROWS = 20;

/** An empty text area means an empty configuration; anything else must be a JSON object. */
export function parseConfigJson(text: string | null | undefined): ValidationResult<Record<string, unknown>> {
  const source = (text ?? '').trim();
  if (source === '') return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(source);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // Falls through to the Spanish message.
  }
  return { ok: false, error: messages.validation.invalidJson };
}

export function formatConfigJson(value: unknown): string {
  return JSON.stringify(value ?? {}, null, CONFIG_JSON_INDENT);
}
