// Every API test runs twice: on embedded PGlite and on the PostgreSQL server (ARCHITECTURE.md §2, §6). The global
// setup starts the Firebase Auth emulator (or reuses a running one) so ID tokens are real.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/support/globalSetup.ts'],
    // The emulator can take a minute to boot on a busy machine; PGlite files take seconds to load.
    hookTimeout: 300_000,
    testTimeout: 60_000,
    maxWorkers: 2,
    env: { LOG_LEVEL: 'silent' },
    projects: [
      { extends: true, test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } } },
      { extends: true, test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } } },
    ],
  },
});
