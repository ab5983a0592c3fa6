// Small helpers for calling the in-process app the way the web does.
import type { TestContext } from './testApp.ts';
import { signInWithPassword } from './emulatorUsers.ts';

export const BASE = 'http://127.0.0.1:3000';

/** The refresh cookie from a response: its value and attributes. */
export function refreshCookieOf(response: Response): { value: string; attributes: string[] } | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('siipro_refresh='));
  if (!header) return null;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice('siipro_refresh='.length), attributes };
}

export function exchange(
  context: TestContext,
  idToken: string,
  init: { url?: string; headers?: Record<string, string> } = {},
) {
  return context.app.request(init.url ?? `${BASE}/auth/exchange`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, ...init.headers },
  });
}

export function withCookie(context: TestContext, path: string, cookie: string, method = 'POST') {
  return context.app.request(`${BASE}${path}`, { method, headers: { cookie: `siipro_refresh=${cookie}` } });
}

export function authorized(context: TestContext, path: string, accessToken: string, init: RequestInit = {}) {
  return context.app.request(`${BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...(init.headers as Record<string, string> | undefined) },
  });
}

export function patchJson(context: TestContext, path: string, accessToken: string, body: unknown) {
  return authorized(context, path, accessToken, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs a demo account in through the emulator and exchanges the ID token: the web's sign-in, end to end. */
export async function signIn(context: TestContext, email: string) {
  const response = await exchange(context, await signInWithPassword(email));
  if (response.status !== 200) throw new Error(`exchange for ${email} answered ${response.status}`);
  const body = (await response.json()) as { accessToken: string };
  return { accessToken: body.accessToken, refreshCookie: refreshCookieOf(response)!.value };
}
