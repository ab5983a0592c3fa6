// The answer of a filter-values call (GET /t/{slug}/projects/filters/values and the public portal's
// GET /public/{slug}/projects/filters/values): distinct values per field, e.g. {status: [...], priority: [...]}.
// Anything else in the answer is dropped rather than trusted.
import { isPlainObject } from '@siipro/domain';

export function readFilterValues(body: unknown): Record<string, string[]> {
  if (!isPlainObject(body)) return {};
  const values: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body)) {
    if (!Array.isArray(list)) continue;
    values[field] = list.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  }
  return values;
}
