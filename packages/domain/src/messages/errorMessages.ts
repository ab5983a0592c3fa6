// Which Spanish text to show for a failure (platform.md §8, portfolio.md §8).

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

const GOOGLE_ERRORS: Readonly<Record<string, string>> = {
  'auth/popup-closed-by-user': messages.login.errors.popupClosed,
  'auth/cancelled-popup-request': messages.login.errors.popupCancelled,
  'auth/user-cancelled': messages.login.errors.popupCancelled,
  'auth/network-request-failed': messages.login.errors.network,
  EMAIL_NOT_VERIFIED: messages.login.errors.emailNotVerified,
  NO_TENANT_ACCESS: messages.login.errors.noTenantAccess,
  INVITE_REQUIRED: messages.login.errors.inviteRequired,
};

const EMAIL_ERRORS: Readonly<Record<string, string>> = {
  'auth/invalid-credential': messages.login.errors.wrongPassword,
  'auth/wrong-password': messages.login.errors.wrongPassword,
  'auth/invalid-login-credentials': messages.login.errors.wrongPassword,
  'auth/user-not-found': messages.login.errors.userNotFound,
  'auth/too-many-requests': messages.login.errors.tooManyRequests,
  'auth/network-request-failed': messages.login.errors.network,
  EMAIL_NOT_VERIFIED: messages.login.errors.emailNotVerified,
  NO_TENANT_ACCESS: messages.login.errors.noTenantAccess,
  INVITE_REQUIRED: messages.login.errors.inviteRequired,
};

interface SignInError {
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

function codeOf(error: SignInError | null | undefined): string | null {
  return text(error?.code) ?? text(error?.errorCode);
}

/** Google sign-in: known codes are translated; other messages are shown as they come; else the fallback. */
export function googleSignInErrorMessage(error: SignInError | null | undefined): string {
  const code = codeOf(error);
  return (
    (code && Object.hasOwn(GOOGLE_ERRORS, code) ? GOOGLE_ERRORS[code] : null) ??
    text(error?.message) ??
    messages.login.errors.googleFallback
  );
}

/** E-mail sign-in: known codes are translated; anything else gets the e-mail fallback. */
export function emailSignInErrorMessage(error: SignInError | null | undefined): string {
  const code = codeOf(error);
  return (code && Object.hasOwn(EMAIL_ERRORS, code) ? EMAIL_ERRORS[code] : null) ?? messages.login.errors.emailFallback;
}
