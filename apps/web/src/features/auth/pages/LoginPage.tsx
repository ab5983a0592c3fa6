// /login (platform.md §2): Google or e-mail sign-in. Once signed in — now, or already when the page opens — the
// person goes to the path they asked for before signing in, else to the workspace picker. The sign-in service
// and the API client start loading once the page has shown (or at the first click or key), so they arrive while the
// person types without competing with the page's own files and first render. Opened from an invitation's link
// (?invitacion=…), it says which tenant invites which address with what role (GET /invitations/{token}); signing in
// with that address is what accepts it.
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginScreen } from '@siipro/ui';
import { afterLoadOrInteraction } from '../../../lib/afterLoad.ts';
import { useServices } from '../../../services/ServicesContext.tsx';
import { useSession } from '../../../session/SessionContext.tsx';
import { pathAfterLogin } from '../../../session/rememberedPath.ts';
import { useSignIn } from '../hooks.ts';
import { useInvitationOfLink } from '../useInvitationOfLink.ts';

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

  const { invitation, refusal } = useInvitationOfLink();

  if (status === 'signedIn') return <Navigate to={pathAfterLogin(location.state)} replace />;
  return (
    <LoginScreen
      onEmailSignIn={signInWithEmail}
      onGoogleSignIn={signInWithGoogle}
      loading={loading}
      error={error}
      invitation={invitation}
      invitationRefusal={refusal}
    />
  );
}
