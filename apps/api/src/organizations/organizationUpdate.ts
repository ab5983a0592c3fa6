// PUT /t/{slug}/organizations/{organizationId}: name, description and the responsible person, guarded against lost updates by the version the
// editor read, as a project's edit is (projects/projectUpdate.ts, with the same pieces of edits/versionedEdit.ts). One
// transaction: lock the row, compare versions, write the change with the next version, and record each changed field
// in organization_history — all of it or nothing.
import { and, eq } from 'drizzle-orm';
import { messages, type OrganizationUpdateBody } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { organizationHistory, organizations } from '../db/schema.ts';
import { changedFields, checkVersion, storedDescription, updatedBy } from '../edits/versionedEdit.ts';
import { type Author, writtenBy } from '../projects/author.ts';
import { checkOrganizationNameFree } from './organizationCreate.ts';

const texts = messages.organizations.errors;

/** Applies the edit (nothing when nothing differs). Throws 404 or 409 (stale, or a name taken) with nothing written. */
export async function updateOrganization(
  db: Database,
  tenantId: string,
  organizationId: string,
  body: OrganizationUpdateBody,
  author: Author,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, tenantId)))
      .for('update');
    if (!current) throw new ApiError('NOT_FOUND', texts.notFound);
    checkVersion(current.version, body.version, texts.conflict);

    const description = storedDescription(body.description);
    const changes = changedFields(current, {
      name: body.name,
      description,
      responsableName: body.responsableName,
      responsableEmail: body.responsableEmail,
    });
    if (changes.length === 0) return;
    if (changes.some((change) => change.field === 'name')) {
      await checkOrganizationNameFree(tx, tenantId, body.name!, current.id);
    }

    const now = clock.now();
    // Renaming also rewrites the copies of the name in its projects (triggers of migration 0004), in this transaction.
    await tx
      .update(organizations)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(body.responsableName !== undefined ? { responsableName: body.responsableName } : {}),
        ...(body.responsableEmail !== undefined ? { responsableEmail: body.responsableEmail } : {}),
        version: current.version + 1,
        ...updatedBy(author),
        updatedAt: now,
      })
      .where(eq(organizations.id, current.id));
    await tx.insert(organizationHistory).values(
      changes.map((change) => ({
        tenantId,
        organizationId: current.id,
        ...writtenBy(author),
        field: change.field,
        fromValue: change.from,
        toValue: change.to,
        createdAt: now,
      })),
    );
  });
}
