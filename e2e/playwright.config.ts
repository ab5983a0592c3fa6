// Journeys through the whole running stack (emulator, API, optimizer, production build of the web), in Spanish, on
// Debian's chromium. `pnpm --filter @siipro/e2e test` starts the stack on a fresh database unless one already
// answers on the web's address (a developer's `pnpm start`).
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const webHost = process.env.WEB_HOST ?? '127.0.0.1';
const webPort = process.env.WEB_PORT ?? '5173';
const baseURL = `http://${webHost}:${webPort}`;
const dataDir = fileURLToPath(new URL('./.data', import.meta.url));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One stack, one database: journeys run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] },
      },
    },
  ],
  webServer: {
    command: 'node support/startFreshStack.mjs',
    url: baseURL,
    env: { DATA_DIR: dataDir, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    reuseExistingServer: !process.env.CI,
    // Build of the web, emulator, database creation and seed: minutes on a 2-core machine.
    timeout: 300_000,
    // The stack's own output is long (every request is logged); its errors still show.
    stdout: 'ignore',
    stderr: 'pipe',
    // start.mjs stops its children (each in its own process group) on SIGTERM; SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
