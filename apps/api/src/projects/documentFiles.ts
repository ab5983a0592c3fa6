// Documents' files follow their rows (issue 46): whatever removes document rows — deleting a document, the demo reset,
// a tenant or project removed with everything that hangs from it — removes their files too, so the store holds no
// orphans. The order is what keeps a crash safe: rows go first, inside their transaction; files only after it
// committed. A crash in between leaves files no row names (harmless, and swept at the next start), never a row whose
// file is gone.
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { documents, tenants } from '../db/schema.ts';
import type { DocumentStore } from './documentStore.ts';

/**
 * How old an unreferenced file must be before the sweep removes it: an upload writes its file before its row (the
 * row's transaction checks the quota once the size is known), so a young file may belong to an upload in flight in
 * another process.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** The storage keys of the documents of `tenantIds` (inside a transaction: before it deletes them). */
export async function documentKeysOfTenants(tx: Database, tenantIds: readonly string[]): Promise<Set<string>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(sql`${inArray(documents.tenantId, [...tenantIds])} and ${isNotNull(documents.storageKey)}`);
  return new Set(rows.map((row) => row.key!));
}

/**
 * Of `before` (keys read earlier in the same transaction), those no row names any more: the files to remove once the
 * transaction commits.
 */
export async function keysNoLongerReferenced(tx: Database, before: ReadonlySet<string>): Promise<string[]> {
  if (before.size === 0) return [];
  const still = await tx
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, [...before]));
  const kept = new Set(still.map((row) => row.key));
  return [...before].filter((key) => !kept.has(key));
}

/**
 * Removes the files of rows already deleted and committed. A file that cannot be removed now (the bucket does not
 * answer) is logged and left for the start-up sweep: the rows are gone either way.
 */
export async function removeDocumentFiles(
  store: DocumentStore,
  keys: readonly string[],
  logger?: Pick<Logger, 'warn'>,
): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      await store.remove(key);
      removed += 1;
    } catch (error) {
      logger?.warn({ err: error, key }, 'document file not removed: the start-up sweep will remove it');
    }
  }
  return removed;
}

/**
 * The start-up sweep: removes every stored file that no document row names, of a tenant the database knows, last
 * written more than ORPHAN_GRACE_MS before `now` (files left by a crash between a commit and its file removal, or by
 * rows removed outside the API). Files of tenants the database does not know are left alone — a store pointed at
 * the wrong database must not cost another installation its documents (the API removes a tenant's files itself
 * when it removes the tenant: the demo reset).
 */
export async function sweepOrphanDocumentFiles(
  db: Database,
  store: DocumentStore,
  now: Date,
  logger?: Pick<Logger, 'warn'>,
): Promise<{ removed: number; kept: number }> {
  const knownTenants = new Set((await db.select({ id: tenants.id }).from(tenants)).map((row) => row.id));
  const referenced = new Set(
    (await db.select({ key: documents.storageKey }).from(documents).where(isNotNull(documents.storageKey))).map(
      (row) => row.key!,
    ),
  );
  const orphans: string[] = [];
  let kept = 0;
  for await (const object of store.list()) {
    const tenantId = object.key.slice(0, object.key.indexOf('/'));
    const old = now.getTime() - object.modifiedAt.getTime() > ORPHAN_GRACE_MS;
    if (!referenced.has(object.key) && knownTenants.has(tenantId) && old) orphans.push(object.key);
    else kept += 1;
  }
  return { removed: await removeDocumentFiles(store, orphans, logger), kept };
}
