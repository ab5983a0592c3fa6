// Invitation e-mail (platform.md §5): required, a simple pattern, lowercased and trimmed.

import { messages } from '../messages/messages.ts';
import type { ValidationResult } from './result.ts';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInviteEmail(email: string | null | undefined): ValidationResult<string> {
  const value = (email ?? '').trim().toLowerCase();
  if (!value) return { ok: false, error: messages.validation.emailRequired };
  if (!SIMPLE_EMAIL.test(value)) return { ok: false, error: messages.validation.emailInvalid };
  return { ok: true, value };
}
