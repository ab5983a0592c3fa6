import {
  DEFAULT_INVITATION_ROLE,
  ROLES,
  formatDateTimeAR,
  interpolate,
  invitationDisplayStatus,
  invitationStatusLabel,
  messages,
  roleLabel,
  validateInviteEmail,
  type InvitationStatus,
  type Role,
} from '@siipro/domain';
import { useId, useState, type FormEvent } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { CopyLinkButton } from '../CopyLinkButton';
import { Icon } from '../Icon';
import { Inline } from '../Inline';
import { Modal } from '../Modal';
import { Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import * as shared from '../../styles/settingsPanel.css';
import { SettingsHeader, SettingsTable } from '../SettingsLayout/SettingsParts';
import * as styles from './MembersAndAccess.css';

const texts = messages.settings.members;

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

type Busy = Promise<unknown> | void;

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
  /** Starts with the invite form open (stories). */
  defaultInviteOpen?: boolean;
  className?: string;
}

const STATUS_TONES: Record<InvitationStatus | 'active', shared.BadgeTone> = {
  active: 'green',
  pending: 'yellow',
  accepted: 'green',
  revoked: 'red',
  expired: 'grey',
};

function StatusBadge({ status }: { status: InvitationStatus | 'active' }) {
  const label = status === 'active' ? texts.statuses.active : invitationStatusLabel(status);
  return <span className={[shared.badge, shared.badgeTones[STATUS_TONES[status]]].join(' ')}>{label}</span>;
}

type Confirmation =
  { kind: 'revoke'; member: MembersAndAccessMember } | { kind: 'cancel'; invitation: MembersAndAccessInvitation };

