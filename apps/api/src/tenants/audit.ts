// The record of changes of a tenant's administration (table tenant_audit, issue 18): every change of settings,
// domains, invitations, roles and memberships writes one entry in the transaction of the change — who (a snapshot of
// their name and e-mail), when, what and before → after — and GET /t/{slug}/audit reads them newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditListAnswer, AuditListQuery } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { tenantAudit, users } from '../db/schema.ts';

/** Who makes a change, as the record keeps them. */
export interface AuditActor {
  /** null for the operator's command line, which acts as no account. */
  userId: string | null;
  name: string;
  email: string | null;
}

export interface AuditChange {
  action: AuditAction;
  target: string | null;
  before: unknown;
  after: unknown;
}

export async function auditActorOf(db: Database, userId: string): Promise<AuditActor> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { userId, name: user?.name || user?.email || '', email: user?.email ?? null };
}

/** Writes one entry; call it with the transaction of the change, so both commit or neither does. */
export async function recordAudit(
  tx: Database,
  tenantId: string,
  actor: AuditActor,
  change: AuditChange,
  now: Date,
): Promise<void> {
  await tx.insert(tenantAudit).values({
    tenantId,
    actorUserId: actor.userId,
    actorName: actor.name,
    actorEmail: actor.email,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
    createdAt: now,
  });
}

/** JSON text with every object's keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * The fields of `next` (undefined: not part of the change) whose value differs from `current`, as the before and
 * after objects of an entry; null when nothing differs.
 */
export function changedValues<Key extends string>(
  current: Readonly<Record<Key, unknown>>,
  next: Readonly<Partial<Record<Key, unknown>>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next) as [Key, unknown][]) {
    if (value === undefined || sameJson(value, current[key] ?? null)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}

/** One page of a tenant's record, newest first (ties by order of writing, so pages never overlap). */
export async function listAudit(db: Database, tenantId: string, query: AuditListQuery): Promise<AuditListAnswer> {
  const { page, limit } = query;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(tenantAudit)
      .where(eq(tenantAudit.tenantId, tenantId))
      .orderBy(desc(tenantAudit.createdAt), desc(tenantAudit.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(tenantAudit).where(eq(tenantAudit.tenantId, tenantId)),
  ]);
  const total = totalRow?.total ?? 0;
  const totalPages = Math.ceil(total / limit);
  return {
    data: rows.map((row) => ({
      auditId: row.id,
      action: row.action as AuditAction,
      target: row.target,
      actor: row.actorName === null ? null : { userId: row.actorUserId, name: row.actorName, email: row.actorEmail },
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: { page, limit, total, totalPages, hasPrev: page > 1, hasNext: page < totalPages },
  };
}
