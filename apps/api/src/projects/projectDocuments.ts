// Documents of a project (portfolio.md §2.6, Documentación): streamed into the document store as they arrive
// (projects/documentStore.ts; never whole in memory, never through the database), then recorded with their
// `file_upload` activity entry in one transaction — an upload that fails leaves neither row nor file — listed newest
// first and streamed back byte for byte with their original name and the type of the allow-list (domain's
// DOCUMENT_TYPES). A tenant keeps at most its quota of bytes (config.documentQuotaBytes).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  checkDocument,
  DOCUMENT_HISTORY_FIELD,
  DOCUMENT_MAX_BYTES,
  formatFileSize,
  interpolate,
  messages,
  type ActivityEntry,
  type ProjectDocument,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { activity, documents } from '../db/schema.ts';
import { MalformedFormError, receiveFormFile } from '../http/multipartFile.ts';
import { entryOf } from './projectActivity.ts';
import { type Author, writtenBy } from './author.ts';
import { removeDocumentFiles } from './documentFiles.ts';
import { documentKey, type DocumentStore } from './documentStore.ts';

const texts = messages.projectDetail.documents;

/** Arbitrary constant: with the tenant's id, the lock that makes one tenant's uploads check the quota one at a time. */
const QUOTA_LOCK_ID = 8_342_118;

