// A project's relations for the optimizer's model v2 (issue 44): "Requiere" (project_requirements, migration 0023)
// and "Alternativas" (projects.alternative_group). Read by any member; written with projects:edit under the version
// guard of every project edit, each change a history entry, the project's version bumped. Every id must be an active
// project of the tenant (another tenant's id reads as unknown, and the table's same-tenant foreign keys refuse it
// again); a project never requires itself; cycles are allowed ("both or neither").
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  interpolate,
  messages,
  type ProjectRelation,
  type ProjectRelations,
  type ProjectRelationsBody,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { Database, DatabaseTransaction } from '../db/client.ts';
import { activity, projectRequirements, projects } from '../db/schema.ts';
import { checkVersion, updatedBy } from '../edits/versionedEdit.ts';
import { type Author, writtenBy } from './author.ts';
import { historyValue } from './historyValues.ts';
import { rowsOf } from './listRows.ts';
import { fieldError } from './tenantChecks.ts';

const texts = messages.optimizer.capital.relations;

const relation = (row: Record<string, unknown>): ProjectRelation => ({
  projectId: String(row.id),
  slug: String(row.slug),
  code: row.code === null || row.code === undefined ? null : String(row.code),
  name: String(row.name),
});

export async function loadProjectRelations(
  db: Database | DatabaseTransaction,
  tenantId: string,
  projectId: string,
): Promise<ProjectRelations> {
  const [project] = await db
    .select({ id: projects.id, version: projects.version, alternativeGroup: projects.alternativeGroup })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)));
  if (!project) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
  const requires = await rowsOf(
    db,
    sql`select p.id, p.slug, p.project_code as code, p.name from project_requirements r join projects p on p.id = r.required_project_id
      where r.tenant_id = ${tenantId} and r.project_id = ${projectId} order by p.name, p.id`,
  );
  const requiredBy = await rowsOf(
    db,
    sql`select p.id, p.slug, p.project_code as code, p.name from project_requirements r join projects p on p.id = r.project_id
      where r.tenant_id = ${tenantId} and r.required_project_id = ${projectId} order by p.name, p.id`,
  );
  const alternatives =
    project.alternativeGroup === null
      ? []
      : await rowsOf(
          db,
          sql`select id, slug, project_code as code, name from projects where tenant_id = ${tenantId} and alternative_group = ${project.alternativeGroup}
            and id <> ${projectId} and archived_at is null order by name, id`,
        );
  return {
    projectId: project.id,
    version: project.version,
    requires: requires.map(relation),
    requiredBy: requiredBy.map(relation),
    alternativeGroup: project.alternativeGroup,
    alternatives: alternatives.map(relation),
  };
}

/**
 * Replaces the project's relations; 404 / 409 / 400 as a project edit, before anything is written. The import writes
 * its history entries as 'imported', as it does for every other field.
 */
export async function editProjectRelations(
  tx: DatabaseTransaction,
  tenantId: string,
  projectId: string,
  body: ProjectRelationsBody,
  author: Author,
  clock: Clock,
  options: { historyKind?: 'field_update' | 'imported' } = {},
): Promise<void> {
  const [current] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)))
    .for('update');
  if (!current) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
  checkVersion(current.version, body.version, messages.projectDetail.errors.conflict);
  if (current.archivedAt !== null) throw new ApiError('CONFLICT', messages.archive.alreadyArchived);
  const seen = new Set<string>();
  for (const id of body.requires) {
    if (id === projectId) throw fieldError('requires', texts.requiresItself);
    if (seen.has(id)) throw fieldError('requires', interpolate(texts.requiresRepeated, { projectId: id }));
    seen.add(id);
  }
  const found =
    body.requires.length === 0
      ? []
      : await tx
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(
            and(
              eq(projects.tenantId, tenantId),
              inArray(projects.id, body.requires),
              eq(projects.type, 'proyecto'),
              isNull(projects.archivedAt),
            ),
          );
  const names = new Map(found.map((row) => [row.id, row.name]));
  const missing = body.requires.find((id) => !names.has(id));
  if (missing) throw fieldError('requires', interpolate(texts.requiresNotProject, { projectId: missing }));

  const before = await loadProjectRelations(tx, tenantId, projectId);
  const changes: { field: string; from: string | null; to: string | null }[] = [];
  const beforeIds = before.requires.map((row) => row.projectId).sort();
  const afterIds = [...body.requires].sort();
  if (beforeIds.join() !== afterIds.join()) {
    changes.push({
      field: 'requires',
      from: historyValue(before.requires.map((row) => row.name)),
      to: historyValue(body.requires.map((id) => names.get(id)!)),
    });
  }
  const group = body.alternativeGroup?.trim() || null;
  if (group !== current.alternativeGroup) {
    changes.push({ field: 'alternativeGroup', from: current.alternativeGroup, to: group });
  }
  if (changes.length === 0) return;
  const now = clock.now();
  await tx.delete(projectRequirements).where(eq(projectRequirements.projectId, projectId));
  if (body.requires.length > 0) {
    await tx
      .insert(projectRequirements)
      .values(body.requires.map((requiredProjectId) => ({ tenantId, projectId, requiredProjectId })));
  }
  await tx
    .update(projects)
    .set({ alternativeGroup: group, version: current.version + 1, ...updatedBy(author), updatedAt: now })
    .where(eq(projects.id, projectId));
  await tx.insert(activity).values(
    changes.map((change) => ({
      tenantId,
      projectId,
      ...writtenBy(author),
      kind: options.historyKind ?? ('field_update' as const),
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      createdAt: now,
    })),
  );
}
