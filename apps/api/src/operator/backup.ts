// Backups that restore (`pnpm siipro backup|restore`, issue 46): one file, a tar archive (`tar -tf` lists it) of
//   siipro-backup.json          what it is: {format, version, engine, createdAt}
//   database.dump | database.tgz  the database, in its engine's own format (below)
//   documents/{tenant}/{document} every document's bytes, from the document store (disk or S3), byte for byte
// The database, for both engines:
// - PostgreSQL: pg_dump's custom format, restored by pg_restore. The server's own tools, so an operator's existing
//   routine (pg_restore --list, a partial restore) works on the extracted `database.dump` too.
// - PGlite: its own dump of the data directory (PGlite.dumpDataDir, a gzipped tar), which PGlite opens again with
//   loadDataDir. The API holds the directory while it runs (db/pgliteLock.ts), so both need it stopped.
// The database is taken first, then the files of the documents it names: a file without a row is harmless, a row
// without its file is not. A restore writes the files first and the database last, for the same reason. Files of the
// earlier format (a bare pg_dump or PGlite dump, database only) still restore.
// A restore never lands on a database that holds anything unless the operator says --force, and then it replaces it
// whole or not at all: PostgreSQL's old content is dropped in the very transaction that loads the backup, so a backup
// that breaks halfway leaves the database as it was; PGlite's new directory is built beside the old one and swapped
// in only once it opened.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { interpolate, messages } from '@siipro/domain';
import type { DatabaseTarget } from '../db/client.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { textRows } from '../db/textRows.ts';
import { lockDirectory } from '../db/pgliteLock.ts';
import { documents } from '../db/schema.ts';
import { checkedKey, type DocumentStore } from '../projects/documentStore.ts';
import { OperatorError } from './tenants.ts';

const errors = messages.operator.errors;

export type BackupKind = 'postgres' | 'pglite';

const MANIFEST = 'siipro-backup.json';
const DATABASE_ENTRY: Record<BackupKind, string> = { postgres: 'database.dump', pglite: 'database.tgz' };
const DOCUMENTS_DIRECTORY = 'documents/';

interface Manifest {
  format: 'siipro-backup';
  version: 1;
  engine: BackupKind;
  createdAt: string;
}

/** What a backup file holds: the engine, and whether it is the archive with documents or a bare database dump. */
export interface BackupFormat {
  kind: BackupKind;
  withDocuments: boolean;
}

function unreadable(file: string, reason: string): OperatorError {
  return new OperatorError(interpolate(errors.backupUnreadable, { file, reason }));
}