/** The file's name and type, or the 400/413 that explains what is wrong with it (domain's checkDocument). */
export function checkedUpload(file: { name: string; size: number }): { name: string; contentType: string } {
  const check = checkDocument(file);
  if (!check.ok)
    throw new ApiError(check.problem === 'tooLarge' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', check.message);
  return { name: check.name, contentType: check.contentType };
}

export interface DocumentUpload {
  db: Database;
  store: DocumentStore;
  tenantId: string;
  projectId: string;
  author: Author;
  clock: Clock;
  /** The most bytes the tenant's documents may add up to, this one included. */
  quotaBytes: number;
}

/**
 * Streams the `file` field of a multipart/form-data request into the store and records it; 400 without a file or
 * with a refused one, 413 past DOCUMENT_MAX_BYTES or past the tenant's quota. On any failure the file is removed.
 */
export async function storeDocument(request: Request, upload: DocumentUpload): Promise<ActivityEntry> {
  const fileRequired = new ApiError('VALIDATION_ERROR', texts.fileRequired);
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '') || !request.body) throw fileRequired;
  const { db, store, tenantId, projectId, author, clock } = upload;
  const documentId = randomUUID();
  const storageKey = documentKey(tenantId, documentId);
  try {
    let size = 0;
    let form;
    try {
      const limits = { maxFileBytes: DOCUMENT_MAX_BYTES, maxFields: 5, maxFieldBytes: 1024 };
      form = await receiveFormFile(request, limits, async (file: Readable) => {
        size = await store.write(storageKey, file);
      });
    } catch (error) {
      throw error instanceof MalformedFormError ? fileRequired : error;
    }
    if (form.fileName === null) throw fileRequired;
    // Past the limit the store holds the first DOCUMENT_MAX_BYTES only: the check must see more than that.
    const { name, contentType } = checkedUpload({ name: form.fileName, size: form.tooLarge ? size + 1 : size });
    const now = clock.now();
    return await db.transaction(async (tx) => {
      // Two uploads of one tenant at once must not both fit in the room left for one.
      await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_ID}, hashtext(${tenantId}))`);
      const [usage] = await tx
        .select({ used: sql<string>`coalesce(sum(${documents.size}), 0)::text` })
        .from(documents)
        .where(eq(documents.tenantId, tenantId));
      const used = Number(usage?.used ?? 0);
      if (used + size > upload.quotaBytes) {
        const message = interpolate(texts.quotaExceeded, {
          used: formatFileSize(used),
          max: formatFileSize(upload.quotaBytes),
        });
        throw new ApiError('PAYLOAD_TOO_LARGE', message);
      }
      const [document] = await tx
        .insert(documents)
        .values({
          id: documentId,
          tenantId,
          projectId,
          name,
          contentType,
          size,
          storageKey,
          createdByUserId: author.userId,
          createdByName: author.name,
          createdByAvatarUrl: author.avatarUrl,
          createdAt: now,
        })
        .returning({ id: documents.id, name: documents.name, size: documents.size });
      const [entry] = await tx
        .insert(activity)
        .values({
          tenantId,
          projectId,
          ...writtenBy(author),
          kind: 'file_upload',
          text: name,
          documentId: document!.id,
          createdAt: now,
        })
        .returning();
      return entryOf(entry!, { documentId: document!.id, name: document!.name, size: document!.size });
    });
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

export async function listDocuments(db: Database, tenantId: string, projectId: string): Promise<ProjectDocument[]> {
  const rows = await db
    .select({
      documentId: documents.id,
      name: documents.name,
      contentType: documents.contentType,
      size: documents.size,
      uploadedByName: documents.createdByName,
      uploadedByAvatarUrl: documents.createdByAvatarUrl,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.projectId, projectId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(({ uploadedByName, uploadedByAvatarUrl, createdAt, ...document }) => ({
    ...document,
    uploadedBy: uploadedByName ? { name: uploadedByName, avatarUrl: uploadedByAvatarUrl } : null,
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * A document's name, type and bytes: a stream from the store, or the bytes of a document stored in the database
 * before migration 0026. 404 with the document's own message when the row is not found, and with another (fileMissing,
 * logged as an error) when the row is there but its file is not.
 */
export async function readDocument(
  db: Database,
  store: DocumentStore,
  tenantId: string,
  projectId: string,
  documentId: string,
  logger?: Pick<Logger, 'error'>,
): Promise<{ name: string; contentType: string; size: number; body: Readable | Uint8Array }> {
  const [document] = await db
    .select({
      name: documents.name,
      contentType: documents.contentType,
      size: documents.size,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.projectId, projectId), eq(documents.tenantId, tenantId)))
    .limit(1);
  if (!document) throw new ApiError('NOT_FOUND', texts.notFound);
  const { name, contentType, storageKey } = document;
  if (storageKey === null) {
    // Only now the bytes, so the common case never loads a column it does not use.
    const [old] = await db
      .select({ content: documents.content })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.tenantId, tenantId)));
    const content = old?.content ?? new Uint8Array(0);
    return { name, contentType, size: content.byteLength, body: content };
  }
  const stored = await store.read(storageKey);
  if (!stored) {
    // A row whose file is gone (a store restored from an older backup than the database): the person reads why in
    // Spanish, never an empty file; the operator finds the document and its key in the log.
    logger?.error({ tenantId, projectId, documentId, storageKey }, 'document file missing from the store');
    throw new ApiError('NOT_FOUND', texts.fileMissing);
  }
  return { name, contentType, size: stored.size, body: stored.stream };
}

/**
 * Deletes a document of the project, recorded in its history (issue 46). In one transaction: the `file_upload` entry
 * that announced it lets go of the row (its document_id cascades, and the entry must stay), the row goes, and a
 * history entry (field DOCUMENT_HISTORY_FIELD, from the document's name to null, by `author`) says who deleted what
 * — it names the document by its name, never by the id of a row that no longer exists. The file goes once that
 * committed: a crash in between leaves a file no row names, which the start-up sweep removes (documentFiles.ts),
 * never a row without its file. 404 for a document that is not this project's, in this tenant.
 */
export async function deleteDocument(
  db: Database,
  store: DocumentStore,
  target: { tenantId: string; projectId: string; documentId: string; author: Author; clock: Clock },
  logger?: Pick<Logger, 'warn'>,
): Promise<void> {
  const { tenantId, projectId, documentId, author, clock } = target;
  const storageKey = await db.transaction(async (tx) => {
    const ofThisProject = and(
      eq(documents.id, documentId),
      eq(documents.projectId, projectId),
      eq(documents.tenantId, tenantId),
    );
    // Locked, so two deletions at once record one entry: the second finds no row.
    const [document] = await tx
      .select({ name: documents.name, storageKey: documents.storageKey })
      .from(documents)
      .where(ofThisProject)
      .for('update');
    if (!document) throw new ApiError('NOT_FOUND', texts.notFound);
    await tx
      .update(activity)
      .set({ documentId: null })
      .where(and(eq(activity.tenantId, tenantId), eq(activity.documentId, documentId)));
    await tx.delete(documents).where(ofThisProject);
    await tx.insert(activity).values({
      tenantId,
      projectId,
      ...writtenBy(author),
      kind: 'field_update',
      field: DOCUMENT_HISTORY_FIELD,
      fromValue: document.name,
      toValue: null,
      createdAt: clock.now(),
    });
    return document.storageKey;
  });
  await removeDocumentFiles(store, storageKey ? [storageKey] : [], logger);
}

/** `attachment; filename="…"; filename*=UTF-8''…`: the original name, safe in a header whatever it contains. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
