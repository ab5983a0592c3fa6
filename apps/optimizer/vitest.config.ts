import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'optimizer', include: ['test/**/*.test.ts'], environment: 'node' } });
