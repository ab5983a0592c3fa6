// Applies the SQL migrations in ../../drizzle, the same files on PGlite and on a PostgreSQL server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.ts';
import { textRows } from './textRows.ts';

/**
 * The SQL files: beside the running file in the build (dist/api/drizzle, scripts/build.mjs bundles this module into
 * dist/api/server.mjs), else apps/api/drizzle, two levels above this source file.
 */
export const migrationsFolder = [new URL('./drizzle', import.meta.url), new URL('../../drizzle', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')))!;

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

/** How many migrations this code ships, from drizzle's journal, and the moment (`when`) of the last one. */
export function shippedMigrations(): { count: number; lastWhen: number } {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, lastWhen: Math.max(0, ...journal.entries.map((entry) => entry.when)) };
}

/**
 * Whether the database has every migration this code ships, as drizzle's migrator decides it: the last one applied
 * (its created_at is the journal's `when`) is the last one shipped. A database a newer version migrated further is
 * current too (expand, then contract: the old code keeps working on it).
 */
export async function migrationsAreCurrent(db: Database): Promise<boolean> {
  const { rows } = await textRows(db, sql`select coalesce(max(created_at), 0)::text from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.[0] ?? 0) >= shippedMigrations().lastWhen;
}
