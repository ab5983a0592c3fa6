// The web app's Vite config: React, vanilla-extract (the design system's styles), the /version.json file, and the
// same-origin proxies of ARCHITECTURE.md §2 for both `vite` (dev) and `vite preview` (the production build that
// `pnpm start` serves), so the refresh cookie stays first-party.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// A relative path, not @siipro/domain: Vite loads its config with Node, which does not run the package's TypeScript.
import { imageHostsFrom } from '../../packages/domain/src/validation/imageHosts.ts';
import { defineConfig, type UserConfig } from 'vite';
import { cachedAssets } from './vite/cachedAssets.ts';
import { firebaseBuildSettings } from './vite/firebaseEnv.ts';
import { preloadFonts } from './vite/preloadFonts.ts';
import { publicPages } from './vite/publicPages.ts';
import { routePreload } from './vite/routePreload.ts';
import { securityHeaders } from './vite/securityHeaders.ts';
import { normalisedPaths, serviceProxies, webAllowedHosts } from './vite/serverRoutes.ts';
import { versionFile } from './vite/versionFile.ts';

const env = process.env;
const host = env.WEB_HOST ?? '127.0.0.1';
const port = Number(env.WEB_PORT ?? 5173);
const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3000}`;
const optimizerUrl = env.OPTIMIZER_URL ?? `http://127.0.0.1:${env.OPTIMIZER_PORT ?? 3001}`;

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Vite's manifest of each build (bench/web/bundleSizes.ts reads both). */
export const MANIFESTS = { main: '.vite/manifest.json', publico: '.vite/manifest-publico.json' } as const;

// Preact's compat layer in place of React, by file: the kit and Ariakit import react from folders where only the
// web app (which depends on preact) could resolve `preact/compat` by name.
const preactFile = (file: string) => fileURLToPath(new URL(`./node_modules/preact/compat/${file}`, import.meta.url));
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: preactFile('client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: preactFile('jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preactFile('jsx-dev-runtime.mjs') },
  { find: /^react(-dom)?$/, replacement: preactFile('dist/compat.mjs') },
];

const firebase = firebaseBuildSettings(env);
// The services, and on the emulator its sign-in page (src/auth/emulatorGooglePopup.ts), under the app's origin.
const proxy = serviceProxies({ apiUrl, optimizerUrl, emulatorHost: firebase.emulatorHost });
// Names other than loopback and addresses (DNS rebinding): Vite refuses them unless configured.
const allowedHosts = webAllowedHosts(env);

/**
 * The build of one HTML entry. `vite build` (this file) builds the members' app, index.html; `vite build --config
 * vite.publico.config.ts` then adds the public portal, publico.html, into the same dist/ as a build of its own, with
 * React's API served by Preact's compat layer (portalBuild below). The dev server (`pnpm dev`) serves both entries
 * from this config, on React.
 */
