import { ROLES, interpolate, messages, roleLabel, type Role } from '@siipro/domain';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Skeleton } from '../../primitives/Skeleton';
import { Stack } from '../../primitives/Stack';
import * as shared from '../../styles/settingsPanel.css';
import { DataCell, DataRow } from '../../patterns/DataTable';
import { SettingsTable } from '../SettingsLayout';
import * as styles from './MembersAndAccess.css';
import { StatusBadge } from './StatusBadge';
import type { MembersAndAccessMember } from './types';

const texts = messages.settings.members;
const memberHead = [messages.settings.general.fields.name, texts.email, texts.role, texts.status];

export interface MembersTableProps {
  /** Absent while loading. */
  members?: readonly MembersAndAccessMember[] | null;
  loadError?: string | null;
  currentUserId?: string | null;
  canManage: boolean;
  /** Rows whose action is on its way (by uid): their controls are off. */
  busy: ReadonlySet<string>;
  onChangeRole: (member: MembersAndAccessMember, role: Role) => void;
  /** "Revocar acceso": asks for confirmation. */
  onRevoke: (member: MembersAndAccessMember) => void;
  /** "Cerrar sesiones": asks for confirmation. Absent: no such button. */
  onEndSessions?: (member: MembersAndAccessMember) => void;
}

/** The active members: name (the signed-in one "(tú)"), e-mail, role (a choice with tenant:users:manage), Activo. */
export function MembersTable({
  members,
  loadError,
  currentUserId,
  canManage,
  busy,
  onChangeRole,
  onRevoke,
  onEndSessions,
}: MembersTableProps) {
  return (
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
              <DataRow key={member.uid}>
                <DataCell label={memberHead[0]}>
                  <Inline space="2" alignY="center" wrap={false}>
                    <Avatar name={member.name} email={member.email} src={member.avatarUrl} size="sm" decorative />
                    <span className={styles.name}>
                      {member.name || member.email}
                      {member.uid === currentUserId ? ` ${texts.you}` : ''}
                    </span>
                  </Inline>
                </DataCell>
                <DataCell label={memberHead[1]}>{member.email}</DataCell>
                <DataCell label={memberHead[2]}>
                  {canManage ? (
                    <select
                      className={styles.select}
                      aria-label={interpolate(texts.roleOf, { name: member.name || member.email })}
                      value={member.role}
                      disabled={isBusy}
                      onChange={(event) => onChangeRole(member, event.target.value as Role)}
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
                </DataCell>
                <DataCell label={memberHead[3]}>
                  <StatusBadge status="active" />
                </DataCell>
                {canManage ? (
                  <DataCell label={texts.actions}>
                    {onEndSessions ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={interpolate(texts.endSessionsFor, { name: member.name || member.email })}
                        disabled={isBusy}
                        disabledReason={messages.common.saving}
                        onClick={() => onEndSessions(member)}
                      >
                        {texts.endSessions}
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      className={styles.danger}
                      aria-label={interpolate(texts.revokeFor, { name: member.name || member.email })}
                      disabled={isBusy}
                      disabledReason={messages.common.saving}
                      onClick={() => onRevoke(member)}
                    >
                      {texts.revoke}
                    </Button>
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
