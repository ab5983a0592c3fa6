// The public portal's pages (issue 45) as the web server answers them, under `vite` and `vite preview` (`pnpm
// start`): any /publico/{tenant}/… address gets publico.html — the portal's own entry, without the sign-in code — with
// the page's title, description and Open Graph tags written into its head, so a search engine or a link preview
// reads them without running the app. The texts are domain's publicPageHead, the ones the app sets as it moves; the
// data comes from the public API (tenant, project), the same answers the page reads. An unknown tenant, a portal
// that is off or a project that is not public is a 404 page marked noindex. A page found also carries the answers its
// first render reads (src/public/firstAnswers.ts), so it renders with its content without asking the API again.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { resolve } from 'node:path';
import { runnerImport, type Connect, type Plugin } from 'vite';
// Types only: the module itself is loaded by Vite's module runner (loadFirstAnswers below).
import type * as FirstAnswers from '../src/public/firstAnswers.ts';
// Relative paths, not @siipro/domain: Vite loads its config with Node, which does not run the package's TypeScript.
import { publicPageHead, type PublicPageHead } from '../../../packages/domain/src/public/publicHead.ts';
import { parsePublicPath, type PublicPortalPage } from '../../../packages/domain/src/routes/publicPaths.ts';

/** Where the head's tags go in publico.html. */
export const PUBLIC_HEAD_MARK = '<!--public-head-->';

/** How long the server waits for the API before answering with the page alone (the app then loads the data). */
const API_TIMEOUT_MS = 2_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface PublicHeadInput {
  head: PublicPageHead;
  /** The page's absolute address (canonical and og:url). */
  url: string;
  /** The tenant's name (og:site_name), null when it is not found. */
  siteName: string | null;
  /** The tenant's logo when it is an absolute https address (og:image). */
  image: string | null;
  found: boolean;
}

/** The tags written into the head. */
export function publicHeadTags({ head, url, siteName, image, found }: PublicHeadInput): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    found ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_AR'),
    ...(siteName ? [meta('property', 'og:site_name', siteName)] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    ');
}

type Fetch = typeof fetch;

async function readJson(fetchFn: Fetch, url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetchFn(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** What the head of a portal page says, from the public API's answers about its tenant and project. */
export async function publicHeadFor(
  page: PublicPortalPage,
  pageUrl: string,
  apiUrl: string,
  fetchFn: Fetch = fetch,
): Promise<PublicHeadInput> {
  const base = `${apiUrl.replace(/\/+$/, '')}/public/${encodeURIComponent(page.tenant)}`;
  const [tenant, project] = await Promise.all([
    readJson(fetchFn, base),
    page.view === 'project' ? readJson(fetchFn, `${base}/projects/${encodeURIComponent(page.project)}`) : null,
  ]);
  const tenantName = typeof tenant?.name === 'string' ? tenant.name : null;
  const projectHead =
    project && typeof project.name === 'string'
      ? { name: project.name, description: typeof project.description === 'string' ? project.description : null }
      : null;
  const found = tenantName !== null && (page.view !== 'project' || projectHead !== null);
  const logo = typeof tenant?.logo === 'string' && tenant.logo.startsWith('https://') ? tenant.logo : null;
  return {
    head: publicPageHead(page.view, found ? tenantName : null, projectHead),
    url: pageUrl,
    siteName: found ? tenantName : null,
    image: found ? logo : null,
    found,
  };
}

type FirstAnswersModule = typeof FirstAnswers;

/**
 * The app's own module that names a page's first calls (the portal's client, domain's list query). It is TypeScript
 * over the workspace's packages, which the Node that runs this config cannot import; Vite's module runner loads it,
 * once, in the background. Until it has (a few seconds after the server starts), pages go without their answers and
 * the app asks for them, as it always can.
 */
function loadFirstAnswers(root: string): () => FirstAnswersModule | null {
  let loaded: FirstAnswersModule | null = null;
  runnerImport<FirstAnswersModule>(resolve(root, 'src/public/firstAnswers.ts'), {
    configFile: false,
    logLevel: 'error',
  })
    .then(({ module }) => {
      loaded = module;
    })
    .catch((error: unknown) => {
      console.warn('siipro:public-pages: the first answers are not sent with the pages', error);
    });
  return () => loaded;
}

export interface PublicPagesSettings {
  apiUrl: string;
  /** The web's own address as visitors know it (WEB_URL), for canonical and og:url; else the request's Host. */
  webUrl?: string;
}

/**
 * The fetch of the API calls made for one visitor's page: they carry the visitor's address as X-Forwarded-For (the
 * chain the request came with, then its peer), so that an API trusting this server as its proxy (TRUST_PROXY)
 * counts the public rate limit per visitor rather than every page against the web server's one address.
 */
export function fetchOnBehalfOf(request: IncomingMessage, fetchFn: Fetch = fetch): Fetch {
  const chain = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
    .flat()
    .filter((hop): hop is string => typeof hop === 'string' && hop.length > 0)
    .join(', ');
  if (!chain) return fetchFn;
  return ((input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('x-forwarded-for', chain);
    return fetchFn(input, { ...init, headers });
  }) as Fetch;
}

function serve(
  settings: PublicPagesSettings,
  html: (url: string) => Promise<string>,
  firstAnswers: () => FirstAnswersModule | null,
): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const url = request.url ?? '/';
    const path = url.split(/[?#]/, 1)[0] ?? url;
    const page = parsePublicPath(path);
    if (!page) return next();
    const origin = settings.webUrl?.replace(/\/+$/, '') ?? `http://${request.headers.host ?? '127.0.0.1'}`;
    const search = url.slice(path.length).split('#', 1)[0] ?? '';
    const answers = firstAnswers();
    const visitorFetch = fetchOnBehalfOf(request);
    void (async () => {
      try {
        const [template, head, sent] = await Promise.all([
          html(url),
          publicHeadFor(page, `${origin}${url}`, settings.apiUrl, visitorFetch),
          answers?.collectFirstAnswers(
            settings.apiUrl,
            path,
            search,
            visitorFetch,
            AbortSignal.timeout(API_TIMEOUT_MS),
          ),
        ]);
        const tags = publicHeadTags(head) + (head.found && sent ? `\n    ${answers!.firstAnswersScript(sent)}` : '');
        response.statusCode = head.found ? 200 : 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        // The page follows the data (publishing, the portal switch): a browser asks again each time.
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : template.replace(PUBLIC_HEAD_MARK, tags));
      } catch (error) {
        next(error);
      }
    })();
  };
}

export function publicPages(settings: PublicPagesSettings): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'siipro:public-pages',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      // In development the page goes through Vite's own HTML transform (the React refresh preamble, the client).
      server.middlewares.use(
        serve(
          settings,
          (url) => server.transformIndexHtml(url, readFileSync(resolve(root, 'publico.html'), 'utf8')),
          loadFirstAnswers(root),
        ),
      );
    },
    configurePreviewServer(server) {
      const built = () => readFileSync(resolve(outDir, 'publico.html'), 'utf8');
      server.middlewares.use(serve(settings, async () => built(), loadFirstAnswers(root)));
    },
  };
}