export function webConfig(entry: 'main' | 'publico'): UserConfig {
  const portal = entry === 'publico';
  return {
    plugins: [
      // First: every later middleware and the proxies see the path with its dot segments resolved.
      normalisedPaths(),
      react(),
      vanillaExtractPlugin(),
      versionFile(version),
      securityHeaders(firebase, imageHostsFrom(env.IMAGE_HOSTS, [env.VITE_MAP_TILES_IGN_AR, env.VITE_MAP_TILES_OSM])),
      cachedAssets(),
      // /publico/…: the public portal's own entry with its page's head (after the headers above, which it keeps).
      publicPages({ apiUrl, webUrl: env.WEB_URL?.split(',')[0]?.trim() || undefined }),
      preloadFonts(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      // The routes a person most often opens cold, with the modules their lazy() imports (src/app/router.tsx; the
      // portal's src/public/PublicApp.tsx).
      portal
        ? routePreload([
            {
              // A public project's page (a link shared from the list, a search engine or a message): its chunk leaves
              // with the entry instead of after it, one round trip less before the page (main.tsx waits for it).
              path: /^\/publico\/[^/]+\/proyectos\/[^/]+\/?$/,
              modules: ['src/public/pages/ProjectPage.tsx'],
            },
          ])
        : routePreload([
            { path: /^\/login\/?$/, modules: ['src/features/auth/pages/LoginPage.tsx'], withStaticImports: true },
            {
              // A tenant's project or program list, also scoped to an organisation or a program.
              path: /^\/[^/]+\/(organismos\/[^/]+\/(programas\/[^/]+\/)?)?(proyectos|programas)\/lista\/?$/,
              modules: [
                'src/app/DataLayout.tsx',
                'src/features/tenants/pages/TenantLayout.tsx',
                'src/features/projects/pages/ProjectListPage.tsx',
              ],
            },
            {
              // The tenant's organisations (Organismos).
              path: /^\/[^/]+\/organismos\/lista\/?$/,
              modules: [
                'src/app/DataLayout.tsx',
                'src/features/tenants/pages/TenantLayout.tsx',
                'src/features/organizations/pages/OrganizationListPage.tsx',
              ],
            },
            {
              // A project's or program's page (a link shared from a list or a message), with or without its organisation.
              path: /^\/[^/]+\/(organismos\/[^/]+\/)?(proyectos|programas)\/(?!lista\/?$)[^/]+\/?$/,
              modules: [
                'src/app/DataLayout.tsx',
                'src/features/tenants/pages/TenantLayout.tsx',
                'src/features/projects/pages/ProjectDetailPage.tsx',
              ],
            },
            {
              // Reportes > Distribución por Prioridad, for the active tenant.
              path: /^\/reports\/?$/,
              modules: [
                'src/app/DataLayout.tsx',
                'src/features/tenants/pages/TenantLayout.tsx',
                'src/features/reports/pages/ReportsPage.tsx',
              ],
            },
            {
              // An organisation's page (organismos/lista is its list, another route).
              path: /^\/[^/]+\/organismos\/(?!lista\/?$)[^/]+\/?$/,
              modules: [
                'src/app/DataLayout.tsx',
                'src/features/tenants/pages/TenantLayout.tsx',
                'src/features/organizations/pages/OrganizationDetailPage.tsx',
              ],
            },
          ]),
    ],
    define: firebase.define,
    // Same origin only: no other site (nor another local port) may read the app's answers.
    server: { host, port, strictPort: true, proxy, cors: false, allowedHosts },
    preview: { host, port, strictPort: true, proxy, cors: false, allowedHosts },
    // The portal's build: React's API from Preact's compat layer (issue 45's ≤ 100 KB: react-dom alone was 67 KB of the
    // portal's 190). Every import of react, react-dom and the JSX runtime, the kit's and Ariakit's too, resolves to it.
    ...(portal ? { resolve: { alias: preactAliases } } : {}),
    build: {
      // The second build (the portal) adds its files to the first's dist/ and leaves them in place.
      emptyOutDir: !portal,
      copyPublicDir: !portal,
      // The production build ships no source maps: they would publish the whole source.
      sourcemap: false,
      // No <link rel="modulepreload"> per dependency of each lazy import: the router's imports of a map or list page
      // appended ~60 of them in the entry's task, 30-50 ms of its time on a 2-core host (the longest task of a map load
      // 115 -> 92 ms, of a list load 149 -> 100; bench/README.md). The routes opened cold most often preload their own
      // chunks from the start (routePreload below); the rest load their imports as the browser parses each chunk.
      modulePreload: false,
      // One stylesheet for the whole app (16 KB of gzip CSS): split per chunk, a list page linked 25 small files, each
      // a request and a style recalculation of its own as the router inserted it (Lighthouse on the list: 60 → 72).
      cssCodeSplit: false,
      // Which files each route loads, for `pnpm bench:web` only (bench/web/stack.ts asks for it): a published
      // manifest would list every file of the app to anyone.
      manifest: env.SIIPRO_BUILD_MANIFEST === '1' ? MANIFESTS[entry] : false,
      rolldownOptions: {
        // One entry a build: the members' app, or the public portal (publico.html), which loads no sign-in code.
        input: { [entry]: fileURLToPath(new URL(portal ? './publico.html' : './index.html', import.meta.url)) },
        output: {
          // Libraries change far less often than the app: separate chunks stay cached across deployments.
          codeSplitting: {
            groups: [
              { name: 'firebase', test: /[\\/]node_modules[\\/]@?firebase[\\/]/ },
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(webConfig('main'));
