// The top bar's account menu bound to the session: who is signed in, their role in the tenant, the profile page of
// the tenant (else /profile) and logout.
import { paths, roleLabel, type SessionTenant } from '@siipro/domain';
import { UserMenu } from '@siipro/ui';
import { useSessionStore, useSignedInUser } from '../../../session/SessionContext.tsx';

export function AccountMenu({ tenant }: { tenant: SessionTenant | null }) {
  const user = useSignedInUser();
  const store = useSessionStore();
  return (
    <UserMenu
      user={user}
      roleLabel={tenant ? roleLabel(tenant.role) : null}
      profileHref={paths.profile(tenant?.slug)}
      onLogout={() => void store.logout()}
    />
  );
}
