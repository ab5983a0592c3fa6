// The databases of one benchmark run, opened the way the API opens its own (bootstrap.ts: the configured target,
// then the migrations), seeded by the API's demo seed with N generated projects for cenit-demo (ARCHITECTURE.md §2),
// then analysed. PostgreSQL gets a dedicated database `siipro_bench` (created and dropped here; never `test`, which
// the API tests use) on the configured server, or on an embedded one when none answers (the API tests' own
// localPostgres.ts; closeBenchPostgres() stops it); PGlite lives in a temporary directory removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openMigratedDatabase } from '../../apps/api/src/bootstrap.ts';
import { loadConfig, pgliteDirectory } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../apps/api/src/db/client.ts';
import { createLogger } from '../../apps/api/src/logger.ts';
import { seedDemoData, type SeedOptions } from '../../apps/api/src/seed/demoDatabase.ts';
import { configuredOrEmbeddedPostgres, type LocalPostgres } from '../../apps/api/test/support/localPostgres.ts';
import type { BackendName } from './options.ts';

export const BENCH_DATABASE = 'siipro_bench';

/** Superuser URLs of a trust-auth server, tried in order as the API tests do (test/support/postgresServer.ts). */
const CONFIGURED_ADMIN_URLS = process.env.BENCH_ADMIN_DATABASE_URL
  ? [process.env.BENCH_ADMIN_DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface SeededDatabase {
  backend: BackendName;
  /** Generated projects of cenit-demo, or undefined for the demo fixture's own. */
  projects: number | undefined;
  /** What the API process is started with (DATABASE_URL or DATA_DIR). */
  env: NodeJS.ProcessEnv;
  tenantId: string;
  seedSeconds: number;
  /** A connection of the benchmark's own, for the direct SQL (PGlite: only while the API is stopped). */
  openDirect(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

/** Rows of a plain statement, straight through the driver (pg Pool or PGlite), with no drizzle in between. */
export async function runDirect(handle: DatabaseHandle, statement: Statement): Promise<Record<string, unknown>[]> {
  if (handle.kind === 'postgres') return (await handle.client.query(statement.sql, statement.params)).rows;
  return (await handle.client.query<Record<string, unknown>>(statement.sql, statement.params)).rows;
}

const plain = (text: string): Statement => ({ sql: text, params: [] });

let sharedServer: Promise<LocalPostgres> | null = null;

/** The run's shared server: the first of CONFIGURED_ADMIN_URLS that answers, else an embedded one (started once). */
async function sharedAdminUrl(): Promise<string> {
  sharedServer ??= configuredOrEmbeddedPostgres(CONFIGURED_ADMIN_URLS);
  return (await sharedServer).url;
}

/** Stops the embedded server of this run, if one was started; every benchmark's and the soak's main ends with it. */
export async function closeBenchPostgres(): Promise<void> {
  const server = sharedServer;
  sharedServer = null;
  if (server) await (await server).close();
}

/** `run` on a superuser connection to `adminUrl`, or to the shared server when none is given. */
async function withAdmin<T>(run: (admin: DatabaseHandle, url: string) => Promise<T>, adminUrl?: string): Promise<T> {
  const url = adminUrl ?? (await sharedAdminUrl());
  const admin = await openDatabase({ kind: 'postgres', url });
  try {
    return await run(admin, url);
  } finally {
    await admin.close();
  }
}

async function recreatePostgresDatabase(name: string, adminUrl?: string): Promise<string> {
  return withAdmin(async (admin, adminUrl) => {
    await runDirect(admin, plain(`drop database if exists ${name} with (force)`));
    await runDirect(admin, plain(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }, adminUrl);
}

export async function dropPostgresDatabase(name = BENCH_DATABASE, adminUrl?: string): Promise<void> {
  await withAdmin((admin) => runDirect(admin, plain(`drop database if exists ${name} with (force)`)), adminUrl);
}

/**
 * A fresh database of `backend` with the demo data and `projects` generated projects in cenit-demo (undefined: the
 * demo fixture's own), closed. On PostgreSQL it is `database` (each benchmark its own, so two may run at once), on the
 * server of `adminUrl` (a superuser URL) when given, else on the shared one (sharedAdminUrl). `seed.indexesAfterLoad`
 * builds the portfolio's indexes after the load (SeedOptions; the 1,000,000-project seed of bench:scale).
 */
export async function seedDatabase(
  backend: BackendName,
  projects: number | undefined,
  database = BENCH_DATABASE,
  adminUrl?: string,
  seed: Pick<SeedOptions, 'indexesAfterLoad' | 'publishAll'> = {},
): Promise<SeededDatabase> {
  let env: NodeJS.ProcessEnv;
  let target: DatabaseTarget;
  let cleanup: () => Promise<void>;
  if (backend === 'pg') {
    const url = await recreatePostgresDatabase(database, adminUrl);
    env = { DATABASE_URL: url };
    target = { kind: 'postgres', url };
    cleanup = () => dropPostgresDatabase(database, adminUrl);
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'siipro-bench-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    target = { kind: 'pglite', dataDir: pgliteDirectory({ dataDir }) };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const started = performance.now();
  let tenantId: string;
  try {
    tenantId = await migrateAndRead(env, async (handle) => {
      // The seed already ends with VACUUM ANALYZE of the portfolio tables; one more ANALYZE makes the statistics
      // this run's whatever the seed does in the future.
      await seedDemoData(handle.db, projects === undefined ? { ...seed } : { ...seed, projects });
      await runDirect(handle, plain('analyze'));
    });
  } catch (error) {
    await cleanup();
    throw error;
  }

  return {
    backend,
    projects,
    env,
    tenantId,
    seedSeconds: (performance.now() - started) / 1000,
    openDirect: () => openDatabase(target),
    dispose: cleanup,
  };
}

/** Opens the database of `env` as the API does (pending migrations applied), runs `work`, returns cenit-demo's id. */
async function migrateAndRead(env: NodeJS.ProcessEnv, work: (handle: DatabaseHandle) => Promise<void>) {
  const handle = await openMigratedDatabase(loadConfig(env), createLogger('warn'));
  try {
    await work(handle);
    const [tenant] = await runDirect(handle, plain("select id from tenants where slug = 'cenit-demo'"));
    if (!tenant?.id) throw new Error('the seed did not create cenit-demo');
    return String(tenant.id);
  } finally {
    await handle.close();
  }
}

/**
 * `database` on PostgreSQL as it was left by an earlier run (`--keep`), when it holds cenit-demo with exactly
 * `projects` generated projects: migrated to the current schema (a new index migration is applied here, as the API
 * would on start) and analysed. Null when it is missing or holds another portfolio. Never dropped by dispose():
 * reusing it is the point.
 */
export async function reuseSeededDatabase(database: string, projects: number): Promise<SeededDatabase | null> {
  const adminUrl = await withAdmin(async (admin, url) => {
    const [found] = await runDirect(admin, { sql: 'select 1 from pg_database where datname = $1', params: [database] });
    return found ? url : null;
  });
  if (!adminUrl) return null;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.toString() };
  const started = performance.now();
  let held = NaN;
  const tenantId = await migrateAndRead(env, async (handle) => {
    const [counted] = await runDirect(
      handle,
      plain(
        "select c.count from project_type_counts c join tenants t on t.id = c.tenant_id where t.slug = 'cenit-demo' and c.type = 'proyecto'",
      ),
    );
    held = Number(counted?.count ?? NaN);
    if (held === projects) await runDirect(handle, plain('analyze'));
  }).catch(() => null);
  if (!tenantId || held !== projects) return null;
  return {
    backend: 'pg',
    projects,
    env,
    tenantId,
    seedSeconds: (performance.now() - started) / 1000,
    openDirect: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    dispose: async () => undefined,
  };
}
