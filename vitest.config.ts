// Root Vitest config: one project per test suite, so `vitest run --project <name>` picks a suite.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-client',
      'packages/server',
      'apps/optimizer',
      'apps/web',
      'packages/ui/vitest.storybook.config.ts',
      'scripts',
    ],
  },
});
