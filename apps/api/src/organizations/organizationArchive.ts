// Archive instead of delete for organisations (issue 42): POST …/organizations/{organizationId}/archive and
// …/restore. An organisation that still has active projects or programs cannot be archived (409 saying how many):
// they would point at an organisation that no list shows. Each change is a new version and an entry of the
// organisation's history (field archivedAt).
import { and, count, eq, isNull } from 'drizzle-orm';
import { interpolate, messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { organizationHistory, organizations, projectOrganizations, projects } from '../db/schema.ts';
import { checkArchiveChange, updatedBy } from '../edits/versionedEdit.ts';
import { type Author, writtenBy } from '../projects/author.ts';

const texts = messages.archive;

/** Archives (`archive` true) or restores it: 404 when the tenant has none, 409 when already so or still in use. */
export async function setOrganizationArchived(
  db: Database,
  tenantId: string,
  organizationId: string,
  archive: boolean,
  author: Author,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: organizations.id, version: organizations.version, archivedAt: organizations.archivedAt })
      .from(organizations)
      .where(and(eq(organizations.id, organizationId), eq(organizations.tenantId, tenantId)))
      .for('update');
    if (!current) throw new ApiError('NOT_FOUND', messages.organizations.errors.notFound);
    checkArchiveChange(current.archivedAt, archive);
    if (archive) {
      const [active] = await tx
        .select({ count: count() })
        .from(projectOrganizations)
        .innerJoin(projects, eq(projects.id, projectOrganizations.projectId))
        .where(and(eq(projectOrganizations.organizationId, current.id), isNull(projects.archivedAt)));
      const activeCount = Number(active?.count ?? 0);
      if (activeCount > 0) {
        throw new ApiError(
          'CONFLICT',
          activeCount === 1
            ? texts.organizationHasOneProject
            : interpolate(texts.organizationHasProjects, { count: activeCount }),
        );
      }
    }
    const now = clock.now();
    await tx
      .update(organizations)
      .set({ archivedAt: archive ? now : null, version: current.version + 1, ...updatedBy(author), updatedAt: now })
      .where(eq(organizations.id, current.id));
    await tx.insert(organizationHistory).values({
      tenantId,
      organizationId: current.id,
      ...writtenBy(author),
      field: 'archivedAt',
      fromValue: current.archivedAt?.toISOString() ?? null,
      toValue: archive ? now.toISOString() : null,
      createdAt: now,
    });
  });
}
