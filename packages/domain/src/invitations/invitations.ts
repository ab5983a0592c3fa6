// Invitation display status and expiry (platform.md §3, §4, §9).

import type { InvitationStatus } from '../entities/members.ts';
import { formatDateTimeAR } from '../format/dates.ts';
import { interpolate } from '../messages/interpolate.ts';
// Areas of the catalogue, not all of it: the sign-in page (the first a newcomer loads) names an invitation's status.
import { memberStatusLabels } from '../messages/areas/memberStatuses.ts';
import { tenantsMessages } from '../messages/areas/tenants.ts';
import { roleLabel } from '../permissions/permissions.ts';

export const INVITATION_EXPIRY_DAYS = 7;

type Instant = Date | string | number;

const toTime = (value: Instant) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/**
 * accepted, revoked, expired (status expired or expiry date passed), otherwise pending — in that order, so an accepted
 * invitation stays accepted after its date.
 */
export function invitationDisplayStatus(
  invitation: { status?: string | null; expiresAt?: string | null },
  now: Instant,
): InvitationStatus {
  const status = invitation.status?.toLowerCase();
  if (status === 'accepted') return 'accepted';
  if (status === 'revoked') return 'revoked';
  if (status === 'expired') return 'expired';
  const expires = invitation.expiresAt ? Date.parse(invitation.expiresAt) : Number.NaN;
  if (Number.isFinite(expires) && expires < toTime(now)) return 'expired';
  return 'pending';
}

export function invitationStatusLabel(status: InvitationStatus): string {
  return memberStatusLabels[status];
}

/** Only pending invitations can be resent or cancelled. */
export function canManageInvitation(invitation: { status?: string | null; expiresAt?: string | null }, now: Instant) {
  return invitationDisplayStatus(invitation, now) === 'pending';
}

/** Expiry of an invitation sent at `sentAt`: seven days later. */
export function invitationExpiry(sentAt: Instant): string {
  return new Date(toTime(sentAt) + INVITATION_EXPIRY_DAYS * 86_400_000).toISOString();
}

/** The e-mail that carries an invitation: subject and plain text, in Spanish, with the link and the expiry. */
export function invitationEmail(invitation: {
  tenantName: string;
  inviterName: string | null;
  email: string;
  role: string;
  link: string;
  expiresAt: Instant;
}): { subject: string; text: string } {
  const texts = tenantsMessages.settings.members.invitationEmail;
  const values = {
    tenant: invitation.tenantName,
    inviter: invitation.inviterName || texts.someone,
    role: roleLabel(invitation.role),
    email: invitation.email,
    link: invitation.link,
    expiresAt: formatDateTimeAR(new Date(toTime(invitation.expiresAt))),
  };
  return { subject: interpolate(texts.subject, values), text: interpolate(texts.body, values) };
}
