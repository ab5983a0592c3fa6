// A migrated, empty PGlite cluster dumped to a file once per set of migrations. Each test file starts its in-memory
// database from it: a few seconds instead of running initdb (which is slow in WebAssembly) for every file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';

const cacheDirectory = fileURLToPath(new URL('../../node_modules/.cache/siipro-api-tests', import.meta.url));

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url)),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the dump for the current migrations, creating it when missing. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = join(cacheDirectory, `template-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDirectory, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite' });
  if (handle.kind !== 'pglite') throw new Error('unreachable');
  await runMigrations(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
