// PUT /t/{slug}/projects/{projectId} (portfolio.md §2.4, §4.1): name, description and status, guarded against lost
// updates by the version the editor read. One transaction: lock the row, compare versions, write the change with
// the next version and the stored score, and record each change in the activity history (status_change,
// field_update) — all of it or nothing.
import { and, eq } from 'drizzle-orm';
import { interpolate, isKnownStatus, messages, projectStatusesFromConfig, type ProjectEditBody } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { activity, projects, tenants } from '../db/schema.ts';
import { changedFields, checkVersion, storedDescription, updatedBy } from '../edits/versionedEdit.ts';
import { type Author, writtenBy } from './author.ts';
import { scoreProject } from './scoring.ts';

const detail = messages.projectDetail;

/** Applies the edit (nothing when nothing differs). Throws 404, 409 or 400 (unknown status) with nothing written. */
export async function updateProject(
  db: Database,
  tenantId: string,
  projectId: string,
  body: ProjectEditBody,
  author: Author,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)))
      .for('update');
    if (!current) throw new ApiError('NOT_FOUND', detail.notFound);
    checkVersion(current.version, body.version, detail.errors.conflict);

    const [tenant] = await tx.select({ configJson: tenants.configJson }).from(tenants).where(eq(tenants.id, tenantId));
    if (body.status !== undefined && body.status !== current.status) {
      if (!isKnownStatus(body.status, projectStatusesFromConfig(tenant?.configJson))) {
        throw new ApiError('VALIDATION_ERROR', interpolate(detail.validation.unknownStatus, { status: body.status }), [
          { path: 'status', message: interpolate(detail.validation.unknownStatus, { status: body.status }) },
        ]);
      }
    }

    const description = storedDescription(body.description);
    const changes = changedFields(current, { name: body.name, description, status: body.status });
    if (changes.length === 0) return;

    const now = clock.now();
    // The score's inputs are not among these fields today, but the stored score follows every write, so a later
    // editable input cannot forget it.
    const scoring = scoreProject(current, tenant?.configJson);
    await tx
      .update(projects)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        score: scoring.total,
        scoring: { ...scoring },
        version: current.version + 1,
        ...updatedBy(author),
        updatedAt: now,
      })
      .where(eq(projects.id, current.id));
    await tx.insert(activity).values(
      changes.map((change) => ({
        tenantId,
        projectId: current.id,
        ...writtenBy(author),
        kind: change.field === 'status' ? 'status_change' : 'field_update',
        field: change.field,
        fromValue: change.from,
        toValue: change.to,
        createdAt: now,
      })),
    );
  });
}
