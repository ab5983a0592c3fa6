// Archive instead of delete (issue 42): POST …/projects/{projectId}/archive and …/restore. Archiving sets
// archived_at, and the project leaves every list, the map, the search, the reports and the optimizer's candidates
// (their statements test `archived_at is null`; the side tables' triggers of migration 0019 drop and re-add its rows);
// restoring clears it. Each is a new version and a history entry. Nobody deletes a project for good from the app.
import { and, eq } from 'drizzle-orm';
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { activity, projects } from '../db/schema.ts';
import { checkArchiveChange, updatedBy } from '../edits/versionedEdit.ts';
import { type Author, writtenBy } from './author.ts';

/** Archives (`archive` true) or restores the project: 404 when the tenant has none, 409 when it is already so. */
export async function setProjectArchived(
  db: Database,
  tenantId: string,
  projectId: string,
  archive: boolean,
  author: Author,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: projects.id, version: projects.version, archivedAt: projects.archivedAt })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)))
      .for('update');
    if (!current) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
    checkArchiveChange(current.archivedAt, archive);
    const now = clock.now();
    await tx
      .update(projects)
      .set({ archivedAt: archive ? now : null, version: current.version + 1, ...updatedBy(author), updatedAt: now })
      .where(eq(projects.id, current.id));
    await tx.insert(activity).values({
      tenantId,
      projectId: current.id,
      ...writtenBy(author),
      kind: archive ? 'archived' : 'restored',
      createdAt: now,
    });
  });
}
