// Sign-in and session calls (ARCHITECTURE.md §4). They go through the public instance: their credential is the
// identity token or the refresh cookie, never the access token.
import { isPlainObject, messages, sessionUserSchema, type AuthExchange, type SessionUser } from '@siipro/domain';
import { readExchangeAnswer } from '../readers/exchangeAnswer.ts';
import { TRANSPORT_MESSAGES } from '../transport/errors.ts';
import { noContent, type Http } from '../transport/http.ts';
import type { Session } from '../transport/session.ts';

export function createAuthApi(publicApi: Http, session: Session) {
  return {
    /**
     * Trades the sign-in service's identity token for the product's access token and keeps it. On failure the
     * token is forgotten; logging out of the sign-in service is the caller's part (platform.md §4).
     */
    async exchange(idToken: string): Promise<AuthExchange> {
      try {
        const answer = await requestExchange(publicApi, idToken);
        session.keep(answer);
        return answer;
      } catch (error) {
        session.forget();
        throw error;
      }
    },

    /** POST /auth/login: the user behind an identity token (uid, email, name, avatarUrl, language, tenants, …). */
    login(idToken: string): Promise<SessionUser> {
      return publicApi.post(
        'auth/login',
        (body) => sessionUserSchema.parse(isPlainObject(body) && 'user' in body ? body.user : body),
        {
          json: { idToken },
          fallbackMessage: messages.auth.fetchUserFailed,
        },
      );
    },

    /** Gets a new access token now (shares a refresh already under way). */
    refresh(): Promise<void> {
      return session.renew();
    },

    /** Revokes the refresh family on the server and forgets the token here, even when the server is unreachable. */
    async logout(): Promise<void> {
      try {
        await publicApi.post('auth/logout', noContent);
      } finally {
        session.forget();
      }
    },

    /** The access token held now, or null (for calls made outside this client, e.g. a file download). */
    accessToken(): string | null {
      return session.accessToken();
    },
  };
}

export function requestExchange(publicApi: Http, idToken: string): Promise<AuthExchange> {
  return publicApi.post('auth/exchange', readExchangeAnswer, {
    headers: { authorization: `Bearer ${idToken}` },
    fallbackMessage: TRANSPORT_MESSAGES.tokenExchangeFailed,
  });
}
