// Members and invitations of a tenant (platform.md §3, ARCHITECTURE.md §4).

import { z } from 'zod/mini';
import { builtOnFirstUse } from '../shared/builtOnFirstUse.ts';
import { camelObject, listOf, optionalText, personRef, requiredText, textWithDefault } from './fields.ts';

export const memberSchema = builtOnFirstUse(() =>
  camelObject({
    uid: requiredText,
    name: optionalText,
    email: z.string(),
    avatarUrl: optionalText,
    role: textWithDefault('viewer'),
    status: z.catch(z.literal('active'), 'active'),
  }),
);
export type Member = z.output<typeof memberSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationSchema = builtOnFirstUse(() =>
  camelObject({
    invitationId: requiredText,
    email: z.string(),
    role: textWithDefault('viewer'),
    status: z.pipe(
      z.transform((value) => (typeof value === 'string' ? value.toLowerCase() : value)),
      z.catch(z.enum(INVITATION_STATUSES), 'pending'),
    ),
    expiresAt: optionalText,
    invitedBy: personRef,
    createdAt: optionalText,
  }),
);
export type Invitation = z.output<typeof invitationSchema>;

/** GET /t/{slug}/members: members and invitations (older answers call the members `users`). */
export const membersResponseSchema = builtOnFirstUse(() =>
  z.pipe(
    z.transform((value) => {
      if (Array.isArray(value)) return { members: value };
      const record = value as { members?: unknown; users?: unknown } | null;
      return record && record.members === undefined ? { ...record, members: record.users } : value;
    }),
    z.object({ members: listOf(memberSchema), invitations: listOf(invitationSchema) }),
  ),
);
export type MembersResponse = z.output<typeof membersResponseSchema>;
