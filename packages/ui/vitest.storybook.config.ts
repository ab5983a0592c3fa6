// Vitest project `storybook` (run from the root: `pnpm test:stories`): every story of packages/ui renders in real
// chromium, its play function runs and axe checks it (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
// The kit's own unit tests (`src/**/*.test.ts(x)`) run in the same browser project, see `withUnitTests`.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const sourceDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * storybookTest() replaces `test.include` with the story globs (and drops any include given beside it). This plugin
 * runs after it and appends the unit tests, so components' `*.test.tsx` and the theme checks need no second browser
 * project. Globs are relative to the Vitest root, which (as storybookTest computes it) is the directory Vitest runs in.
 */
const withUnitTests = (): Plugin => ({
  name: 'siipro:ui-unit-tests',
  enforce: 'post',
  config: (config) => {
    const vitestRoot = config.test?.dir ?? config.test?.root ?? config.root ?? process.cwd();
    const sourceGlob = relative(vitestRoot, sourceDir).replaceAll('\\', '/') || '.';
    return { test: { include: [`${sourceGlob}/**/*.test.{ts,tsx}`] } };
  },
});

export default defineConfig({
  plugins: [storybookTest({ configDir: storybookConfigDir }), withUnitTests()],
  // Pre-bundled up front: discovering them mid-run makes Vite reload the browser and fail the first stories.
  // Storybook sets the Vite root to the repository root, where pnpm does not hoist the kit's dependencies, so each
  // is named through the package that depends on it (the root devDependency on @siipro/ui makes the chain resolve).
  optimizeDeps: {
    include: [
      '@siipro/ui > @ariakit/react',
      '@siipro/ui > react-aria',
      '@siipro/ui > @siipro/domain > zod',
      '@siipro/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@siipro/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@siipro/ui > @vanilla-extract/dynamic',
      '@siipro/ui > pigeon-maps',
      '@siipro/ui > supercluster',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-dev-shm-usage'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
