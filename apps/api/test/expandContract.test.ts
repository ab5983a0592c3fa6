// The upgrade rule of docs/deploy.md, "expand, then contract", on one real migration: 0026 (document bytes out of the
// database) is applied to a database the previous version is still serving, and that version's own statements keep
// working on it; the new version reads what the old one wrote. A migration that breaks this test must be split: the
// expanding part now, the contracting part (dropping or tightening what old code still uses) one release later.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { DiskDocumentStore } from '../src/projects/documentStore.ts';
import { readDocument } from '../src/projects/projectDocuments.ts';
import { seedDemoData } from '../src/seed/demoDatabase.ts';
import { textRows } from '../src/db/textRows.ts';

const MIGRATION = '0026_document_files';

/** The migrations folder as the previous release shipped it: every migration before MIGRATION. */
function previousRelease(): string {
  const folder = mkdtempSync(join(tmpdir(), 'siipro-previous-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/** What the previous release's API ran to store and to serve a document (projectDocuments.ts before 0026). */
const oldInsert = (tenantId: string, projectId: string, name: string) => sql`
  insert into documents (tenant_id, project_id, name, content_type, size, content)
  values (${tenantId}, ${projectId}, ${name}, 'text/plain', 5, ${new Uint8Array([104, 111, 108, 97, 33])})
  returning id`;
const oldRead = (id: string) => sql`select name, content_type, content from documents where id = ${id}`;

describe('expand, then contract: migration 0026 under the previous release', () => {
  let handle: DatabaseHandle | undefined;
  const folders: string[] = [];
  afterAll(async () => {
    await handle?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the previous release storing and serving documents, and the new one reads what it stored', async () => {
    const previous = previousRelease();
    const storeFolder = mkdtempSync(join(tmpdir(), 'siipro-store-'));
    folders.push(previous, storeFolder);
    handle = await openDatabase({ kind: 'pglite' });
    const client = handle.client as PGlite;
    await migrate(drizzle({ client }), { migrationsFolder: previous });
    await seedDemoData(handle.db, { projects: 3 });
    const { rows } = await textRows(
      handle.db,
      sql`select tenant_id::text, id::text from projects order by created_at, id limit 1`,
    );
    const [tenantId, projectId] = rows[0] as [string, string];

    const idOf = async (query: ReturnType<typeof sql>) => {
      const result = await textRows(handle!.db, query);
      return result.rows[0]![0]!;
    };
    const before = await idOf(oldInsert(tenantId, projectId, 'antes.txt'));

    // The upgrade's first step: the new release's migrations, while the previous release still serves.
    await migrate(drizzle({ client }), { migrationsFolder });

    // The previous release goes on working: it stores and serves documents exactly as it did.
    const during = await idOf(oldInsert(tenantId, projectId, 'durante.txt'));
    for (const id of [before, during]) {
      const served = await handle.db.execute(oldRead(id));
      const [row] = (served as unknown as { rows: { content: Uint8Array }[] }).rows;
      expect(Buffer.from(row!.content).toString()).toBe('hola!');
    }

    // The new release serves what the previous one stored.
    const store = new DiskDocumentStore(storeFolder);
    for (const id of [before, during]) {
      const document = await readDocument(handle.db, store, tenantId, projectId, id);
      expect(Buffer.from(document.body as Uint8Array).toString()).toBe('hola!');
    }
  });
});
