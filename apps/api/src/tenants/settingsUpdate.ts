// PUT /t/{slug}/settings: name, logo, site URL, plan, default language and configJson (issue 18), the public portal's
// switch and OC4IDS prefix (issue 45). One transaction:
// lock the tenant's row, refuse to drop a projectStatus value that projects still use (409 with how many, so no
// project is silently left with a status its tenant no longer knows), write the changed fields and record them
// (before → after) in the tenant's record of changes — all of it or nothing.
import { and, count, eq, inArray } from 'drizzle-orm';
import { interpolate, messages, projectStatusesFromConfig, type TenantSettingsUpdateBody } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Database } from '../db/client.ts';
import { projects, tenants, type TenantConfigJson } from '../db/schema.ts';
import { type AuditActor, changedValues, recordAudit } from './audit.ts';

const texts = messages.settings.general.validation;

/** The statuses `next` drops from `current` that projects of the tenant still use, with how many use each. */
async function statusesStillInUse(tx: Database, tenantId: string, current: unknown, next: unknown) {
  const kept = new Set(projectStatusesFromConfig(next).map((option) => option.value));
  const dropped = projectStatusesFromConfig(current)
    .map((option) => option.value)
    .filter((value) => !kept.has(value));
  if (dropped.length === 0) return [];
  const rows = await tx
    .select({ status: projects.status, projects: count() })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.status, dropped)))
    .groupBy(projects.status);
  return dropped.flatMap((status) => {
    const used = rows.find((row) => row.status === status)?.projects ?? 0;
    return used > 0 ? [{ status, projects: used }] : [];
  });
}

function statusInUseMessage({ status, projects: used }: { status: string; projects: number }): string {
  return used === 1
    ? interpolate(texts.statusInUseOne, { status })
    : interpolate(texts.statusInUse, { status, count: used });
}

/** Applies the change (nothing when nothing differs). Throws 409 with nothing written. */
export async function updateTenantSettings(
  db: Database,
  tenantId: string,
  body: TenantSettingsUpdateBody,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (!current) throw new ApiError('NOT_FOUND');

    if (body.configJson !== undefined) {
      const inUse = await statusesStillInUse(tx, tenantId, current.configJson, body.configJson);
      const [first] = inUse;
      if (first) {
        throw new ApiError(
          'CONFLICT',
          statusInUseMessage(first),
          inUse.map((entry) => ({ path: 'configJson.projectStatus', message: statusInUseMessage(entry) })),
        );
      }
    }

    const changes = changedValues(
      {
        name: current.name,
        logo: current.logo,
        siteUrl: current.siteUrl,
        plan: current.plan,
        defaultLanguage: current.defaultLanguage,
        configJson: current.configJson,
        publicPortal: current.publicPortal,
        oc4idsPrefix: current.oc4idsPrefix,
      },
      body,
    );
    if (!changes) return;
    await tx
      .update(tenants)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
        ...(body.siteUrl !== undefined ? { siteUrl: body.siteUrl } : {}),
        ...(body.plan !== undefined ? { plan: body.plan } : {}),
        ...(body.defaultLanguage !== undefined ? { defaultLanguage: body.defaultLanguage } : {}),
        ...(body.configJson !== undefined ? { configJson: body.configJson as TenantConfigJson } : {}),
        ...(body.publicPortal !== undefined ? { publicPortal: body.publicPortal } : {}),
        ...(body.oc4idsPrefix !== undefined ? { oc4idsPrefix: body.oc4idsPrefix } : {}),
        updatedAt: now,
      })
      .where(eq(tenants.id, tenantId));
    await recordAudit(tx, tenantId, actor, { action: 'settings.updated', target: null, ...changes }, now);
  });
}
