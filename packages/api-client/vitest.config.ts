// Unit tests of the API client against a real local HTTP server (run with
// `pnpm exec vitest run --project api-client` from the root).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/support/seededDataDir.ts'],
  },
});
