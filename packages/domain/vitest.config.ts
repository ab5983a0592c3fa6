// Unit tests of the pure domain package (run with `pnpm exec vitest run --project domain` from the root).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
  },
});
