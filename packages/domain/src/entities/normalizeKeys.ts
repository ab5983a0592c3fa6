// The API and older payloads use snake_case or camelCase for the same fields (platform.md §3, portfolio.md §3).
// Schemas normalise the keys of each object they read to camelCase; when both spellings are present the camelCase
// one wins. Only the object's own keys are renamed: nested objects are normalised by their own schemas, so free-form
// JSON (the tenant configJson) keeps its keys.

export function camelizeKey(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function normalizeKeys(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const camel = camelizeKey(key);
    const isCamelAlready = camel === key;
    if (isCamelAlready || !Object.hasOwn(value, camel)) result[camel] = item;
  }
  return result;
}
