import { formatDateTimeAR, interpolate, invitationDisplayStatus, messages, roleLabel } from '@siipro/domain';
import { Button } from '../../primitives/Button';
import { CopyLinkButton } from '../../patterns/CopyLinkButton';
import { Inline } from '../../primitives/Inline';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import * as shared from '../../styles/settingsPanel.css';
import { DataCell, DataRow } from '../../patterns/DataTable';
import { SettingsTable } from '../SettingsLayout';
import * as styles from './MembersAndAccess.css';
import { StatusBadge } from './StatusBadge';
import type { MembersAndAccessInvitation } from './types';

const texts = messages.settings.members;
const invitationHead = [texts.email, texts.role, texts.status, texts.expiresAt, texts.invitedBy];

export interface InvitationsTableProps {
  /** Absent while loading. */
  invitations?: readonly MembersAndAccessInvitation[] | null;
  loadError?: string | null;
  canManage: boolean;
  canInvite: boolean;
  /** For the display status (an expired date reads Expirada). */
  now: Date;
  /** Rows whose action is on its way (by invitationId): their controls are off. */
  busy: ReadonlySet<string>;
  /** A confirmation dialog is open: its button, not Reenviar, shows the spinner. */
  confirming: boolean;
  onResend: (invitation: MembersAndAccessInvitation) => void;
  /** "Cancelar invitación": asks for confirmation. */
  onCancel: (invitation: MembersAndAccessInvitation) => void;
}

/** The invitations with their display status; a pending one can be copied, resent or cancelled. */
export function InvitationsTable({
  invitations,
  loadError,
  canManage,
  canInvite,
  now,
  busy,
  confirming,
  onResend,
  onCancel,
}: InvitationsTableProps) {
  return (
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
              <DataRow key={invitation.invitationId}>
                <DataCell label={invitationHead[0]}>{invitation.email}</DataCell>
                <DataCell label={invitationHead[1]}>{roleLabel(invitation.role)}</DataCell>
                <DataCell label={invitationHead[2]}>
                  <StatusBadge status={status} />
                </DataCell>
                <DataCell label={invitationHead[3]} nowrap>
                  {formatDateTimeAR(invitation.expiresAt)}
                </DataCell>
                <DataCell label={invitationHead[4]}>{invitation.invitedBy?.name ?? messages.common.empty}</DataCell>
                {canManage || canInvite ? (
                  <DataCell label={texts.actions}>
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
                              loading={isBusy && !confirming}
                              onClick={() => onResend(invitation)}
                            >
                              {texts.resend}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              className={styles.danger}
                              aria-label={interpolate(texts.cancelFor, { email: invitation.email })}
                              disabled={isBusy}
                              disabledReason={messages.common.saving}
                              onClick={() => onCancel(invitation)}
                            >
                              {texts.cancelInvitation}
                            </Button>
                          </>
                        ) : null}
                      </Inline>
                    ) : (
                      messages.common.empty
                    )}
                  </DataCell>
                ) : null}
              </DataRow>
            );
          })}
        </SettingsTable>
      )}
    </Stack>
  );
}