/** From the file's first bytes: SIIPRO's archive (its manifest first), pg_dump's custom format, or PGlite's gzip. */
export async function backupFormatOf(file: string): Promise<BackupFormat> {
  let head: Buffer;
  try {
    const handle = await open(file, 'r');
    try {
      head = Buffer.alloc(4096);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      head = head.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw unreadable(file, (error as Error).message);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return { kind: 'postgres', withDocuments: false };
  if (head[0] === 0x1f && head[1] === 0x8b) return { kind: 'pglite', withDocuments: false };
  // A tar header: the entry's name at 0, its size in octal at 124, "ustar" at 257; the manifest's bytes follow at 512.
  const name = head.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  if (head.subarray(257, 262).toString('latin1') === 'ustar' && name === MANIFEST) {
    const size = parseInt(head.subarray(124, 136).toString('latin1').replace(/\0.*$/s, '').trim(), 8);
    try {
      const manifest = JSON.parse(head.subarray(512, 512 + size).toString('utf8')) as Partial<Manifest>;
      if (manifest.format === 'siipro-backup' && (manifest.engine === 'postgres' || manifest.engine === 'pglite'))
        return { kind: manifest.engine, withDocuments: true };
    } catch {
      // Not our manifest: the generic refusal below.
    }
  }
  throw unreadable(file, errors.backupUnknownFormat);
}

type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** PG_BIN_DIR/tool when set, else the tool from PATH. */
function pgToolPath(tool: PgTool, env: NodeJS.ProcessEnv): string {
  return env.PG_BIN_DIR ? join(env.PG_BIN_DIR, tool) : tool;
}

/** A tool that could not be started: missing, or refused by the system. */
function toolError(tool: PgTool, error: NodeJS.ErrnoException): OperatorError {
  return new OperatorError(
    error.code === 'ENOENT'
      ? interpolate(errors.toolMissing, { tool })
      : interpolate(errors.toolFailed, { tool, reason: error.message }),
  );
}

/** Runs a PostgreSQL client tool; its error output becomes the operator's message. */
function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgToolPath(tool, env), args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => reject(toolError(tool, error)));
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

/** The storage keys of every document whose bytes live in the store (not those kept in the database before 0026). */
async function storedDocumentKeys(target: DatabaseTarget): Promise<string[]> {
  const handle = await openDatabase(target);
  try {
    const rows = await handle.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(sql`${documents.storageKey} is not null`)
      .orderBy(documents.storageKey);
    return rows.map((row) => row.key!);
  } finally {
    await handle.close();
  }
}

/** Writes the database's own dump to `file` (pg_dump's custom format, or PGlite's gzipped tar). */
async function dumpDatabase(target: DatabaseTarget, file: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (target.kind === 'postgres') {
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`], env);
    return;
  }
  const handle = await openDatabase(target);
  try {
    const dump = await (handle.client as PGlite).dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** Adds one entry to the archive, streaming its bytes, and waits until the archive took them. */
async function addEntry(pack: tar.Pack, name: string, size: number, bytes: NodeJS.ReadableStream): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    pipeline(bytes, entry).catch(reject);
  });
}

export interface BackupResult {
  size: number;
  /** Documents whose files are in the backup. */
  documents: number;
  /** Keys of documents whose row names a file the store does not have (said to the operator, never invented). */
  missing: string[];
}

/** Writes a backup of the target's database and of the documents' files in `store` to `file`. */
export async function backupDatabase(
  target: DatabaseTarget,
  file: string,
  env: NodeJS.ProcessEnv,
  store: DocumentStore,
): Promise<BackupResult> {
  checkNewFile(file);
  const partial = `${file}.partial`;
  const database = `${file}.database.partial`;
  rmSync(partial, { force: true });
  rmSync(database, { force: true });
  try {
    await dumpDatabase(target, database, env);
    const keys = await storedDocumentKeys(target);
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(partial, { flags: 'wx', flush: true }));
    const manifest: Manifest = {
      format: 'siipro-backup',
      version: 1,
      engine: target.kind,
      createdAt: new Date().toISOString(),
    };
    const missing: string[] = [];
    try {
      const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
      pack.entry({ name: MANIFEST, size: manifestBytes.length, mtime: new Date(0) }, manifestBytes);
      await addEntry(pack, DATABASE_ENTRY[target.kind], statSync(database).size, createReadStream(database));
      for (const key of keys) {
        const stored = await store.read(key);
        if (!stored) {
          missing.push(key);
          continue;
        }
        await addEntry(pack, `${DOCUMENTS_DIRECTORY}${key}`, stored.size, stored.stream);
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      await written.catch(() => undefined);
      throw error;
    }
    await written;
    // Only a whole file gets the name: a failure halfway leaves nothing that looks like a backup.
    renameSync(partial, file);
    return { size: statSync(file).size, documents: keys.length - missing.length, missing };
  } finally {
    rmSync(partial, { force: true });
    rmSync(database, { force: true });
  }
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

/**
 * What drops a PostgreSQL database's content (everything the migrations made, and anything else in its schemas):
 * run inside the restore's own transaction, so it is undone when the restore fails.
 */
const EMPTY_POSTGRES = [
  'drop schema if exists drizzle cascade;',
  'drop schema if exists public cascade;',
  'create schema public;',
];

/** A child process's exit, with what it said on stderr. */
function exited(child: ReturnType<typeof spawn>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

/**
 * Loads a pg_dump file into PostgreSQL in ONE transaction, the old content's removal included (with `replace`):
 * pg_restore writes the dump as SQL, psql runs it between our BEGIN and a COMMIT sent only once pg_restore read the
 * whole file without error. A file that breaks halfway, a statement that fails (ON_ERROR_STOP), or a crash of either
 * tool: no COMMIT, the transaction rolls back, and the database is exactly as it was.
 */
async function restorePostgres(url: string, dump: string, replace: boolean, env: NodeJS.ProcessEnv): Promise<void> {
  const psql = spawn(pgToolPath('psql', env), ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
    env,
  });
  const restore = spawn(pgToolPath('pg_restore', env), ['--no-owner', '--file=-', dump], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const psqlDone = exited(psql);
  const restoreDone = exited(restore);
  psql.stdin!.on('error', () => undefined); // psql stopping early is reported by its exit code
  psql.stdin!.write(['begin;', ...(replace ? EMPTY_POSTGRES : [])].join('\n') + '\n');
  restore.stdout!.pipe(psql.stdin!, { end: false });
  let restored: { code: number | null; stderr: string };
  try {
    restored = await restoreDone;
  } catch (error) {
    psql.kill('SIGKILL');
    await psqlDone.catch(() => undefined);
    throw toolError('pg_restore', error as NodeJS.ErrnoException);
  }
  if (restored.code === 0) psql.stdin!.end('commit;\n');
  else psql.kill('SIGKILL');
  let loaded: { code: number | null; stderr: string };
  try {
    loaded = await psqlDone;
  } catch (error) {
    throw toolError('psql', error as NodeJS.ErrnoException);
  }
  if (restored.code !== 0)
    throw new OperatorError(
      interpolate(errors.toolFailed, { tool: 'pg_restore', reason: restored.stderr || `código ${restored.code}` }),
    );
  if (loaded.code !== 0)
    throw new OperatorError(
      interpolate(errors.toolFailed, { tool: 'psql', reason: loaded.stderr || `código ${loaded.code}` }),
    );
}

export interface RestoreOptions {
  force: boolean;
  env: NodeJS.ProcessEnv;
  /** Where the documents' files go. */
  store: DocumentStore;
}

export interface RestoreResult {
  /** Documents' files written to the store; null for a backup of the earlier format (database only). */
  documents: number | null;
}

/** Refuses a database with any table unless `force`. */
async function checkRestorable(target: DatabaseTarget, force: boolean): Promise<void> {
  if (force) return;
  let tables = 0;
  if (target.kind === 'postgres') {
    const handle = await openDatabase(target);
    try {
      tables = await tableCount(handle);
    } finally {
      await handle.close();
    }
  } else if (target.dataDir && hasFiles(target.dataDir)) {
    const current = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
    try {
      const result = await current.query<{ count: number }>(
        "select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')",
      );
      tables = result.rows[0]?.count ?? 0;
    } finally {
      await current.close();
    }
  }
  if (tables > 0) throw new OperatorError(interpolate(errors.restoreNotEmpty, { tables }));
}

/**
 * Writes the archive's documents into the store and its database dump to `databaseFile`; returns how many documents.
 * Any entry that is not the manifest, the database or a document key (`documents/{id}/{id}`) is refused: a crafted
 * archive cannot write anywhere else.
 */
async function extractArchive(
  file: string,
  kind: BackupKind,
  databaseFile: string,
  store: DocumentStore,
): Promise<number> {
  const extract = tar.extract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  let documentsWritten = 0;
  let sawDatabase = false;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST) {
        entry.resume();
      } else if (name === DATABASE_ENTRY[kind]) {
        await pipeline(entry, createWriteStream(databaseFile, { flags: 'wx' }));
        sawDatabase = true;
      } else if (name.startsWith(DOCUMENTS_DIRECTORY) && entry.header.type === 'file') {
        let key: string;
        try {
          key = checkedKey(name.slice(DOCUMENTS_DIRECTORY.length));
        } catch {
          throw unreadable(file, interpolate(errors.backupEntryInvalid, { name }));
        }
        await store.write(key, entry as unknown as Readable);
        documentsWritten += 1;
      } else {
        throw unreadable(file, interpolate(errors.backupEntryInvalid, { name }));
      }
    }
  } catch (error) {
    source.destroy();
    if (error instanceof OperatorError) throw error;
    throw unreadable(file, (error as Error).message);
  }
  if (!sawDatabase) throw unreadable(file, errors.backupNoDatabase);
  return documentsWritten;
}

/**
 * Restores `file` into the target: the documents' files into the store first (a file no row names is harmless, and
 * swept at the API's next start if the database does not follow), then the database, whole or not at all.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const { kind, withDocuments } = await backupFormatOf(file);
  if (kind !== target.kind) {
    const names = { postgres: 'PostgreSQL', pglite: 'PGlite (embebida)' };
    throw new OperatorError(
      interpolate(errors.backupWrongKind, { file, found: names[kind], expected: names[target.kind] }),
    );
  }
  // PGlite: the lock keeps a running API (or another restore) away from the check to the swap.
  let unlock = () => {};
  const pgliteDirectory = target.kind === 'pglite' ? target.dataDir : undefined;
  if (target.kind === 'pglite') {
    if (!pgliteDirectory) throw new Error('restore needs a PGlite directory');
    mkdirSync(dirname(pgliteDirectory), { recursive: true });
    unlock = lockDirectory(pgliteDirectory);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'siipro-restore-'));
  try {
    await checkRestorable(target, options.force);
    let databaseFile = file;
    let documentsWritten: number | null = null;
    if (withDocuments) {
      databaseFile = join(scratch, DATABASE_ENTRY[kind]);
      documentsWritten = await extractArchive(file, kind, databaseFile, options.store);
    }
    if (target.kind === 'postgres') {
      await restorePostgres(target.url, databaseFile, options.force, options.env);
      const restored = await openDatabase(target);
      try {
        await reapplyCatalogChanges(restored);
      } finally {
        await restored.close();
      }
    } else {
      await restorePglite(pgliteDirectory!, databaseFile, file);
    }
    return { documents: documentsWritten };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    unlock();
  }
}

function hasFiles(directory: string): boolean {
  return existsSync(directory) && readdirSync(directory).length > 0;
}

/** Replaces the PGlite directory by the dump's (the caller holds the directory's lock). */
async function restorePglite(directory: string, dump: string, file: string) {
  {
    // Built beside the current directory and checked by opening it: only a database that opens replaces the old one.
    const incoming = join(dirname(directory), `.restore-${process.pid}`);
    const outgoing = join(dirname(directory), `.replaced-${process.pid}`);
    rmSync(incoming, { recursive: true, force: true });
    rmSync(outgoing, { recursive: true, force: true });
    try {
      // The whole gzip read first: PGlite meets a cut file only halfway through, and throws from inside zlib.
      await pipeline(
        createReadStream(dump),
        createGunzip(),
        new Writable({ write: (_chunk, _encoding, done) => done() }),
      );
      const restored = await PGlite.create(incoming, {
        extensions: { pg_trgm },
        loadDataDir: new Blob([await readFile(dump)]),
      });
      await restored.query('select 1');
      await restored.close();
    } catch (error) {
      rmSync(incoming, { recursive: true, force: true });
      throw unreadable(file, (error as Error).message);
    }
    if (existsSync(directory)) renameSync(directory, outgoing);
    renameSync(incoming, directory);
    rmSync(outgoing, { recursive: true, force: true });
  }
}
