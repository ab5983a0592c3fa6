// What happens when a person proves who they are with a Firebase ID token whose e-mail is verified: we find their user
// row (by Firebase uid, else by e-mail, linking the uid), or create it on first sight, and accept every pending,
// unexpired invitation for their e-mail. Idempotent: running it twice accepts nothing new.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { invitations, memberships, tenants, users } from '../db/schema.ts';
import type { VerifiedIdentity } from '../auth/idTokenVerifier.ts';
import { messages, normalizeEmailAddress } from '@siipro/domain';
import { recordAudit } from '../tenants/audit.ts';
import { ApiError } from '@siipro/server';

export type UserRow = typeof users.$inferSelect;

export interface AcceptedInvitation {
  invitationId: string;
  tenantId: string;
  tenantSlug: string;
  tenantName: string;
  role: string;
}

export interface SignInResult {
  user: UserRow;
  acceptedInvitations: AcceptedInvitation[];
}

async function findOrCreateUser(tx: Database, identity: VerifiedIdentity, email: string, now: Date): Promise<UserRow> {
  const [byUid] = await tx.select().from(users).where(eq(users.firebaseUid, identity.firebaseUid)).limit(1);
  const [byEmail] =
    byUid?.email === email ? [byUid] : await tx.select().from(users).where(eq(users.email, email)).limit(1);
  // The Firebase account of one user now says the e-mail of another: which person is this? Neither row may take the
  // other's place, so the sign-in is refused (before, the e-mail's unique index answered with a 500).
  if (byUid && byEmail && byUid.id !== byEmail.id) {
    throw new ApiError('UNAUTHENTICATED', messages.session.accountMismatch);
  }
  const existing = byUid ?? byEmail;

  if (existing) {
    const [updated] = await tx
      .update(users)
      .set({
        // The Firebase account behind an e-mail can change (re-created account, emulator restart): follow it.
        firebaseUid: identity.firebaseUid,
        email,
        // Keep what the person or an admin set; fill blanks from the identity provider.
        name: existing.name || identity.name || '',
        avatarUrl: existing.avatarUrl ?? identity.picture,
        lastLoginAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated ?? existing;
  }

  // Two first sign-ins racing: the loser's insert does nothing and it reads the winner's row.
  await tx
    .insert(users)
    .values({
      firebaseUid: identity.firebaseUid,
      email,
      name: identity.name ?? '',
      avatarUrl: identity.picture,
      lastLoginAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [created] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (!created) throw new Error(`user ${email} vanished right after being created`);
  return created;
}

async function acceptPendingInvitations(tx: Database, user: UserRow, now: Date): Promise<AcceptedInvitation[]> {
  const pending = await tx
    .select({
      invitationId: invitations.id,
      tenantId: invitations.tenantId,
      role: invitations.role,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
    })
    .from(invitations)
    .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
    // A disabled workspace's invitation waits, still pending, until the operator enables it (issue 46).
    .where(
      and(
        eq(invitations.email, user.email),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, now),
        isNull(tenants.disabledAt),
      ),
    )
    .orderBy(invitations.createdAt);

  const actor = { userId: user.id, name: user.name || user.email, email: user.email };
  for (const invitation of pending) {
    // An existing membership keeps its role: an invitation never demotes anybody.
    const joined = await tx
      .insert(memberships)
      .values({ tenantId: invitation.tenantId, userId: user.id, role: invitation.role, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ role: memberships.role });
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedBy: user.id, acceptedAt: now, updatedAt: now })
      .where(eq(invitations.id, invitation.invitationId));
    await recordAudit(
      tx,
      invitation.tenantId,
      actor,
      {
        action: 'invitation.accepted',
        target: user.email,
        before: { invitationId: invitation.invitationId, status: 'pending' },
        after: {
          invitationId: invitation.invitationId,
          status: 'accepted',
          uid: user.id,
          // null: the person was a member already, and keeps the role they had.
          role: joined.length > 0 ? invitation.role : null,
        },
      },
      now,
    );
  }
  return pending;
}

export async function signIn(db: Database, identity: VerifiedIdentity, clock: Clock): Promise<SignInResult> {
  if (!identity.email) throw new ApiError('UNAUTHENTICATED', messages.session.missingEmail);
  // The e-mail is what ties a Firebase account to a user row and to invitations. Anyone can create a password account
  // for any address without owning it, so an address nobody has proven must not reach either (platform.md §8).
  if (!identity.emailVerified) throw new ApiError('PERMISSION_DENIED', messages.login.errors.emailNotVerified);
  // The spelling invitations are stored in (domain's one definition), so a person's invitations find them.
  const email = normalizeEmailAddress(identity.email);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx as unknown as Database, identity, email, now);
    const acceptedInvitations = await acceptPendingInvitations(tx as unknown as Database, user, now);
    return { user, acceptedInvitations };
  });
}
