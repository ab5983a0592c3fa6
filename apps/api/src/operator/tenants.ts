// The operator's work on tenants (`pnpm siipro tenant …`, issue 46): open one with the default configuration and an
// invitation for its first admin, list them, disable and enable one. They run as the tables' owner (a tenant does
// not exist yet, or the operator acts on every tenant) and check their own input: the command line is the only
// caller, but a bad slug or e-mail must still never reach the database.
import { asc, count, eq } from 'drizzle-orm';
import {
  defaultTenantConfig,
  interpolate,
  isReservedSlug,
  PUBLIC_PORTAL_PREFIX,
  LOGIN_PATH,
  messages,
  NO_ACCESS_PATH,
  PROFILE_PATH_WITHOUT_TENANT,
  REPORTS_PATH,
  TENANT_NAME_MAX_LENGTH,
  TENANT_PLANS,
  TENANT_PICKER_PATH,
  validateInviteEmail,
  type TenantPlan,
} from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { memberships, tenants } from '../db/schema.ts';
import type { AuditActor } from '../tenants/audit.ts';
import { createInvitation, type InvitationView } from '../tenants/members.ts';

const errors = messages.operator.errors;

/** A refusal of the operator's input or of the state it meets: the command line prints its message and exits 1. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Lower-case letters, digits and single hyphens, starting with a letter: safe in a URL path and a log line. */
const SLUG_PATTERN = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9])){1,62}$/;

/**
 * The web's own first path segments (/login, /tenant/seleccionar, …) and the proxied prefixes: a tenant's pages live
 * at /{slug}/…, so a tenant named like one of them would be unreachable or hide it.
 */
const TOP_LEVEL_WORDS = new Set([
  ...[
    LOGIN_PATH,
    TENANT_PICKER_PATH,
    NO_ACCESS_PATH,
    PROFILE_PATH_WITHOUT_TENANT,
    REPORTS_PATH,
    PUBLIC_PORTAL_PREFIX,
  ].map((path) => path.split('/')[1] ?? ''),
  'api',
  'optimizer',
  'emulator',
  'assets',
  'public',
  't',
  'health',
  'metrics',
  'invitations',
  'users',
  'auth',
]);

export function checkTenantSlug(slug: string): string {
  if (!SLUG_PATTERN.test(slug)) throw new OperatorError(interpolate(errors.slugInvalid, { slug }));
  if (TOP_LEVEL_WORDS.has(slug) || isReservedSlug(slug))
    throw new OperatorError(interpolate(errors.slugReserved, { slug }));
  return slug;
}

export function checkTenantName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new OperatorError(errors.nameRequired);
  if (trimmed.length > TENANT_NAME_MAX_LENGTH)
    throw new OperatorError(interpolate(errors.nameTooLong, { max: TENANT_NAME_MAX_LENGTH }));
  return trimmed;
}

export function checkPlan(plan: string): TenantPlan {
  if (!(TENANT_PLANS as readonly string[]).includes(plan))
    throw new OperatorError(interpolate(errors.planInvalid, { plan, plans: TENANT_PLANS.join(', ') }));
  return plan as TenantPlan;
}

export function checkEmail(email: string): string {
  const result = validateInviteEmail(email);
  if (!result.ok) throw new OperatorError(result.error);
  return result.value;
}

/** Who the tenant's record of changes names for what the command line does. */
export const OPERATOR_ACTOR: AuditActor = { userId: null, name: messages.operator.actorName, email: null };

export interface TenantCreation {
  slug: string;
  name: string;
  adminEmail: string;
  plan?: string;
  demo?: boolean;
}

export interface CreatedTenant {
  tenantId: string;
  slug: string;
  name: string;
  plan: TenantPlan;
  invitation: InvitationView;
}

/** The tenant and its first admin's invitation, in one transaction: both exist, or neither does. */
export async function createTenant(db: Database, input: TenantCreation, now: Date): Promise<CreatedTenant> {
  const slug = checkTenantSlug(input.slug);
  const name = checkTenantName(input.name);
  const plan = checkPlan(input.plan ?? 'free');
  const adminEmail = checkEmail(input.adminEmail);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The unique index has the last word (two operators at once); this check gives the clear message.
    const [taken] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)).limit(1);
    if (taken) throw new OperatorError(interpolate(errors.slugTaken, { slug }));
    const [row] = await tx
      .insert(tenants)
      .values({
        slug,
        name,
        plan,
        defaultLanguage: 'es',
        configJson: defaultTenantConfig(),
        isDemo: input.demo ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tenants.id });
    if (!row) throw new Error('the tenant vanished right after being created');
    const invitation = await createInvitation(tx, row.id, { email: adminEmail, role: 'admin' }, OPERATOR_ACTOR, now);
    return { tenantId: row.id, slug, name, plan, invitation };
  });
}

export interface TenantSummary {
  slug: string;
  name: string;
  plan: string;
  members: number;
  isDemo: boolean;
  disabledAt: Date | null;
}

export async function listTenants(db: Database): Promise<TenantSummary[]> {
  return db
    .select({
      slug: tenants.slug,
      name: tenants.name,
      plan: tenants.plan,
      members: count(memberships.userId),
      isDemo: tenants.isDemo,
      disabledAt: tenants.disabledAt,
    })
    .from(tenants)
    .leftJoin(memberships, eq(memberships.tenantId, tenants.id))
    .groupBy(tenants.id)
    .orderBy(asc(tenants.slug));
}

/**
 * Disables (`disabled`) or enables a tenant; refuses a slug that names none. Doing it twice is no error (scripts may
 * repeat it): the answer says whether anything changed.
 */
export async function setTenantDisabled(
  db: Database,
  slug: string,
  disabled: boolean,
  now: Date,
): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ id: tenants.id, disabledAt: tenants.disabledAt })
      .from(tenants)
      .where(eq(tenants.slug, slug))
      .for('update');
    if (!tenant) throw new OperatorError(interpolate(errors.tenantNotFound, { slug }));
    if (disabled === (tenant.disabledAt !== null)) return 'unchanged';
    await tx
      .update(tenants)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(tenants.id, tenant.id));
    return 'changed';
  });
}
