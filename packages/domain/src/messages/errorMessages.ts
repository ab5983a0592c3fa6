// Which Spanish text to show for a failed call (portfolio.md §8). Sign-in failures: signInErrors.ts.

import { messages } from './messages.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A server error body's `message`, else its `error` field, else the caller's fallback (portfolio.md §8). */
export function serverErrorMessage(body: unknown, fallback: string = messages.errors.unexpected): string {
  if (body && typeof body === 'object') {
    const record = body as { message?: unknown; error?: unknown };
    return text(record.message) ?? text(record.error) ?? fallback;
  }
  return fallback;
}
