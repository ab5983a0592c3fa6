// A project field's value as its history shows it (before → after): plain text a person reads, whatever the
// column's type. Numbers as plain decimals, lists joined by "; ", yes/no in Spanish, organisations and the program by
// name; no value is null (the feed reads "(vacío)").
import { messages } from '@siipro/domain';

const texts = messages.activity;

export function historyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => String(item)).join('; ');
  const text = String(value);
  return text === '' ? null : text;
}
