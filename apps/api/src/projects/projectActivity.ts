// A project's activity (portfolio.md §2.6), kept in the database so colleagues see each other's comments: comments
// written here, and the history entries projectUpdate.ts writes with the change they record (a deleted document's
// too: projectDocuments.ts). Newest first, paged.
import { and, count, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { ActivityEntry, ActivityKind, ActivityPage } from '@siipro/domain';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { activity, documents } from '../db/schema.ts';
import { type Author, writtenBy } from './author.ts';

type ActivityRow = typeof activity.$inferSelect;
type AttachedFile = { documentId: string; name: string; size: number } | null;

/** The columns of an entry's document, for a left join of documents on the entry's document_id. */
const attachedFile = { documentId: documents.id, name: documents.name, size: documents.size };

export function entryOf(row: ActivityRow, file: AttachedFile = null): ActivityEntry {
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    user: row.userName ? { name: row.userName, avatarUrl: row.userAvatarUrl } : null,
    text: row.text,
    field: row.field,
    from: row.fromValue,
    to: row.toValue,
    file: file?.documentId ? file : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ActivityQuery {
  page: number;
  limit: number;
  /** Only these kinds (a tab of the feed); every kind when empty. */
  kinds: readonly ActivityKind[];
}

export async function listActivity(
  db: Database,
  tenantId: string,
  projectId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const where = and(
    eq(activity.tenantId, tenantId),
    eq(activity.projectId, projectId),
    query.kinds.length > 0 ? inArray(activity.kind, [...query.kinds]) : undefined,
    // The upload of a document since deleted stays in the table (the deletion's history entry names it) but is no
    // longer a document to list.
    or(ne(activity.kind, 'file_upload'), isNotNull(activity.documentId)),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: activity, file: attachedFile })
      .from(activity)
      .leftJoin(documents, eq(documents.id, activity.documentId))
      .where(where)
      // Entries written in one transaction share their instant: the id keeps their order stable across pages.
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(activity).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  const totalPages = Math.ceil(total / query.limit);
  return {
    data: rows.map((row) => entryOf(row.entry, row.file)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
      hasPrev: query.page > 1,
      hasNext: query.page < totalPages,
    },
  };
}

export async function addComment(
  db: Database,
  tenantId: string,
  projectId: string,
  text: string,
  author: Author,
  clock: Clock,
): Promise<ActivityEntry> {
  const [row] = await db
    .insert(activity)
    .values({
      tenantId,
      projectId,
      ...writtenBy(author),
      kind: 'comment',
      text,
      createdAt: clock.now(),
    })
    .returning();
  return entryOf(row!);
}
