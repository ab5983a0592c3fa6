// Vitest global setup of the api-client tests: one PGlite directory migrated and seeded with the demo data for the
// whole run, which the real-API tests copy (realApi.ts), and its removal at the end.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { makeSeededDataDir } from './realApi.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await makeSeededDataDir();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
