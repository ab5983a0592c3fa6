// An admin may end a member's sessions (DELETE /t/{slug}/members/{uid}/sessions): their refresh tokens are revoked,
// and the access tokens already handed out — valid up to ACCESS_TOKEN_TTL more — are refused from that moment, by
// every process, on the per-request reads that already find the person (tenant access, /users/me).
import { messages } from '@siipro/domain';
import { ApiError, type Caller } from '@siipro/server';

/**
 * Refuses (401) a token issued no later than the cut-off. `iat` has whole seconds, so a token of the very second the
 * sessions ended counts as before it: the safe side, which costs a new sign-in a second's wait at most.
 */
export function refuseEndedSession(caller: Caller, sessionsValidAfter: Date | null | undefined): void {
  if (!sessionsValidAfter) return;
  const issuedAtMs = (caller.issuedAt ?? 0) * 1000;
  if (issuedAtMs <= sessionsValidAfter.getTime()) {
    throw new ApiError('UNAUTHENTICATED', messages.session.sessionsEnded);
  }
}
