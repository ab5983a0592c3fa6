// The kit as another public body installs it (issue #41): prepare.ts packs @siipro/ui, installs the tarball into a
// copy of examples/kit-consumer from the local pnpm store without the network, and builds the app on React 19 and on
// React 18.3; kitConsumer.spec.ts opens both builds in chromium. Run from the repo root:
// `pnpm exec playwright test -c packages/ui/consumer/playwright.config.ts` (a step of `pnpm test`).
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: '.',
  testMatch: 'kitConsumer.spec.ts',
  outputDir: `${repoRoot}test-results/kit-consumer/playwright`,
  globalSetup: './prepare.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: {
    locale: 'es-AR',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] },
  },
});
