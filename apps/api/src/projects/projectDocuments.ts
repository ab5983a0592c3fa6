// Documents of a project (portfolio.md §2.6, Documentación): stored with their `file_upload` activity entry in one
// transaction — an upload that fails leaves neither — listed newest first and served back byte for byte with their
// original name and the type of the allow-list (domain's DOCUMENT_TYPES).
import { and, desc, eq } from 'drizzle-orm';
import { checkDocument, messages, type ActivityEntry, type ProjectDocument } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { activity, documents } from '../db/schema.ts';
import { entryOf } from './projectActivity.ts';
import { type Author, writtenBy } from './author.ts';

const texts = messages.projectDetail.documents;

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The file's name and type, or the 400/413 that explains what is wrong with it (domain's checkDocument). */
export function checkedUpload(file: UploadedFile): { name: string; contentType: string } {
  const check = checkDocument({ name: file.name, size: file.bytes.byteLength });
  if (!check.ok)
    throw new ApiError(check.problem === 'tooLarge' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR', check.message);
  return { name: check.name, contentType: check.contentType };
}

export async function storeDocument(
  db: Database,
  tenantId: string,
  projectId: string,
  file: UploadedFile,
  author: Author,
  clock: Clock,
): Promise<ActivityEntry> {
  const { name, contentType } = checkedUpload(file);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({
        tenantId,
        projectId,
        name,
        contentType,
        size: file.bytes.byteLength,
        content: file.bytes,
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

export async function readDocument(db: Database, tenantId: string, projectId: string, documentId: string) {
  const [document] = await db
    .select({ name: documents.name, contentType: documents.contentType, content: documents.content })
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.projectId, projectId), eq(documents.tenantId, tenantId)))
    .limit(1);
  if (!document) throw new ApiError('NOT_FOUND', texts.notFound);
  return document;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: the original name, safe in a header whatever it contains. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
