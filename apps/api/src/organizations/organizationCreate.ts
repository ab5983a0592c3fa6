// POST /t/{slug}/organizations (issue 42): a new organisation with a slug from its name (unique in the tenant, never a
// route word: domain's uniqueSlug). Two organisations of one tenant never share a name ignoring case and accents
// (the import matches organisations by name that way): a second one is a 409 that names it.
import { and, eq, ne, sql } from 'drizzle-orm';
import { interpolate, messages, uniqueSlug, type OrganizationCreateBody } from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { DatabaseTransaction } from '../db/client.ts';
import { folded } from '../db/fold.ts';
import { organizations } from '../db/schema.ts';
import { updatedBy } from '../edits/versionedEdit.ts';
import type { Author } from '../projects/author.ts';

/**
 * 409 when another organisation of the tenant (archived ones included) has the name, ignoring case and accents.
 * Writes of one tenant's organisation names take turns until commit, so two of the same name cannot both pass.
 */
export async function checkOrganizationNameFree(
  tx: DatabaseTransaction,
  tenantId: string,
  name: string,
  exceptOrganizationId: string | null,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organization_name'), hashtext(${tenantId}))`);
  const [same] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(
      and(
        eq(organizations.tenantId, tenantId),
        sql`${folded(organizations.name)} = ${folded(sql`${name}`)}`,
        ...(exceptOrganizationId ? [ne(organizations.id, exceptOrganizationId)] : []),
      ),
    )
    .limit(1);
  if (same) {
    throw new ApiError('CONFLICT', interpolate(messages.organizationForm.validation.nameTaken, { name: same.name }));
  }
}

/** Creates it in the caller's transaction and answers its id; 409 when the name is taken. */
export async function createOrganizationInTx(
  tx: DatabaseTransaction,
  tenantId: string,
  body: OrganizationCreateBody,
  author: Author,
  clock: Clock,
): Promise<{ organizationId: string; slug: string }> {
  await checkOrganizationNameFree(tx, tenantId, body.name, null);
  const slug = await uniqueSlug(body.name, async (candidate) => {
    const [taken] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.slug, candidate)))
      .limit(1);
    return taken !== undefined;
  });
  const now = clock.now();
  const [created] = await tx
    .insert(organizations)
    .values({
      tenantId,
      slug,
      name: body.name,
      description: body.description ?? null,
      responsableName: body.responsableName ?? null,
      responsableEmail: body.responsableEmail ?? null,
      createdByUserId: author.userId,
      createdByName: author.name,
      createdByAvatarUrl: author.avatarUrl,
      ...updatedBy(author),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organizations.id });
  return { organizationId: created!.id, slug };
}
