// /t/:slug/* — the caller must be a member of the tenant. A tenant that does not exist answers like one the caller
// cannot see (403), so slugs cannot be probed. Attaches the tenant id, the role and its permission strings.
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isRole, permissionsForRole } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { memberships, tenants } from '../db/schema.ts';
import type { AppEnv } from './env.ts';
import { ApiError, apiMessages } from './errors.ts';

export function tenantAccess(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const slug = c.req.param('slug') ?? '';
    const caller = c.get('caller');
    const [row] = await db
      .select({ tenantId: tenants.id, slug: tenants.slug, role: memberships.role })
      .from(tenants)
      .innerJoin(memberships, and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, caller.userId)))
      .where(eq(tenants.slug, slug))
      .limit(1);
    if (!row || !isRole(row.role)) throw new ApiError('PERMISSION_DENIED', apiMessages.tenantAccessDenied);
    c.set('tenantAccess', {
      tenantId: row.tenantId,
      slug: row.slug,
      role: row.role,
      permissions: permissionsForRole(row.role),
    });
    await next();
  };
}
