// The workspace's own tooling (lint rules, the test runner's helpers), run with the unit tests.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'tooling', include: ['test/**/*.test.ts'], environment: 'node' },
});
