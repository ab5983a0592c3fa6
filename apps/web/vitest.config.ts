// Unit tests of the web app's own rules (active tenant, remembered path, sign-in error texts) and of its hooks, the
// latter in a DOM (files that start with `// @vitest-environment jsdom`). Run with `pnpm --filter @siipro/web test`;
// the whole-stack journeys are in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // React Router's ES build, as Vite bundles it for the browser. Under Node's own conditions `react-router` and
  // `react-router/dom` load as two CommonJS copies with two router contexts, and no hook sees the RouterProvider.
  resolve: { conditions: ['module'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    environment: 'node',
  },
});
