// Unit tests of the web app's own rules (active tenant, remembered path, sign-in error texts). Run with
// `pnpm --filter @siipro/web test`; the whole-stack journeys are in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
