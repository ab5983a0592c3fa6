/** Outcome of a validation: the cleaned value, or a Spanish message to show under the field. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: string };
