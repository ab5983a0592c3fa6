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
  // The welcome left by accepted invitations is shown once: read it now, drop it from storage — unless the page goes
  // straight on to the active tenant, whose frame shows it then (useWelcomeToast): a person whose only tenant is the
  // one that invited them would otherwise never see it.
  const [welcomeMessage] = useState(() => store.welcomeMessage());
  const redirecting = activeTenant !== null;
  useEffect(() => {
    if (!redirecting) store.clearWelcomeMessage();
  }, [store, redirecting]);

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
