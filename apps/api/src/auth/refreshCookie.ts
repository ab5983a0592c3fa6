// The refresh token travels only in an httpOnly, SameSite=Strict cookie on Path=/ (the web proxies /api/* to us, so
// the browser sees it first-party), Secure whenever the request came over https.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const REFRESH_COOKIE = 'siipro_refresh';

export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

export function setRefreshCookie(c: Context, token: string, maxAgeSeconds: number, secure: boolean): void {
  setCookie(c, REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    maxAge: Math.floor(maxAgeSeconds),
  });
}

export function clearRefreshCookie(c: Context, secure: boolean): void {
  deleteCookie(c, REFRESH_COOKIE, { httpOnly: true, sameSite: 'Strict', secure, path: '/' });
}
