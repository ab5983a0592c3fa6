// The shapes the members page and its parts share.
import type { InvitationStatus, Role } from '@siipro/domain';

export interface MembersAndAccessMember {
  uid: string;
  name: string;
  email: string;
  avatarUrl?: string | null;
  role: Role;
}

export interface MembersAndAccessInvitation {
  invitationId: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  expiresAt: string;
  invitedBy?: { name: string } | null;
  /** The link to copy while the invitation is pending. */
  link?: string | null;
}

export interface InviteValues {
  email: string;
  role: Role;
}

/** What a row's action returns: its controls stay busy until it settles. */
export type Busy = Promise<unknown> | void;
