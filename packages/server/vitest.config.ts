// Unit tests of the server kit (run with `pnpm exec vitest run --project server` from the root). No database and no
// fixed ports: every test builds a small Hono app and calls it in-process, or serves on a port the system picks.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
