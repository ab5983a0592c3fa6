// /t/:slug/* — the caller must be a member of the tenant. A tenant that does not exist answers like one the caller
// cannot see (403), so slugs cannot be probed. Attaches the tenant id, and the role with its permission strings.
//
// Reads do not wait for the membership check. A tenant's id never changes and its slug is read-only (platform.md,
// Configuración), so once a check has tied a slug to an id, a later GET of that slug starts its handler at once with
// that id; the answer leaves only after the membership has been confirmed, and is replaced by the 403 otherwise.
// The check then either runs beside the handler, or rides in a statement the handler runs anyway
// (`carryMembershipCheck`, used by the project list): one database round trip less per read. Writes, and the first
// request for a slug, wait for the check before their handler runs.
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { isRole, permissionsForRole } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { memberships, tenants } from '../db/schema.ts';
import type { AppEnv, CarriedMembershipCheck, Membership } from './env.ts';
import { ApiError, apiMessages } from './errors.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** Slugs whose tenant id is remembered; past that the map starts over (only checks that passed add to it). */
const TENANT_IDS_KEPT = 10_000;

interface CheckedMembership extends Membership {
  tenantId: string;
  slug: string;
}

const denied = () => new ApiError('PERMISSION_DENIED', apiMessages.tenantAccessDenied);

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
    if (!row || !isRole(row.role)) throw denied();
    if (tenantIdsBySlug.size >= TENANT_IDS_KEPT) tenantIdsBySlug.clear();
    tenantIdsBySlug.set(slug, row.tenantId);
    return { tenantId: row.tenantId, slug: row.slug, role: row.role, permissions: permissionsForRole(row.role) };
  }

  return async (c, next) => {
    const slug = c.req.param('slug') ?? '';
    // PostgreSQL holds no NUL character: a slug with one names no tenant, and is answered as any unknown tenant is.
    if (slug.includes('\u0000')) throw denied();
    const { userId } = c.get('caller');
    const knownTenantId = READ_METHODS.has(c.req.method) ? tenantIdsBySlug.get(slug) : undefined;

    if (knownTenantId === undefined) {
      const checked = checkMembership(slug, userId);
      const { tenantId } = await checked;
      c.set('tenantAccess', { tenantId, slug, membership: checked, carryMembershipCheck: () => null });
      await next();
      return;
    }

    // What happens to the check of this request: started here, or carried by the handler and the role it found.
    const state: {
      check?: Promise<CheckedMembership>;
      carried?: CarriedMembershipCheck;
      roleFound?: { role: string | null };
    } = {};
    const startCheck = () => {
      if (!state.check) {
        state.check = checkMembership(slug, userId);
        // It is awaited after the handler: until then a failed check must not count as an unhandled rejection.
        state.check.catch(() => undefined);
      }
      return state.check;
    };
    c.set('tenantAccess', {
      tenantId: knownTenantId,
      slug,
      get membership() {
        return startCheck();
      },
      carryMembershipCheck: () => {
        if (state.check || state.carried) return null;
        state.carried = { userId, settle: (role) => void (state.roleFound = { role }) };
        return state.carried;
      },
    });

    // Calling next() runs the handler up to its first await: long enough for it to say it carries the check.
    const handled = next();
    if (!state.carried) startCheck();
    await handled;
    try {
      // The role the handler's statement found settles it. Otherwise — not carried, not settled because the handler
      // failed first, or no role in the remembered tenant — the separate check decides.
      if (state.roleFound && !state.check && isRole(state.roleFound.role)) return;
      // A different id cannot happen while slugs are read-only; if it ever did, the answer came from another tenant
      // (the check has now remembered the right one).
      if ((await startCheck()).tenantId !== knownTenantId) throw denied();
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
