// Small form rules of the specs: workspace picker, login, comments, search terms.

// Areas of the catalogue, not all of it: the sign-in page, the first a newcomer loads, validates with these.
import { authMessages } from '../messages/areas/auth.ts';
import { validationMessages } from '../messages/areas/validation.ts';
import type { ValidationResult } from './result.ts';

/** One workspace must be selected (platform.md §5). */
export function validateWorkspaceSelection(slug: string | null | undefined): ValidationResult<string> {
  const value = slug?.trim();
  return value ? { ok: true, value } : { ok: false, error: validationMessages.validation.workspaceRequired };
}

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** E-mail and password are required (platform.md §5). */
export function validateLogin(form: { email: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!form.email.trim()) errors.email = validationMessages.validation.emailRequired;
  if (!form.password) errors.password = authMessages.login.errors.passwordRequired;
  return errors;
}

/** A trimmed comment, or null when it is empty and must be ignored (portfolio.md §2.6). */
export function cleanComment(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
}

/** Search terms are applied trimmed (portfolio.md §2.2). */
export function cleanSearchTerm(text: string | null | undefined): string {
  return (text ?? '').trim();
}
