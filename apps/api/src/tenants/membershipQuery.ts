// The caller's membership of the tenant a /t/:slug request names: the statement every such request runs before its
// handler (http/tenantAccess.ts), and which the list benchmark counts on its SQL side (bench/lists/measure.ts).
// Three index probes: tenants by its unique slug, memberships by its primary key (tenant_id, user_id), users by id (for
// the time an admin last ended the person's sessions, http/sessionCutoff.ts).
import { Placeholder, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { memberships, tenants, users } from '../db/schema.ts';

/** Named, so each database connection parses and plans it once and then only executes it. */
export const MEMBERSHIP_STATEMENT_NAME = 'tenant_membership';

export interface MembershipRow {
  tenantId: string;
  slug: string;
  role: string;
  /** Set when the operator disabled the tenant: its members are refused with their own message. */
  disabledAt: Date | null;
  sessionsValidAfter: Date | null;
}

function membershipSelect(db: Database) {
  return db
    .select({
      tenantId: tenants.id,
      slug: tenants.slug,
      role: memberships.role,
      disabledAt: tenants.disabledAt,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(tenants)
    .innerJoin(
      memberships,
      and(eq(memberships.tenantId, tenants.id), eq(memberships.userId, sql.placeholder('userId'))),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(tenants.slug, sql.placeholder('slug')))
    .limit(1);
}

/** The lookup, prepared once: on each call one execution of the same statement, no query building or planning. */
export function membershipLookup(db: Database): (slug: string, userId: string) => Promise<MembershipRow | null> {
  const statement = membershipSelect(db).prepare(MEMBERSHIP_STATEMENT_NAME);
  return async (slug, userId) => (await statement.execute({ slug, userId }))[0] ?? null;
}

/** The same statement's text and parameters for these values, to send straight through a driver (the benchmark). */
export function membershipStatementText(
  db: Database,
  values: { slug: string; userId: string },
): { name: string; sql: string; params: unknown[] } {
  const { sql: text, params } = membershipSelect(db).toSQL();
  return {
    name: MEMBERSHIP_STATEMENT_NAME,
    sql: text,
    params: params.map((param) => (param instanceof Placeholder ? values[param.name as keyof typeof values] : param)),
  };
}
