// Configuración > Miembros y Accesos (platform.md §2, §4, §5): members and invitations for tenant:users:view; role
// changes, revocations, ending a member's sessions, resends and cancellations for tenant:users:manage ("Solo lectura" otherwise); "Agregar
// Usuario" for tenant:invite:manage.
import { MembersAndAccess } from '@siipro/ui';
import { useCurrentTenant } from '../../../routes/CurrentTenant.tsx';
import { useSignedInUser } from '../../../session/SessionContext.tsx';
import { settingsPermissions, useMembers } from '../hooks.ts';
import { SectionAccess } from './SectionAccess.tsx';

export function MembersPage() {
  const tenant = useCurrentTenant();
  const permissions = settingsPermissions(tenant);
  return (
    <SectionAccess allowed={permissions.canViewUsers}>
      <MembersSection
        tenantSlug={tenant.slug}
        canManage={permissions.canManageUsers}
        canInvite={permissions.canInvite}
      />
    </SectionAccess>
  );
}

function MembersSection({
  tenantSlug,
  canManage,
  canInvite,
}: {
  tenantSlug: string;
  canManage: boolean;
  canInvite: boolean;
}) {
  const user = useSignedInUser();
  const members = useMembers(tenantSlug, user.uid);
  return (
    <MembersAndAccess
      members={members.members}
      invitations={members.invitations}
      loadError={members.loadError}
      currentUserId={user.uid}
      canManage={canManage}
      canInvite={canInvite}
      onInvite={members.invite}
      onResend={members.resend}
      onCancelInvitation={members.cancelInvitation}
      onRevoke={members.revoke}
      onChangeRole={members.changeRole}
      onEndSessions={members.endSessions}
    />
  );
}
