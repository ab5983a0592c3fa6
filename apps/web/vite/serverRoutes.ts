// What the web server (`vite` and `vite preview`) passes on, and to whom: the same-origin proxies of ARCHITECTURE.md
// §2, the one emulator page the Google sign-in popup needs, the Host names it answers, and the path it matches them
// against. The outside probe (issue 46) reached the emulator's admin API through `/emulator/auth/../…`: the proxy
// matched the raw path and the emulator resolved the dots. So the path is normalised before anything matches it, and
// only the emulator's sign-in page is proxied at all.
import type { Connect, Plugin, ProxyOptions } from 'vite';

export interface ServerRouteSettings {
  apiUrl: string;
  optimizerUrl: string;
  /** host:port of the Auth emulator, when the build signs in against one. */
  emulatorHost: string | undefined;
}

/** The emulator's sign-in page (src/auth/emulatorGooglePopup.ts), its only path the browser needs. */
export const EMULATOR_SIGN_IN_PAGE = '/emulator/auth/handler';

/** `/api/users/me` → `${target}/users/me`: the services mount their routes at the root. */
function stripPrefix(prefix: string, target: string): ProxyOptions {
  return { target, changeOrigin: true, rewrite: (path) => path.slice(prefix.length) || '/' };
}

export function serviceProxies(settings: ServerRouteSettings): Record<string, ProxyOptions> {
  // A key starting with ^ is a RegExp for Vite: "/api" alone must not also catch "/apix".
  const proxy: Record<string, ProxyOptions> = {
    '^/api(/|$)': stripPrefix('/api', settings.apiUrl),
    '^/optimizer(/|$)': stripPrefix('/optimizer', settings.optimizerUrl),
  };
  // On the emulator, its sign-in page is served under the app's own origin, so its Google popup can hand the result
  // back without Google's online scripts. That page only: the emulator's other paths are its admin API.
  if (settings.emulatorHost) {
    proxy[`^${EMULATOR_SIGN_IN_PAGE}(\\?|$)`] = { target: `http://${settings.emulatorHost}`, changeOrigin: true };
  }
  return proxy;
}

/** A dot segment, plain or percent-encoded (`..`, `.%2e`, `%2E.`), or an encoded or backward slash. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
const ENCODED_SEPARATOR = /%2f|%5c|\\/i;

/**
 * The request's path with its dot segments resolved, as the server behind a proxy would resolve them; null for a path
 * that hides a separator (`%2f`, `%5c`, `\`), which no page of the app has and a proxied server might decode.
 */
export function normalisedRequestPath(url: string): string | null {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (ENCODED_SEPARATOR.test(path)) return null;
  if (!DOT_SEGMENT.test(path)) return url;
  const resolved = new URL(path, 'http://siipro.invalid');
  return resolved.pathname + (queryAt === -1 ? '' : url.slice(queryAt));
}

function normalisePaths(): Connect.NextHandleFunction {
  return (request, response, next) => {
    const normalised = normalisedRequestPath(request.url ?? '/');
    if (normalised === null) {
      response.statusCode = 400;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Solicitud rechazada: la dirección no es válida.');
      return;
    }
    request.url = normalised;
    next();
  };
}

/**
 * First of the server's middlewares (before its proxies and files): registered directly in configureServer and
 * configurePreviewServer, which Vite runs before installing its own.
 */
export function normalisedPaths(): Plugin {
  return {
    name: 'siipro:normalised-paths',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(normalisePaths());
    },
    configurePreviewServer(server) {
      server.middlewares.use(normalisePaths());
    },
  };
}

/**
 * Host names the web server answers besides loopback and IP addresses (which Vite always answers, and which DNS
 * rebinding cannot use): WEB_ALLOWED_HOSTS, else the names of WEB_URL and WEB_ORIGINS. Any other Host gets Vite's 403.
 */
export function webAllowedHosts(env: NodeJS.ProcessEnv): string[] {
  const listed = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const configured = listed(env.WEB_ALLOWED_HOSTS);
  if (configured.length > 0) return configured.map((name) => name.toLowerCase());
  const names = new Set<string>();
  for (const url of [...listed(env.WEB_URL), ...listed(env.WEB_ORIGINS)]) {
    try {
      names.add(new URL(url).hostname.toLowerCase());
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...names];
}
