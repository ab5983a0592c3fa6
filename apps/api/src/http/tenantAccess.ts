// /t/:slug/* — the caller must be a member of the tenant, confirmed by the database on this very request, before any
// handler runs (ARCHITECTURE.md §3): reads and writes alike, in every API process, with no cache that could still let
// through someone removed a moment ago. A tenant that does not exist answers like one the caller cannot see (403),
// so slugs cannot be probed. The handler receives the tenant and the caller's role with its permission strings as
// plain values; `requirePermission` then checks the route's permission.
// The lookup itself runs as the owner (it is what chooses the tenant); everything after it runs in the tenant's scope
// of row-level security, through `tenantDb(c)` (db/tenantScope.ts), the second wall behind each statement's filter.
import type { Context, MiddlewareHandler } from 'hono';
import { isRole, messages, permissionsForRole } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { tenantDatabase } from '../db/tenantScope.ts';
import { membershipLookup } from '../tenants/membershipQuery.ts';
import type { AppEnv } from './env.ts';
import { refuseEndedSession } from './sessionCutoff.ts';
import { ApiError } from '@siipro/server';

export function tenantAccess(db: Database): MiddlewareHandler<AppEnv> {
  const findMembership = membershipLookup(db);
  return async (c, next) => {
    const slug = c.req.param('slug') ?? '';
    // PostgreSQL holds no NUL character: a slug with one names no tenant, and is answered as any unknown tenant is.
    const caller = c.get('caller');
    const { userId } = caller;
    const row = slug.includes('\u0000') ? null : await findMembership(slug, userId);
    if (!row || !isRole(row.role)) throw new ApiError('PERMISSION_DENIED', messages.tenantAccess.denied);
    refuseEndedSession(caller, row.sessionsValidAfter);
    // Only a member learns that the tenant is disabled; anyone else gets the answer of any unknown tenant.
    if (row.disabledAt) throw new ApiError('PERMISSION_DENIED', messages.tenantDisabled.denied);
    c.set('tenantAccess', {
      tenantId: row.tenantId,
      slug: row.slug,
      membership: { role: row.role, permissions: permissionsForRole(row.role) },
      db: tenantDatabase(db, { tenantId: row.tenantId, userId }),
    });
    await next();
  };
}

/** The database of a /t/:slug handler: the request's tenant only. */
export const tenantDb = (c: Context<AppEnv>): Database => c.get('tenantAccess').db;
