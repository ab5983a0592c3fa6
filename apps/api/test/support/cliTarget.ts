// A database for the operator's command line (cli/siipro.ts) of the test project's engine, named the way an operator
// names one: DATA_DIR for PGlite (a directory of the test's own), DATABASE_URL for a fresh database on the server.
// It starts empty (nothing at all, as a new deployment), or migrated from the test template.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { pgliteDirectory } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import type { CliOutput } from '../../src/cli/siipro.ts';
import { createScratchDatabase } from './postgresServer.ts';
import { testDatabaseKind } from './testDatabase.ts';

export interface CliTarget {
  /** The environment the command line reads its database from. */
  env: NodeJS.ProcessEnv;
  target: DatabaseTarget;
  /** DATA_DIR: the documents' files (and PGlite's directory) of this target. */
  dataDir: string;
  /** Opens the database as the API would (close it before the next command: PGlite has one owner at a time). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function cliTarget(options: { migrated?: boolean } = {}): Promise<CliTarget> {
  // PATH (and PG_BIN_DIR) for pg_dump and pg_restore.
  const base = {
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    SMTP_URL: '',
    PATH: process.env.PATH,
    PG_BIN_DIR: process.env.PG_BIN_DIR,
  };
  // DATA_DIR of its own for either engine: the documents' files live there (never the repository's .data/).
  const dataDir = mkdtempSync(join(tmpdir(), 'siipro-cli-'));
  if (testDatabaseKind() === 'pglite') {
    const target: DatabaseTarget = { kind: 'pglite', dataDir: pgliteDirectory({ dataDir }) };
    if (options.migrated) {
      const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
      const handle = await openDatabase({ ...target, template });
      await handle.close();
    }
    return {
      env: { ...base, DATA_DIR: dataDir, DATABASE_URL: '' },
      target,
      dataDir,
      open: () => openDatabase(target),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('The postgres test project needs a PostgreSQL server');
  const scratch = await createScratchDatabase(adminUrl);
  const target: DatabaseTarget = { kind: 'postgres', url: scratch.url };
  if (options.migrated) {
    const handle = await openDatabase(target);
    await runMigrations(handle);
    await handle.close();
  }
  return {
    env: { ...base, DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    target,
    dataDir,
    open: () => openDatabase(target),
    dispose: async () => {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a command printed, line by line. */
export function capturedOutput(): CliOutput & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}
