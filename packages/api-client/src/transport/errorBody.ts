// Reads the API's error body `{errorCode, message, details?}` (ARCHITECTURE.md §4) without trusting it: a proxy or a
// crashed server may answer HTML or nothing at all.

export interface ErrorBody {
  errorCode?: string;
  message?: string;
  details?: unknown[];
}

export async function readErrorBody(response: Response): Promise<ErrorBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await response.text());
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  return {
    errorCode: text(record.errorCode) ?? text(record.error_code),
    // Some answers of the product carry the text in `error` instead of `message` (portfolio.md §8).
    message: text(record.message) ?? text(record.error),
    details: Array.isArray(record.details) ? record.details : undefined,
  };
}
