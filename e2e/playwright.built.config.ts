// The built-artefact journey of `pnpm test` (issue 46): the same browser settings as playwright.config.ts, but the
// stack is `pnpm build`'s dist/ (support/startFreshStack.mjs --built builds it first, then starts it on a fresh
// database), and only the smoke journey of built/ runs on it.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './built',
  outputDir: './test-results/built',
  webServer: {
    ...base.webServer,
    command: 'node support/startFreshStack.mjs --built',
    // Never a developer's running stack: the journey is about what the build holds.
    reuseExistingServer: false,
  },
});
