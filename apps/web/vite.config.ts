// The web app's Vite config: React, vanilla-extract (the design system's styles), the /version.json file, and the
// same-origin proxies of ARCHITECTURE.md §2 for both `vite` (dev) and `vite preview` (the production build that
// `pnpm start` serves), so the refresh cookie stays first-party.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ProxyOptions } from 'vite';
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

/**
 * The browser's Firebase settings, taken from the same variables the servers read (README "Configuration") so one
 * environment configures everything; VITE_* spellings win when both are set.
 */
const firebaseEnv = {
  VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY ?? env.FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN ?? env.FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: env.VITE_FIREBASE_PROJECT_ID ?? env.FIREBASE_PROJECT_ID,
  VITE_FIREBASE_AUTH_EMULATOR_HOST: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? env.FIREBASE_AUTH_EMULATOR_HOST,
};
// Locally (no real API key) the Auth emulator's sign-in page is served under the app's own origin, so its Google
// popup can hand the result back without Google's online scripts (src/auth/emulatorGooglePopup.ts).
const usesEmulator =
  Boolean(firebaseEnv.VITE_FIREBASE_AUTH_EMULATOR_HOST) ||
  !firebaseEnv.VITE_FIREBASE_API_KEY ||
  firebaseEnv.VITE_FIREBASE_API_KEY === 'fake-api-key';
if (usesEmulator) {
  const emulatorHost = firebaseEnv.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  proxy['^/emulator/auth/'] = { target: `http://${emulatorHost}`, changeOrigin: true };
}

const define = Object.fromEntries(
  Object.entries(firebaseEnv)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), versionFile(version)],
  define,
  server: { host, port, strictPort: true, proxy },
  preview: { host, port, strictPort: true, proxy },
  build: {
    sourcemap: true,
    // Which files each route loads: `pnpm bench:web` reads it (bench/web).
    manifest: true,
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
