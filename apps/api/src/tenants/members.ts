// Members and invitations of a tenant (ARCHITECTURE.md §4 "Tenant administration", platform.md §2-§6): the list, an
// invitation (7-day expiry, one open invitation per e-mail and tenant, none for a member), its resend (new expiry) and
// revocation, removing a member and changing a role. A tenant keeps at least one admin: every change of an admin's
// membership first locks the tenant's row, so two admins removing each other at once cannot leave it with none.
// Each change is recorded in the tenant's record of changes in its own transaction.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  interpolate,
  invitationDisplayStatus,
  invitationExpiry,
  messages,
  paths,
  type InvitationAnswer,
  type MemberAnswer,
  type MembersAnswer,
  type Role,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Database } from '../db/client.ts';
import { invitations, memberships, tenants, users } from '../db/schema.ts';
import { uuidOr404 } from '../edits/versionedEdit.ts';
import { type AuditActor, recordAudit } from './audit.ts';

const texts = messages.settings.members.errors;

type InvitationRow = typeof invitations.$inferSelect;

/** An invitation with what its answer and its e-mail need besides its own row. */
export interface InvitationView {
  row: InvitationRow;
  invitedByName: string | null;
  tenantName: string;
}

/** 24 random bytes, URL-safe: the token of an invitation's link. */
const newToken = () => randomBytes(24).toString('base64url');

export function invitationLink(webUrl: string, token: string | null): string | null {
  return token ? `${webUrl}${paths.invitation(token)}` : null;
}

export function invitationAnswer(
  row: InvitationRow,
  invitedByName: string | null,
  webUrl: string,
  now: Date,
): InvitationAnswer {
  const status = invitationDisplayStatus({ status: row.status, expiresAt: row.expiresAt.toISOString() }, now);
  return {
    invitationId: row.id,
    email: row.email,
    role: row.role as Role,
    status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    invitedBy: invitedByName === null ? null : { name: invitedByName },
    link: status === 'pending' ? invitationLink(webUrl, row.token) : null,
  };
}

export async function listMembers(db: Database, tenantId: string, webUrl: string, now: Date): Promise<MembersAnswer> {
  const [memberRows, invitationRows] = await Promise.all([
    db
      .select({
        uid: users.id,
        name: users.name,
        email: users.email,
        avatarUrl: users.avatarUrl,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.tenantId, tenantId))
      .orderBy(asc(users.name), asc(users.email)),
    db
      .select({ row: invitations, inviterName: users.name, inviterEmail: users.email })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(eq(invitations.tenantId, tenantId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id)),
  ]);
  return {
    members: memberRows.map((member): MemberAnswer => ({ ...member, role: member.role as Role, status: 'active' })),
    invitations: invitationRows.map(({ row, inviterName, inviterEmail }) =>
      invitationAnswer(row, inviterEmail === null ? null : inviterName || inviterEmail, webUrl, now),
    ),
  };
}

async function lockTenant(tx: Database, tenantId: string): Promise<{ name: string }> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!tenant) throw new ApiError('NOT_FOUND');
  return tenant;
}

/** POST …/members/invitations: a new pending invitation with a 7-day expiry and a link token. */
export async function createInvitation(
  db: Database,
  tenantId: string,
  body: { email: string; role: Role },
  actor: AuditActor,
  now: Date,
): Promise<InvitationView> {
  const { email, role } = body;
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenantId), eq(users.email, email)))
      .limit(1);
    if (member) throw new ApiError('CONFLICT', interpolate(texts.alreadyMember, { email }));

    const [open] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenantId, tenantId), eq(invitations.email, email), eq(invitations.status, 'pending')));
    if (open && open.expiresAt.getTime() >= now.getTime()) {
      throw new ApiError('CONFLICT', interpolate(texts.alreadyInvited, { email }));
    }
    // A pending invitation whose date passed is expired: saying so frees the place of the new one.
    if (open) {
      await tx.update(invitations).set({ status: 'expired', updatedAt: now }).where(eq(invitations.id, open.id));
    }

    const [row] = await tx
      .insert(invitations)
      .values({
        tenantId,
        email,
        role,
        status: 'pending',
        expiresAt: new Date(invitationExpiry(now)),
        invitedBy: actor.userId,
        token: newToken(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('the invitation vanished right after being created');
    await recordAudit(
      tx,
      tenantId,
      actor,
      {
        action: 'invitation.created',
        target: email,
        before: null,
        after: { invitationId: row.id, email, role, expiresAt: row.expiresAt.toISOString() },
      },
      now,
    );
    return { row, invitedByName: actor.name, tenantName: tenant.name };
  });
}

/** The tenant's invitation with that id, locked; 404 when it has none. */
async function lockInvitation(tx: Database, tenantId: string, invitationId: string) {
  const id = uuidOr404(invitationId, texts.invitationNotFound);
  const [found] = await tx
    .select({ row: invitations, inviterName: users.name, inviterEmail: users.email })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.id, id), eq(invitations.tenantId, tenantId)))
    .for('update', { of: invitations });
  if (!found) throw new ApiError('NOT_FOUND', texts.invitationNotFound);
  if (found.row.status !== 'pending') throw new ApiError('CONFLICT', texts.invitationNotPending);
  return {
    row: found.row,
    invitedByName: found.inviterEmail === null ? null : found.inviterName || found.inviterEmail,
  };
}

