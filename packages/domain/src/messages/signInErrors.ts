// Spanish texts for what can go wrong while signing in (platform.md §8). Two kinds of failure reach the login
// screen: the sign-in service's own errors (Firebase, `code: "auth/…"`) and the product API's answers to the token
// exchange (an error with `errorCode`). Firebase's own English messages are never shown.
// The areas, not the whole catalogue: the sign-in page, the first a newcomer loads, reads these.
import { authMessages } from './areas/auth.ts';
import { errorsMessages } from './areas/errors.ts';

const texts = authMessages.login.errors;

/** Codes the API (or an older sign-in backend) may answer during sign-in, with their fixed texts. */
const SERVICE_CODE_TEXTS: Readonly<Record<string, string>> = {
  EMAIL_NOT_VERIFIED: texts.emailNotVerified,
  NO_TENANT_ACCESS: texts.noTenantAccess,
  INVITE_REQUIRED: errorsMessages.errors.byCode.INVITE_REQUIRED,
  NETWORK_ERROR: texts.network,
  TIMEOUT: texts.network,
};

const GOOGLE_CODE_TEXTS: Readonly<Record<string, string>> = {
  'auth/popup-closed-by-user': texts.popupClosed,
  'auth/cancelled-popup-request': texts.popupCancelled,
  'auth/user-cancelled': texts.popupCancelled,
  'auth/network-request-failed': texts.network,
};

const EMAIL_CODE_TEXTS: Readonly<Record<string, string>> = {
  'auth/invalid-credential': texts.wrongPassword,
  'auth/invalid-login-credentials': texts.wrongPassword,
  'auth/wrong-password': texts.wrongPassword,
  'auth/user-not-found': texts.userNotFound,
  'auth/too-many-requests': texts.tooManyRequests,
};

function stringField(error: unknown, field: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value = (error as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const textFor = (table: Readonly<Record<string, string>>, code: string | undefined) =>
  code !== undefined && Object.hasOwn(table, code) ? table[code] : undefined;

/**
 * The text for a failure of the product's own services, or undefined when the error did not come from them.
 * A service error with no fixed text shows its own message: the API writes messages fit for a person.
 */
function serviceErrorText(error: unknown): string | undefined {
  const errorCode = stringField(error, 'errorCode');
  if (errorCode === undefined) return undefined;
  return textFor(SERVICE_CODE_TEXTS, errorCode) ?? stringField(error, 'message');
}

export function googleSignInErrorText(error: unknown): string {
  return textFor(GOOGLE_CODE_TEXTS, stringField(error, 'code')) ?? serviceErrorText(error) ?? texts.googleFallback;
}

export function emailSignInErrorText(error: unknown): string {
  return textFor(EMAIL_CODE_TEXTS, stringField(error, 'code')) ?? serviceErrorText(error) ?? texts.emailFallback;
}

/** True when the sign-in was refused because the person has no tenant and no invitation (→ /no-access). */
export function isInviteRequired(error: unknown): boolean {
  return stringField(error, 'errorCode') === 'INVITE_REQUIRED';
}
