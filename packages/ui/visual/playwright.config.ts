// Visual regression and axe over the static Storybook build, in both themes (ARCHITECTURE §5).
// Run from the repo root with `pnpm test:visual` (builds Storybook first) or `pnpm test:visual:update` (baselines).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { port, storybookUrl } from './storybookUrl';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  outputDir: `${repoRoot}test-results/visual`,
  // Baselines are committed: packages/ui/__screenshots__/<theme>/<story id>.png
  snapshotPathTemplate: '{testDir}/../__screenshots__/{arg}{ext}',
  // A missing baseline fails without being written; `pnpm test:visual:update` writes baselines on purpose.
  updateSnapshots: 'none',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs interaction races under CPU load; the report still lists such tests as flaky.
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  expect: {
    // Same machine, same bundled fonts: renders are pixel-identical, so no tolerance beyond anti-aliasing noise.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 0,
      threshold: 0.1,
      stylePath: fileURLToPath(new URL('./screenshot.css', import.meta.url)),
    },
  },
  // The browser context itself (viewport 1280×800, es-AR, reduced motion) is made once per worker in
  // stories.visual.ts, so the Storybook bundle stays in the browser's cache from one story to the next.
  use: {
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--force-color-profile=srgb', '--hide-scrollbars'],
    },
  },
  webServer: {
    command: `node packages/ui/visual/serve-static.mjs storybook-static ${port}`,
    cwd: repoRoot,
    url: `${storybookUrl}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
