// Security headers on every answer of the web server, whatever its path (issue 46: `/emulator/…` went without them).
// The production build runs no inline script, so its Content-Security-Policy allows scripts from the app's origin
// only; it may not be framed (frame-ancestors 'none'). The dev server's React Fast Refresh needs an inline preamble,
// so `pnpm dev` gets every header but the policy's script rules. Answers proxied from the API and the optimizer
// replace these with the services' own (stricter) headers; the emulator's sign-in page gets a policy of its own.
// A relative path, not @siipro/domain: Vite loads its config (and this file) with Node, which does not run the
// package's TypeScript.
import { imageHostsFrom } from '../../../packages/domain/src/validation/imageHosts.ts';
import type { Connect, Plugin } from 'vite';
import type { FirebaseBuildSettings } from './firebaseEnv.ts';
import { EMULATOR_SIGN_IN_PAGE } from './serverRoutes.ts';

/** Google's endpoints the Firebase Auth SDK calls when it signs in against a real project. */
const FIREBASE_AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

export function contentSecurityPolicy(
  firebase: Pick<FirebaseBuildSettings, 'emulatorHost' | 'authDomain'>,
  frameAncestors: "'none'" | "'self'" = "'none'",
  imageHosts: readonly string[] = imageHostsFrom(undefined),
): string {
  const signIn = firebase.emulatorHost
    ? { connect: [`http://${firebase.emulatorHost}`], frame: [], script: [] }
    : {
        connect: FIREBASE_AUTH_ENDPOINTS,
        frame: firebase.authDomain ? [`https://${firebase.authDomain}`] : [],
        // signInWithPopup loads Google's gapi helper.
        script: ['https://apis.google.com'],
      };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...signIn.script],
    // Components set style attributes (positions, widths); no inline <style> element is ever needed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars from the sign-in provider, logos from the hosts an operator allowed, map tiles from their servers: the
    // same list the API checks logos against (domain's imageHostsFrom), never any https host (issue 46).
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts.map((host) => `https://${host}`)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...signIn.connect],
    'frame-src': ["'self'", ...signIn.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The emulator's own sign-in page (a development tool, proxied on the emulator only): its script and styles are
 * inline in the page, and it needs nothing else — its online stylesheets are not needed to choose an account.
 */
export const EMULATOR_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The one page the app frames itself: the emulator's sign-in relay (src/auth/emulatorGooglePopup.ts). */
const SELF_FRAMED = '/emulator-auth-relay.html';

type HeadersFor = (framedBySelf: boolean) => Record<string, string>;

/** Path only: `/emulator/auth/handler?…` → `/emulator/auth/handler`. */
const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

function setHeaders(headersFor: HeadersFor): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = pathOf(request.url ?? '/');
    const headers = headersFor(path === SELF_FRAMED);
    if (path === EMULATOR_SIGN_IN_PAGE) headers['Content-Security-Policy'] = EMULATOR_PAGE_POLICY;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    next();
  };
}

export function securityHeaders(
  firebase: FirebaseBuildSettings,
  imageHosts: readonly string[] = imageHostsFrom(undefined),
): Plugin {
  const common = (framedBySelf: boolean) => ({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
  });
  return {
    name: 'siipro:security-headers',
    configureServer(server) {
      server.middlewares.use(
        setHeaders((framedBySelf) => ({
          ...common(framedBySelf),
          'Content-Security-Policy': `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
        })),
      );
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        setHeaders((framedBySelf) => ({
          ...common(framedBySelf),
          'Content-Security-Policy': contentSecurityPolicy(firebase, framedBySelf ? "'self'" : "'none'", imageHosts),
        })),
      );
    },
  };
}
