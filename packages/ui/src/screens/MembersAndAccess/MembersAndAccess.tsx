import { interpolate, messages, type Role } from '@siipro/domain';
import { useState } from 'react';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { Modal } from '../../patterns/Modal';
import { Stack } from '../../primitives/Stack';
import * as shared from '../../styles/settingsPanel.css';
import { toneRecipe } from '../../styles/tone.css';
import { SettingsHeader } from '../SettingsLayout';
import { InvitationsTable } from './InvitationsTable';
import { InviteDialog } from './InviteDialog';
import { MembersTable } from './MembersTable';
import type { Busy, InviteValues, MembersAndAccessInvitation, MembersAndAccessMember } from './types';

export type { InviteValues, MembersAndAccessInvitation, MembersAndAccessMember } from './types';

const texts = messages.settings.members;

export interface MembersAndAccessProps {
  /** Absent while loading. */
  members?: readonly MembersAndAccessMember[] | null;
  invitations?: readonly MembersAndAccessInvitation[] | null;
  loadError?: string | null;
  /** The signed-in person, marked "(tú)". */
  currentUserId?: string | null;
  /** tenant:users:manage — change roles, revoke, resend, cancel; otherwise "Solo lectura". */
  canManage: boolean;
  /** tenant:invite:manage — "Agregar Usuario". */
  canInvite: boolean;
  /** For the invitations' display status (an expired date reads Expirada); now by default. */
  now?: Date;
  /** The invite form's valid e-mail (trimmed, lower-cased) and role. Resolve false when refused: the form stays. */
  onInvite: (values: InviteValues) => Promise<boolean | void> | boolean | void;
  onResend: (invitation: MembersAndAccessInvitation) => Busy;
  /** Cancelar invitación, after the confirmation. */
  onCancelInvitation: (invitation: MembersAndAccessInvitation) => Busy;
  /** Revocar acceso, after the confirmation. */
  onRevoke: (member: MembersAndAccessMember) => Busy;
  onChangeRole: (member: MembersAndAccessMember, role: Role) => Busy;
  /** Cerrar sesiones (every session of the member ends), after the confirmation. Absent: no such button. */
  onEndSessions?: (member: MembersAndAccessMember) => Busy;
  /** Starts with the invite form open (stories). */
  defaultInviteOpen?: boolean;
  className?: string;
}

type Confirmation =
  | { kind: 'revoke'; member: MembersAndAccessMember }
  | { kind: 'endSessions'; member: MembersAndAccessMember }
  | { kind: 'cancel'; invitation: MembersAndAccessInvitation };

/** The confirmation dialog's title, text and button for each kind. */
function confirmationTexts(confirmation: Confirmation | null) {
  if (confirmation?.kind === 'revoke' || confirmation?.kind === 'endSessions') {
    const values = { name: confirmation.member.name || confirmation.member.email, email: confirmation.member.email };
    return confirmation.kind === 'revoke'
      ? { title: texts.confirmRevokeTitle, text: interpolate(texts.confirmRevokeText, values), button: texts.revoke }
      : {
          title: texts.confirmEndSessionsTitle,
          text: interpolate(texts.confirmEndSessionsText, values),
          button: texts.endSessions,
        };
  }
  return {
    title: texts.confirmCancelTitle,
    text: confirmation ? interpolate(texts.confirmCancelText, { email: confirmation.invitation.email }) : undefined,
    button: texts.cancelInvitation,
  };
}

/**
 * "Miembros y Accesos" (platform.md §2, §4, §5): the active members and the invitations with their display status
 * (Pendiente, Aceptada, Revocada, Expirada). Without tenant:users:manage the page says "Solo lectura" and offers no
 * action; with it, each member's role can be changed and their access revoked, and each pending invitation resent,
 * cancelled or its link copied. "Agregar Usuario" (tenant:invite:manage) opens the invite form: e-mail (required, a
 * simple pattern) and role (Visualizador by default). Revoking and cancelling ask for confirmation first, and so does
 * "Cerrar sesiones" (when offered), which ends every session of a member without taking their access away.
 */
export function MembersAndAccess({
  members,
  invitations,
  loadError,
  currentUserId,
  canManage,
  canInvite,
  now = new Date(),
  onInvite,
  onResend,
  onCancelInvitation,
  onRevoke,
  onChangeRole,
  onEndSessions,
  defaultInviteOpen = false,
  className,
}: MembersAndAccessProps) {
  const [inviteOpen, setInviteOpen] = useState(defaultInviteOpen);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  /** Runs a row's action, keeping the row's controls busy until it settles. */
  const run = async (key: string, action: () => Busy) => {
    setBusy((current) => new Set(current).add(key));
    try {
      await action();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const dialog = confirmationTexts(confirmation);

  const confirm = async () => {
    if (!confirmation) return;
    const { key, action } =
      confirmation.kind === 'revoke'
        ? { key: confirmation.member.uid, action: () => onRevoke(confirmation.member) }
        : confirmation.kind === 'endSessions'
          ? { key: confirmation.member.uid, action: () => onEndSessions?.(confirmation.member) }
          : { key: confirmation.invitation.invitationId, action: () => onCancelInvitation(confirmation.invitation) };
    await run(key, action);
    setConfirmation(null);
  };

  return (
    <Stack space="5" className={className}>
      <SettingsHeader
        title={texts.title}
        intro={
          canManage ? undefined : (
            <Inline as="span" space="2" alignY="center">
              <span className={[shared.badge, toneRecipe({ tone: 'grey', look: 'soft' })].join(' ')}>
                {messages.common.readOnly}
              </span>
              {texts.readOnlyText}
            </Inline>
          )
        }
        actions={
          canInvite ? (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setInviteOpen(true)}>
              {texts.addUser}
            </Button>
          ) : null
        }
      />

      {loadError ? (
        <p role="alert" className={shared.alert}>
          {loadError}
        </p>
      ) : null}

      <MembersTable
        members={members}
        loadError={loadError}
        currentUserId={currentUserId}
        canManage={canManage}
        busy={busy}
        onChangeRole={(member, role) => void run(member.uid, () => onChangeRole(member, role))}
        onRevoke={(member) => setConfirmation({ kind: 'revoke', member })}
        onEndSessions={onEndSessions ? (member) => setConfirmation({ kind: 'endSessions', member }) : undefined}
      />

      <InvitationsTable
        invitations={invitations}
        loadError={loadError}
        canManage={canManage}
        canInvite={canInvite}
        now={now}
        busy={busy}
        confirming={confirmation !== null}
        onResend={(invitation) => void run(invitation.invitationId, () => onResend(invitation))}
        onCancel={(invitation) => setConfirmation({ kind: 'cancel', invitation })}
      />

      <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} onInvite={onInvite} />

      <Modal
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        size="sm"
        title={dialog.title}
        description={dialog.text}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmation(null)}>
              {messages.common.back}
            </Button>
            <Button
              variant="danger"
              loading={
                confirmation !== null &&
                busy.has(
                  confirmation.kind === 'cancel' ? confirmation.invitation.invitationId : confirmation.member.uid,
                )
              }
              onClick={() => void confirm()}
            >
              {dialog.button}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
