// Applies the SQL migrations in ../../drizzle, the same files on PGlite and on a PostgreSQL server.
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary constant: the advisory lock that keeps two API processes from migrating one server at once. */
const MIGRATION_LOCK_ID = 8_342_117;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // PGlite has one connection inside this process, so there is nobody to race with.
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  const connection = await handle.client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
