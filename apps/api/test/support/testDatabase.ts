// A database of its own for one test file: PGlite in memory (from the migrated template) or a fresh database on
// the PostgreSQL server, chosen by the Vitest project (TEST_DB=pglite|postgres).
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createScratchDatabase } from './postgresServer.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ kind: 'pglite', template });
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('The postgres test project needs a PostgreSQL server');
  const scratch = await createScratchDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
