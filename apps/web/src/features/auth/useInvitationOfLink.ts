// The invitation an invitation's link names (?invitacion=…), for the sign-in page to say which workspace invites which
// address with what role (GET /invitations/{token}); or, when the API refuses the link, its reason.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVITATION_TOKEN_PARAM } from '@siipro/domain';
import type { LoginInvitation } from '@siipro/ui';
import { useServices } from '../../services/ServicesContext.tsx';

/**
 * The invitation the address's token names; none without a token or when the API knows no such invitation. A link the
 * API refuses (403: its workspace is disabled) brings the API's reason instead.
 */
export function useInvitationOfLink(): { invitation: LoginInvitation | null; refusal: string | null } {
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
