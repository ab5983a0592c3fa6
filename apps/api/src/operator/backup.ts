// Backups that restore (`pnpm siipro backup|restore`, issue 46), for both engines:
// - PostgreSQL: pg_dump's custom format (a file that starts with "PGDMP"), restored by pg_restore. The server's own
//   tools, so an operator's existing routine (pg_restore --list, a partial restore) works on it too.
// - PGlite: its own dump of the data directory (PGlite.dumpDataDir, a gzipped tar), which PGlite opens again with
//   loadDataDir. The API holds the directory while it runs (db/pgliteLock.ts), so both need it stopped.
// A restore never lands on a database that holds anything unless the operator says --force, and then it replaces it
// whole (PGlite: the new directory is built beside the old one and swapped in only once it opened).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { interpolate, messages } from '@siipro/domain';
import type { DatabaseTarget } from '../db/client.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { textRows } from '../db/textRows.ts';
import { lockDirectory } from '../db/pgliteLock.ts';
import { OperatorError } from './tenants.ts';

const errors = messages.operator.errors;

export type BackupKind = 'postgres' | 'pglite';

/** What a backup file holds, from its first bytes: pg_dump's custom format, or PGlite's gzipped tar. */
export function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    head = readFileSync(file).subarray(0, 5);
  } catch (error) {
    throw new OperatorError(interpolate(errors.backupUnreadable, { file, reason: (error as Error).message }));
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new OperatorError(
    interpolate(errors.backupUnreadable, { file, reason: messages.operator.errors.backupUnknownFormat }),
  );
}

/** PG_BIN_DIR/tool when set, else the tool from PATH. */
function pgTool(tool: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  return env.PG_BIN_DIR ? join(env.PG_BIN_DIR, tool) : tool;
}

/** Runs a PostgreSQL client tool; its error output becomes the operator's message. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(tool, env), args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new OperatorError(
          error.code === 'ENOENT'
            ? interpolate(errors.toolMissing, { tool })
            : interpolate(errors.toolFailed, { tool, reason: error.message }),
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new OperatorError(interpolate(errors.toolFailed, { tool, reason: stderr.trim() || `código ${code}` })),
          ),
    );
  });
}

/** Tables of the public schema: 0 is an empty database. */
async function tableCount(handle: DatabaseHandle): Promise<number> {
  const { rows } = await textRows(
    handle.db,
    sql`select count(*)::text from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return Number(rows[0]?.[0] ?? 0);
}

/** Refuses an existing file: a backup never overwrites anything. */
function checkNewFile(file: string): void {
  if (existsSync(file)) throw new OperatorError(interpolate(errors.backupExists, { file }));
}

/** Writes a backup of the target to `file`; returns its size in bytes. */
export async function backupDatabase(target: DatabaseTarget, file: string, env: NodeJS.ProcessEnv): Promise<number> {
  checkNewFile(file);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.kind === 'postgres') {
      await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${target.url}`], env);
    } else {
      const handle = await openDatabase(target);
      try {
        const dump = await (handle.client as PGlite).dumpDataDir('gzip');
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await handle.close();
      }
    }
    // Only a whole file gets the name: a failure halfway leaves nothing that looks like a backup.
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

/**
 * Migration 0014 marks LIKE and the numeric comparisons LEAKPROOF (a change to pg_catalog, so of the database, not
 * of its dump): run that statement of the migration again on the restored database, as the migration itself did.
 */
async function reapplyCatalogChanges(handle: DatabaseHandle): Promise<void> {
  const file = readdirSync(migrationsFolder).find((name) => name.startsWith('0014_'));
  if (!file) return;
  const statements = readFileSync(join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements.filter((text) => text.includes('LEAKPROOF') && /\bDO \$\$/.test(text))) {
    await handle.db.execute(sql.raw(statement));
  }
}

/** Empties a PostgreSQL database of everything the migrations made (and anything else in its schemas). */
async function emptyPostgres(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await handle.db.execute(sql.raw('drop schema if exists public cascade'));
  await handle.db.execute(sql.raw('create schema public'));
}

export interface RestoreOptions {
  force: boolean;
  env: NodeJS.ProcessEnv;
}

/** Restores `file` into the target; refuses a database with any table unless `force`. */
export async function restoreDatabase(target: DatabaseTarget, file: string, options: RestoreOptions): Promise<void> {
  const kind = backupKindOf(file);
  if (kind !== target.kind) {
    const names = { postgres: 'PostgreSQL', pglite: 'PGlite (embebida)' };
    throw new OperatorError(
      interpolate(errors.backupWrongKind, { file, found: names[kind], expected: names[target.kind] }),
    );
  }
  if (target.kind === 'postgres') {
    const handle = await openDatabase(target);
    try {
      const tables = await tableCount(handle);
      if (tables > 0 && !options.force) throw new OperatorError(interpolate(errors.restoreNotEmpty, { tables }));
      if (tables > 0) await emptyPostgres(handle);
    } finally {
      await handle.close();
    }
    await runTool(
      'pg_restore',
      ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, file],
      options.env,
    );
    const restored = await openDatabase(target);
    try {
      await reapplyCatalogChanges(restored);
    } finally {
      await restored.close();
    }
    return;
  }
  await restorePglite(target, file, options.force);
}

function hasFiles(directory: string): boolean {
  return existsSync(directory) && readdirSync(directory).length > 0;
}

async function restorePglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>, file: string, force: boolean) {
  const directory = target.dataDir;
  if (!directory) throw new Error('restore needs a PGlite directory');
  // The lock keeps a running API (or another restore) away while the directory is replaced.
  mkdirSync(dirname(directory), { recursive: true });
  const unlock = lockDirectory(directory);
  try {
    if (hasFiles(directory)) {
      const current = await PGlite.create(directory, { extensions: { pg_trgm } });
      let tables: number;
      try {
        const result = await current.query<{ count: number }>(
          "select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')",
        );
        tables = result.rows[0]?.count ?? 0;
      } finally {
        await current.close();
      }
      if (tables > 0 && !force) throw new OperatorError(interpolate(errors.restoreNotEmpty, { tables }));
    }
    // Built beside the current directory and checked by opening it: only a database that opens replaces the old one.
    const incoming = join(dirname(directory), `.restore-${process.pid}`);
    const outgoing = join(dirname(directory), `.replaced-${process.pid}`);
    rmSync(incoming, { recursive: true, force: true });
    rmSync(outgoing, { recursive: true, force: true });
    try {
      const dump = new Blob([await readFile(file)]);
      const restored = await PGlite.create(incoming, { extensions: { pg_trgm }, loadDataDir: dump });
      await restored.query('select 1');
      await restored.close();
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw new OperatorError(interpolate(errors.backupUnreadable, { file, reason: (error as Error).message }));
    }
    if (existsSync(directory)) renameSync(directory, outgoing);
    renameSync(incoming, directory);
    rmSync(outgoing, { recursive: true, force: true });
  } finally {
    unlock();
  }
}
