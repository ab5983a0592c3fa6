// /login (platform.md §2): Google or e-mail sign-in. Once signed in — now, or already when the page opens — the
// person goes to the path they asked for before signing in, else to the workspace picker. The sign-in service
// and the API client start loading once the page has shown (or at the first click or key), so they arrive while the
// person types without competing with the page's own files and first render. Opened from an invitation's link
// (?invitacion=…), it says which tenant invites which address with what role (GET /invitations/{token}); signing in
// with that address is what accepts it.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { INVITATION_TOKEN_PARAM } from '@siipro/domain';
import { LoginScreen, type LoginInvitation } from '@siipro/ui';
import { afterLoadOrInteraction } from '../../../lib/afterLoad.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { pathAfterLogin } from '../../../session/rememberedPath.ts';
import { useSignIn } from '../hooks.ts';

export function LoginPage() {
  const { status } = useSession();
  const location = useLocation();
  const { loading, error, signInWithEmail, signInWithGoogle } = useSignIn();
  const { identity, loadApi } = useServices();
  useEffect(
    () =>
      afterLoadOrInteraction(() => {
        // Offline: the sign-in itself retries and says so.
        identity.preload().catch(() => undefined);
        loadApi().catch(() => undefined);
      }),
    [identity, loadApi],
  );

  const invitation = useInvitationOfLink();

  if (status === 'signedIn') return <Navigate to={pathAfterLogin(location.state)} replace />;
  return (
    <LoginScreen
      onEmailSignIn={signInWithEmail}
      onGoogleSignIn={signInWithGoogle}
      loading={loading}
      error={error}
      invitation={invitation}
    />
  );
}

/** The invitation the address's token names; none without a token or when the API knows no such invitation. */
function useInvitationOfLink(): LoginInvitation | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_TOKEN_PARAM);
  const { loadApi } = useServices();
  const [invitation, setInvitation] = useState<LoginInvitation | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    loadApi()
      .then((api) => api.tenantAdmin.invitationLink(token, controller.signal))
      .then(setInvitation)
      // An unknown or malformed token: the page is the plain sign-in.
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, loadApi]);
  return token ? invitation : null;
}
