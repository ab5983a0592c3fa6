// The signed-in user as the web sees it (POST /auth/login, GET/PATCH /users/me): profile fields, every tenant with
// the caller's role and its permission strings, and the tenant to open first.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { PERMISSIONS, ROLES, isRole, permissionsForRole } from '@siipro/domain';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { memberships, tenants, users } from '../db/schema.ts';
import { ApiError } from '@siipro/server';

const configJsonSchema = z
  .looseObject({})
  .meta({ description: 'Configuración libre del tenant (projectStatus, map, …).' });

export const sessionTenantSchema = z.object({
  tenantId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  siteUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** The permission strings of the role (ARCHITECTURE.md §3). */
  features: z.array(z.enum(PERMISSIONS)),
  /** The demo tenant is reset on every deployment; the web shows a banner. */
  isDemo: z.boolean(),
  configJson: configJsonSchema,
});
export type SessionTenant = z.infer<typeof sessionTenantSchema>;

export const sessionUserSchema = z.object({
  uid: z.uuid(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  language: z.string(),
  phone: z.string().nullable(),
  workAddress: z.string().nullable(),
  /** Slug of the tenant the person chose to open by default, or null. */
  preferredTenant: z.string().nullable(),
  tenants: z.array(sessionTenantSchema),
  /** The preferred tenant, else the only one; null when there is no obvious choice. */
  tenantActive: z
    .object({ tenantId: z.uuid(), slug: z.string(), name: z.string(), configJson: configJsonSchema })
    .nullable(),
  /** User-level permissions beyond tenant roles; none exist yet. */
  grants: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export async function loadSessionTenants(db: Database, userId: string): Promise<SessionTenant[]> {
  const rows = await db
    .select({
      tenantId: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      logo: tenants.logo,
      siteUrl: tenants.siteUrl,
      isDemo: tenants.isDemo,
      configJson: tenants.configJson,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    // A tenant the operator disabled leaves the list (its /t/{slug} requests are refused: http/tenantAccess.ts).
    .where(and(eq(memberships.userId, userId), isNull(tenants.disabledAt)))
    .orderBy(asc(tenants.name));
  // The database's check constraint admits only known roles; the filter keeps the type honest.
  return rows.flatMap(({ role, ...tenant }) =>
    isRole(role) ? [{ ...tenant, role, features: permissionsForRole(role) }] : [],
  );
}

export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // A valid token for a user that no longer exists: the session is over.
  if (!user) throw new ApiError('UNAUTHENTICATED');
  const userTenants = await loadSessionTenants(db, user.id);
  const preferred = userTenants.find((tenant) => tenant.tenantId === user.preferredTenantId) ?? null;
  const active = preferred ?? (userTenants.length === 1 ? userTenants[0] : undefined) ?? null;
  return {
    uid: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUrl,
    language: user.language,
    phone: user.phone,
    workAddress: user.workAddress,
    preferredTenant: preferred?.slug ?? null,
    tenants: userTenants,
    tenantActive: active
      ? { tenantId: active.tenantId, slug: active.slug, name: active.name, configJson: active.configJson }
      : null,
    grants: [],
  };
}
