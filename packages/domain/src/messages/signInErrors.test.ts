import { describe, expect, it } from 'vitest';
import { formatWait } from '../format/index.ts';
import { interpolate } from './interpolate.ts';
import { messages } from './messages.ts';
import { emailSignInErrorText, googleSignInErrorText, isInviteRequired } from './signInErrors.ts';

/** The shape Firebase's errors have: a FirebaseError with `code` "auth/…" and an English message. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
/** What api-client's ApiError carries: the API's errorCode and its Spanish message. */
const apiError = (errorCode: string, message: string, status = 403) =>
  Object.assign(new Error(message), { name: 'ApiError', status, errorCode });

describe('e-mail sign-in texts (platform.md §8)', () => {
  it.each([
    ['auth/invalid-credential', 'Correo o contraseña incorrectos.'],
    ['auth/wrong-password', 'Correo o contraseña incorrectos.'],
    ['auth/user-not-found', 'No existe una cuenta con este correo electrónico.'],
    ['auth/too-many-requests', 'Demasiados intentos fallidos. Por favor intenta más tarde.'],
    ['auth/internal-error', 'Error al iniciar sesión. Por favor verifica tus credenciales.'],
  ])('%s → %s', (code, text) => {
    expect(emailSignInErrorText(firebaseError(code))).toBe(text);
  });

  it('falls back for anything unknown, without showing Firebase English', () => {
    expect(emailSignInErrorText(new Error('boom'))).toBe(
      'Error al iniciar sesión. Por favor verifica tus credenciales.',
    );
    expect(emailSignInErrorText('x')).toBe('Error al iniciar sesión. Por favor verifica tus credenciales.');
  });

  it('says how long to wait when the sign-in is refused for too many attempts from the connection (429)', () => {
    // What the API answers (apps/api rateLimit.test.ts): messages.errors.rateLimitedFor with formatWait's words.
    const refused = apiError(
      'RATE_LIMITED',
      interpolate(messages.errors.rateLimitedFor, { wait: formatWait(900) }),
      429,
    );
    const text = 'Demasiadas solicitudes desde tu conexión. Vuelve a intentarlo en 15 minutos.';
    expect(emailSignInErrorText(refused)).toBe(text);
    expect(googleSignInErrorText(refused)).toBe(text);
  });

  it('shows the invitation text when the exchange answers INVITE_REQUIRED', () => {
    expect(emailSignInErrorText(apiError('INVITE_REQUIRED', 'Access denied: invitation required'))).toBe(
      'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.',
    );
  });
});

describe('Google sign-in texts (platform.md §8)', () => {
  it.each([
    ['auth/popup-closed-by-user', 'Ventana de inicio de sesión cerrada. Por favor intenta nuevamente.'],
    ['auth/cancelled-popup-request', 'Inicio de sesión cancelado. Por favor intenta nuevamente.'],
    ['auth/user-cancelled', 'Inicio de sesión cancelado. Por favor intenta nuevamente.'],
    ['auth/network-request-failed', 'Error de conexión. Verifica tu conexión a internet e intenta nuevamente.'],
  ])('%s → %s', (code, text) => {
    expect(googleSignInErrorText(firebaseError(code))).toBe(text);
  });

  it.each([
    ['EMAIL_NOT_VERIFIED', 'Por favor verifica tu correo electrónico antes de iniciar sesión.'],
    [
      'NO_TENANT_ACCESS',
      'No tienes acceso a ningún workspace. Por favor contacta a un administrador para que te invite.',
    ],
    [
      'INVITE_REQUIRED',
      'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.',
    ],
  ])('server code %s → its fixed text', (code, text) => {
    expect(googleSignInErrorText(apiError(code, 'server words'))).toBe(text);
  });

  it('shows other server messages as they come', () => {
    expect(googleSignInErrorText(apiError('UNAUTHENTICATED', 'El token de identidad no es válido.', 401))).toBe(
      'El token de identidad no es válido.',
    );
  });

  it('falls back for unknown Firebase codes and foreign errors', () => {
    const fallback = 'Ocurrió un error al iniciar sesión. Por favor intenta nuevamente o contacta al soporte.';
    expect(googleSignInErrorText(firebaseError('auth/popup-blocked'))).toBe(fallback);
    expect(googleSignInErrorText(new TypeError('Failed to fetch'))).toBe(fallback);
    expect(googleSignInErrorText(undefined)).toBe(fallback);
  });
});

describe('isInviteRequired', () => {
  it('recognises the INVITE_REQUIRED answer only', () => {
    expect(isInviteRequired(apiError('INVITE_REQUIRED', 'x'))).toBe(true);
    expect(isInviteRequired(apiError('PERMISSION_DENIED', 'x'))).toBe(false);
    expect(isInviteRequired(firebaseError('auth/user-not-found'))).toBe(false);
  });
});