/**
 * "Miembros y Accesos" (platform.md §2, §4, §5): the active members and the invitations with their display status
 * (Pendiente, Aceptada, Revocada, Expirada). Without tenant:users:manage the page says "Solo lectura" and offers no
 * action; with it, each member's role can be changed and their access revoked, and each pending invitation resent,
 * cancelled or its link copied. "Agregar Usuario" (tenant:invite:manage) opens the invite form: e-mail (required, a
 * simple pattern) and role (Visualizador by default). Revoking and cancelling ask for confirmation first.
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
  defaultInviteOpen = false,
  className,
}: MembersAndAccessProps) {
  const [inviteOpen, setInviteOpen] = useState(defaultInviteOpen);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_INVITATION_ROLE);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const formId = `${id}-invite`;
  const emailErrorId = `${id}-email-error`;

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

  const closeInvite = () => {
    setInviteOpen(false);
    setEmail('');
    setRole(DEFAULT_INVITATION_ROLE);
    setEmailError(null);
  };

  const submitInvite = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting) return;
    const result = validateInviteEmail(email);
    if (!result.ok) {
      setEmailError(result.error);
      return;
    }
    setEmailError(null);
    setInviting(true);
    try {
      if ((await onInvite({ email: result.value, role })) !== false) closeInvite();
    } finally {
      setInviting(false);
    }
  };

  const confirm = async () => {
    if (!confirmation) return;
    const { key, action } =
      confirmation.kind === 'revoke'
        ? { key: confirmation.member.uid, action: () => onRevoke(confirmation.member) }
        : { key: confirmation.invitation.invitationId, action: () => onCancelInvitation(confirmation.invitation) };
    await run(key, action);
    setConfirmation(null);
  };

  const memberHead = [messages.settings.general.fields.name, texts.email, texts.role, texts.status];
  const invitationHead = [texts.email, texts.role, texts.status, texts.expiresAt, texts.invitedBy];

  return (
    <Stack space="5" className={className}>
      <SettingsHeader
        title={texts.title}
        intro={
          canManage ? undefined : (
            <Inline as="span" space="2" alignY="center">
              <span className={[shared.badge, shared.badgeTones.grey].join(' ')}>{messages.common.readOnly}</span>
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

      <Stack as="section" space="3" padding={{ default: '5', compact: '3' }} className={shared.panel}>
        <h2 className={shared.sectionTitle}>{texts.membersTitle}</h2>
        {!members ? (
          loadError ? null : (
            <Skeleton lines={4} />
          )
        ) : (
          <SettingsTable
            caption={texts.membersTitle}
            head={canManage ? [...memberHead, texts.actions] : memberHead}
            emptyText={texts.noMembers}
          >
            {members.map((member) => {
              const isBusy = busy.has(member.uid);
              return (
                <tr key={member.uid}>
                  <td data-label={memberHead[0]} className={shared.cell}>
                    <Inline space="2" alignY="center" wrap={false}>
                      <Avatar name={member.name} email={member.email} src={member.avatarUrl} size="sm" decorative />
                      <span className={styles.name}>
                        {member.name || member.email}
                        {member.uid === currentUserId ? ` ${texts.you}` : ''}
                      </span>
                    </Inline>
                  </td>
                  <td data-label={memberHead[1]} className={shared.cell}>
                    {member.email}
                  </td>
                  <td data-label={memberHead[2]} className={shared.cell}>
                    {canManage ? (
                      <select
                        className={styles.select}
                        aria-label={interpolate(texts.roleOf, { name: member.name || member.email })}
                        value={member.role}
                        disabled={isBusy}
                        onChange={(event) =>
                          void run(member.uid, () => onChangeRole(member, event.target.value as Role))
                        }
                      >
                        {ROLES.map((option) => (
                          <option key={option} value={option}>
                            {roleLabel(option)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      roleLabel(member.role)
                    )}
                  </td>
                  <td data-label={memberHead[3]} className={shared.cell}>
                    <StatusBadge status="active" />
                  </td>
                  {canManage ? (
                    <td data-label={texts.actions} className={shared.cell}>
                      <Button
                        size="sm"
                        variant="ghost"
                        className={styles.danger}
                        aria-label={interpolate(texts.revokeFor, { name: member.name || member.email })}
                        disabled={isBusy}
                        onClick={() => setConfirmation({ kind: 'revoke', member })}
                      >
                        {texts.revoke}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </SettingsTable>
        )}
      </Stack>

      <Stack as="section" space="3" padding={{ default: '5', compact: '3' }} className={shared.panel}>
        <h2 className={shared.sectionTitle}>{texts.invitationsTitle}</h2>
        {!invitations ? (
          loadError ? null : (
            <Skeleton lines={3} />
          )
        ) : (
          <SettingsTable
            caption={texts.invitationsTitle}
            head={canManage || canInvite ? [...invitationHead, texts.actions] : invitationHead}
            emptyText={texts.noInvitations}
          >
            {invitations.map((invitation) => {
              const status = invitationDisplayStatus(invitation, now);
              const pending = status === 'pending';
              const isBusy = busy.has(invitation.invitationId);
              return (
                <tr key={invitation.invitationId}>
                  <td data-label={invitationHead[0]} className={shared.cell}>
                    {invitation.email}
                  </td>
                  <td data-label={invitationHead[1]} className={shared.cell}>
                    {roleLabel(invitation.role)}
                  </td>
                  <td data-label={invitationHead[2]} className={shared.cell}>
                    <StatusBadge status={status} />
                  </td>
                  <td data-label={invitationHead[3]} className={[shared.cell, shared.nowrap].join(' ')}>
                    {formatDateTimeAR(invitation.expiresAt)}
                  </td>
                  <td data-label={invitationHead[4]} className={shared.cell}>
                    {invitation.invitedBy?.name ?? messages.common.empty}
                  </td>
                  {canManage || canInvite ? (
                    <td data-label={texts.actions} className={shared.cell}>
                      {pending ? (
                        <Inline space="1" alignY="center">
                          {invitation.link ? (
                            <CopyLinkButton
                              to={invitation.link}
                              label={interpolate(texts.copyInvitationLink, { email: invitation.email })}
                            />
                          ) : null}
                          {canManage ? (
                            <>
                              <Button
                                size="sm"
                                variant="ghost"
                                aria-label={interpolate(texts.resendFor, { email: invitation.email })}
                                loading={isBusy && confirmation === null}
                                onClick={() => void run(invitation.invitationId, () => onResend(invitation))}
                              >
                                {texts.resend}
                              </Button>
                              <Button
                                size="sm"
                                variant="ghost"
                                className={styles.danger}
                                aria-label={interpolate(texts.cancelFor, { email: invitation.email })}
                                disabled={isBusy}
                                onClick={() => setConfirmation({ kind: 'cancel', invitation })}
                              >
                                {texts.cancelInvitation}
                              </Button>
                            </>
                          ) : null}
                        </Inline>
                      ) : (
                        messages.common.empty
                      )}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </SettingsTable>
        )}
      </Stack>

      <Modal
        open={inviteOpen}
        onClose={closeInvite}
        size="sm"
        title={texts.addUser}
        footer={
          <>
            <Button variant="secondary" onClick={closeInvite}>
              {messages.common.cancel}
            </Button>
            <Button type="submit" form={formId} variant="primary" loading={inviting}>
              {texts.sendInvitation}
            </Button>
          </>
        }
      >
        <Stack as="form" id={formId} space="4" onSubmit={(event) => void submitInvite(event)}>
          <Stack space="1">
            <label htmlFor={`${id}-email`} className={shared.fieldLabel}>
              {texts.email}
            </label>
            <input
              id={`${id}-email`}
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              className={styles.input}
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? emailErrorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            {emailError ? (
              <p id={emailErrorId} className={shared.fieldError}>
                <Icon name="error" />
                {emailError}
              </p>
            ) : null}
          </Stack>
          <Stack space="1">
            <label htmlFor={`${id}-role`} className={shared.fieldLabel}>
              {texts.role}
            </label>
            <select
              id={`${id}-role`}
              className={styles.input}
              value={role}
              onChange={(event) => setRole(event.target.value as Role)}
            >
              {ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleLabel(option)}
                </option>
              ))}
            </select>
          </Stack>
        </Stack>
      </Modal>

      <Modal
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        size="sm"
        title={confirmation?.kind === 'revoke' ? texts.confirmRevokeTitle : texts.confirmCancelTitle}
        description={
          confirmation?.kind === 'revoke'
            ? interpolate(texts.confirmRevokeText, {
                name: confirmation.member.name || confirmation.member.email,
                email: confirmation.member.email,
              })
            : confirmation?.kind === 'cancel'
              ? interpolate(texts.confirmCancelText, { email: confirmation.invitation.email })
              : undefined
        }
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
                  confirmation.kind === 'revoke' ? confirmation.member.uid : confirmation.invitation.invitationId,
                )
              }
              onClick={() => void confirm()}
            >
              {confirmation?.kind === 'revoke' ? texts.revoke : texts.cancelInvitation}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
