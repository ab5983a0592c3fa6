// The web app's Vite config: React, vanilla-extract (the design system's styles), the /version.json file, and the
// same-origin proxies of ARCHITECTURE.md §2 for both `vite` (dev) and `vite preview` (the production build that
// `pnpm start` serves), so the refresh cookie stays first-party.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ProxyOptions } from 'vite';
import { cachedAssets } from './vite/cachedAssets.ts';
import { firebaseBuildSettings } from './vite/firebaseEnv.ts';
import { preloadFonts } from './vite/preloadFonts.ts';
import { routePreload } from './vite/routePreload.ts';
import { securityHeaders } from './vite/securityHeaders.ts';
import { versionFile } from './vite/versionFile.ts';

const env = process.env;
const host = env.WEB_HOST ?? '127.0.0.1';
const port = Number(env.WEB_PORT ?? 5173);
const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 3000}`;
const optimizerUrl = env.OPTIMIZER_URL ?? `http://127.0.0.1:${env.OPTIMIZER_PORT ?? 3001}`;

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** `/api/users/me` → `${target}/users/me`: the services mount their routes at the root. */
function stripPrefix(prefix: string, target: string): ProxyOptions {
  return { target, changeOrigin: true, rewrite: (path) => path.slice(prefix.length) || '/' };
}

// A key starting with ^ is a RegExp for Vite: "/api" alone must not also catch "/apix".
const proxy: Record<string, ProxyOptions> = {
  '^/api(/|$)': stripPrefix('/api', apiUrl),
  '^/optimizer(/|$)': stripPrefix('/optimizer', optimizerUrl),
};

const firebase = firebaseBuildSettings(env);
// On the emulator, its sign-in page is served under the app's own origin, so its Google popup can hand the result
// back without Google's online scripts (src/auth/emulatorGooglePopup.ts).
if (firebase.emulatorHost) {
  proxy['^/emulator/auth/'] = { target: `http://${firebase.emulatorHost}`, changeOrigin: true };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    versionFile(version),
    securityHeaders(firebase),
    cachedAssets(),
    preloadFonts(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // The routes a person most often opens cold, with the modules their lazy() imports (src/app/router.tsx).
    routePreload([
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
  server: { host, port, strictPort: true, proxy, cors: false },
  preview: { host, port, strictPort: true, proxy, cors: false },
  build: {
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
    manifest: env.SIIPRO_BUILD_MANIFEST === '1',
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /[\\/]node_modules[\\/]@?firebase[\\/]/ },
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
});