/** POST …/invitations/{id}/resend: a pending invitation (even one whose date passed) gets 7 more days. */
export async function resendInvitation(
  db: Database,
  tenantId: string,
  invitationId: string,
  actor: AuditActor,
  now: Date,
): Promise<InvitationView> {
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    const { row, invitedByName } = await lockInvitation(tx, tenantId, invitationId);
    const expiresAt = new Date(invitationExpiry(now));
    // An invitation made before links existed gets its token now.
    const token = row.token ?? newToken();
    await tx.update(invitations).set({ expiresAt, token, updatedAt: now }).where(eq(invitations.id, row.id));
    await recordAudit(
      tx,
      tenantId,
      actor,
      {
        action: 'invitation.resent',
        target: row.email,
        before: { invitationId: row.id, expiresAt: row.expiresAt.toISOString() },
        after: { invitationId: row.id, expiresAt: expiresAt.toISOString() },
      },
      now,
    );
    return { row: { ...row, expiresAt, token, updatedAt: now }, invitedByName, tenantName: tenant.name };
  });
}

/** POST …/invitations/{id}/revoke: a pending invitation becomes revoked; signing in no longer accepts it. */
export async function revokeInvitation(
  db: Database,
  tenantId: string,
  invitationId: string,
  actor: AuditActor,
  now: Date,
): Promise<InvitationView> {
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, tenantId);
    const { row, invitedByName } = await lockInvitation(tx, tenantId, invitationId);
    await tx.update(invitations).set({ status: 'revoked', updatedAt: now }).where(eq(invitations.id, row.id));
    await recordAudit(
      tx,
      tenantId,
      actor,
      {
        action: 'invitation.revoked',
        target: row.email,
        before: { invitationId: row.id, status: 'pending' },
        after: { invitationId: row.id, status: 'revoked' },
      },
      now,
    );
    return { row: { ...row, status: 'revoked', updatedAt: now }, invitedByName, tenantName: tenant.name };
  });
}

/** The member with that user id, in a transaction that holds the tenant's lock; 404 when not a member. */
async function memberOf(tx: Database, tenantId: string, uid: string) {
  const userId = uuidOr404(uid, texts.memberNotFound);
  const [member] = await tx
    .select({ uid: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl, role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  if (!member) throw new ApiError('NOT_FOUND', texts.memberNotFound);
  return member;
}

/** Refuses (409) a change that would take the admin role away from the tenant's only admin. */
async function keepAnAdmin(tx: Database, tenantId: string, currentRole: string, nextRole: string | null) {
  if (currentRole !== 'admin' || nextRole === 'admin') return;
  const [admins] = await tx
    .select({ total: count() })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.role, 'admin')));
  if ((admins?.total ?? 0) <= 1) throw new ApiError('CONFLICT', texts.lastAdmin);
}

/** DELETE …/members/{uid}: the membership goes; the person's next request to the tenant is refused. */
export async function removeMember(
  db: Database,
  tenantId: string,
  uid: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const member = await memberOf(tx, tenantId, uid);
    await keepAnAdmin(tx, tenantId, member.role, null);
    await tx.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, member.uid)));
    await recordAudit(
      tx,
      tenantId,
      actor,
      {
        action: 'member.removed',
        target: member.email,
        before: { uid: member.uid, email: member.email, name: member.name, role: member.role },
        after: null,
      },
      now,
    );
  });
}

/**
 * DELETE …/members/{uid}/sessions: every session of a member ends — their refresh tokens are revoked, and access
 * tokens issued until now are refused (http/sessionCutoff.ts) — in every tenant, since a session is the person's.
 * Their membership stays: signing in again lets them back in. Recorded with how many sessions were open.
 */
export async function endMemberSessions(
  db: Database,
  tenantId: string,
  uid: string,
  revokeAllOf: (tx: Database, userId: string) => Promise<number>,
  actor: AuditActor,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, tenantId, uid);
    await tx.update(users).set({ sessionsValidAfter: now }).where(eq(users.id, member.uid));
    const endedSessions = await revokeAllOf(tx, member.uid);
    await recordAudit(
      tx,
      tenantId,
      actor,
      {
        action: 'member.sessions_ended',
        target: member.email,
        before: { uid: member.uid, email: member.email, openSessions: endedSessions },
        after: { uid: member.uid, email: member.email, openSessions: 0 },
      },
      now,
    );
    return endedSessions;
  });
}

/** PATCH …/members/{uid}/role: the new role applies from the person's next request. */
export async function changeMemberRole(
  db: Database,
  tenantId: string,
  uid: string,
  role: Role,
  actor: AuditActor,
  now: Date,
): Promise<MemberAnswer> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, tenantId);
    const member = await memberOf(tx, tenantId, uid);
    if (member.role !== role) {
      await keepAnAdmin(tx, tenantId, member.role, role);
      await tx
        .update(memberships)
        .set({ role, updatedAt: now })
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, member.uid)));
      await recordAudit(
        tx,
        tenantId,
        actor,
        {
          action: 'member.role_changed',
          target: member.email,
          before: { uid: member.uid, role: member.role },
          after: { uid: member.uid, role },
        },
        now,
      );
    }
    return { ...member, role, status: 'active' };
  });
}
