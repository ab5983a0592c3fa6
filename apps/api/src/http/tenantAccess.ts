// /t/:slug/* — the caller must be a member of the tenant. A tenant that does not exist answers like one the caller
// cannot see (403), so slugs cannot be probed. Attaches the tenant id, and the role with its permission strings.
//
// Reads do not wait for the membership check. A tenant's id never changes and its slug is read-only (platform.md,
// Configuración), so once a check has tied a slug to an id, a later GET of that slug starts its handler at once with
// that id while the check runs beside it; the answer leaves only after the check has passed, and is replaced by the
// 403 otherwise. That takes one database round trip off every read. Writes, and the first request for a slug, wait
// for the check before their handler runs.
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isRole, permissionsForRole } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { memberships, tenants } from '../db/schema.ts';
import type { AppEnv, Membership } from './env.ts';
import { ApiError, apiMessages } from './errors.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** Slugs whose tenant id is remembered; past that the map starts over (only checks that passed add to it). */
const TENANT_IDS_KEPT = 10_000;

interface CheckedMembership extends Membership {
  tenantId: string;
  slug: string;
}

export function tenantAccess(db: Database): MiddlewareHandler<AppEnv> {
  // Prepared once: the same statement on every request, with no query building (drizzle) or planning (PostgreSQL).
  const membershipStatement = db
    .select({ tenantId: tenants.id, slug: tenants.slug, role: memberships.role })
    .from(tenants)
    .innerJoin(
      memberships,
      and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .where(eq(tenants.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('tenant_membership');
  const tenantIdsBySlug = new Map<string, string>();

  async function checkMembership(slug: string, userId: string): Promise<CheckedMembership> {
    const [row] = await membershipStatement.execute({ slug, userId });
    if (!row || !isRole(row.role)) {
      tenantIdsBySlug.delete(slug);
      throw new ApiError('PERMISSION_DENIED', apiMessages.tenantAccessDenied);
    }
    if (tenantIdsBySlug.size >= TENANT_IDS_KEPT) tenantIdsBySlug.clear();
    tenantIdsBySlug.set(slug, row.tenantId);
    return { tenantId: row.tenantId, slug: row.slug, role: row.role, permissions: permissionsForRole(row.role) };
  }

  return async (c, next) => {
    const slug = c.req.param('slug') ?? '';
    const check = checkMembership(slug, c.get('caller').userId);
    const knownTenantId = READ_METHODS.has(c.req.method) ? tenantIdsBySlug.get(slug) : undefined;

    if (knownTenantId === undefined) {
      const checked = await check;
      c.set('tenantAccess', { tenantId: checked.tenantId, slug: checked.slug, membership: check });
      await next();
      return;
    }

    // Whoever awaits it first may be this middleware, after the handler: until then a failed check must not count
    // as an unhandled rejection.
    check.catch(() => undefined);
    c.set('tenantAccess', { tenantId: knownTenantId, slug, membership: check });
    await next();
    try {
      const checked = await check;
      // Cannot happen while slugs are read-only; if it ever did, the answer was read from another tenant.
      if (checked.tenantId !== knownTenantId) throw new ApiError('PERMISSION_DENIED', apiMessages.tenantAccessDenied);
    } catch (error) {
      await discardResponse(c);
      throw error;
    }
  };
}

/** Releases what the handler's answer holds (an export streams from the database) before it is replaced. */
async function discardResponse(c: Context<AppEnv>): Promise<void> {
  await c.res.body?.cancel().catch(() => undefined);
}
