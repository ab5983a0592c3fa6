// One way to open the database, whichever engine backs it: embedded PGlite (a directory, or memory for tests) or a
// PostgreSQL server (DATABASE_URL). Both speak the same SQL, so the rest of the API sees one drizzle `Database`.
// It connects as the tables' owner, whom row-level security does not bind: sign-in, sessions and the membership
// lookup use it; the /t/:slug handlers use a tenant's database instead (tenantScope.ts: on a server, over a second
// pool of its own).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgliteDirectory, type ApiConfig } from '../config.ts';
import { lockDirectory } from './pgliteLock.ts';
import { useTenantPool } from './tenantScope.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`: what the write functions that compose into one transaction take. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** A directory for the files, or undefined for a throw-away in-memory database. */
      dataDir?: string;
      /** A dump (PGlite.dumpDataDir) to start from instead of an empty cluster: much faster than initdb (tests). */
      template?: Blob | File;
    }
  | { kind: 'postgres'; url: string };

export type DatabaseHandle = { db: Database; close(): Promise<void> } & (
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool }
);

// pg returns `numeric` and `bigint` as strings by default; the columns we read as numbers say so in the schema, and
// counts (bigint) are small enough for a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // Two pools with the same settings: the owner's, and the one of tenant-scoped statements (tenantScope.ts), whose
    // connections keep a tenant's scope between uses and so never serve the owner.
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const tenantPool = new pg.Pool({ connectionString: target.url, max: 10 });
    for (const each of [pool, tenantPool]) {
      // An idle connection the server ends (restart, admin termination, a dropped test database) is reported here;
      // without a listener Node would treat it as an uncaught error and stop the process. The pool discards it.
      each.on('error', () => undefined);
    }
    useTenantPool(pool, tenantPool);
    const close = async () => {
      await Promise.all([pool.end(), tenantPool.end()]);
    };
    // Fail at start-up, with the server's reason, rather than on the first request.
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await close();
      throw error;
    }
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', client: pool, close };
  }

  let unlock = () => {};
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    unlock = lockDirectory(target.dataDir);
  }
  try {
    const client = await PGlite.create(target.dataDir, {
      extensions: { pg_trgm },
      ...(target.template ? { loadDataDir: target.template } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db, kind: 'pglite', client, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function configuredTarget(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDirectory(config) };
}
