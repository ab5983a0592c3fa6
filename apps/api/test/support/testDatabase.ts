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

export type TestDatabase = DatabaseHandle & {
  /**
   * The same database as another API process would open it: on PostgreSQL a connection pool of its own; on PGlite,
   * which one process holds, this very handle (closing it is then left to the owner).
   */
  openAgain(): Promise<DatabaseHandle>;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ kind: 'pglite', template });
    return { ...handle, openAgain: async () => ({ ...handle, close: async () => undefined }) };
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('The postgres test project needs a PostgreSQL server');
  const scratch = await createScratchDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  await runMigrations(handle);
  return {
    ...handle,
    openAgain: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}
