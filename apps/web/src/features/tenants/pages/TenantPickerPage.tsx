// /tenant/seleccionar (platform.md §2): the workspace picker. With an active tenant — stored, remembered as
// preferred, or the only one (platform.md §4) — it goes straight to that tenant's dashboard.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@siipro/domain';
import { WorkspacePicker } from '@siipro/ui';
import { useActiveTenant, useSessionStore, useSignedInUser } from '../../../session/SessionContext.tsx';
import { useRememberPreferredTenant } from '../hooks.ts';

export function TenantPickerPage() {
  const user = useSignedInUser();
  const activeTenant = useActiveTenant();
  const store = useSessionStore();
  const navigate = useNavigate();
  const rememberPreferred = useRememberPreferredTenant();
  // The welcome left by accepted invitations is shown once: read it now, drop it from storage.
  const [welcomeMessage] = useState(() => store.welcomeMessage());
  useEffect(() => store.clearWelcomeMessage(), [store]);

  if (activeTenant) return <Navigate to={paths.dashboard(activeTenant.slug)} replace />;

  const enter = (slug: string, rememberAsPreferred: boolean) => {
    if (rememberAsPreferred) rememberPreferred(slug);
    // The tenant guard makes the tenant active on arrival.
    void navigate(paths.dashboard(slug));
  };

  return (
    <WorkspacePicker
      workspaces={user.tenants.map(({ slug, name, logo }) => ({ slug, name: name || slug, logo }))}
      user={user}
      onEnter={enter}
      onLogout={() => void store.logout()}
      welcomeMessage={welcomeMessage}
    />
  );
}
