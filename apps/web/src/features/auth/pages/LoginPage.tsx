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

/**
 * The invitation the address's token names; none without a token or when the API knows no such invitation. A link the
 * API refuses (403: its workspace is disabled) brings the API's reason instead.
 */
function useInvitationOfLink(): { invitation: LoginInvitation | null; refusal: string | null } {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_TOKEN_PARAM);
  const { loadApi } = useServices();
  const [invitation, setInvitation] = useState<LoginInvitation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    loadApi()
      .then((api) => api.tenantAdmin.invitationLink(token, controller.signal))
      .then(setInvitation)
      .catch((error: unknown) => {
        // A refused link says why; an unknown or malformed token leaves the plain sign-in. (The status is read off
        // the error, not through api-client's isApiError: that import would put the client on this light page.)
        if (error instanceof Error && (error as { status?: unknown }).status === 403) setRefusal(error.message);
      });
    return () => controller.abort();
  }, [token, loadApi]);
  return token ? { invitation, refusal } : { invitation: null, refusal: null };
}
