// The two ky instances of the client. The public one talks to endpoints that need no access token (sign-in,
// refresh, versions); the authorized one adds the bearer token, the proactive refresh and the
// 401 → refresh → retry once → logout rule of platform.md §7.
import ky, { type AfterResponseHook, type KyInstance, type Options } from 'ky';
import { ApiError, TRANSPORT_MESSAGES } from './errors.ts';
import { readErrorBody } from './errorBody.ts';
import type { Session } from './session.ts';

export interface KyInstanceOptions {
  prefixUrl: string;
  onInviteRequired: () => void;
  fetch?: typeof fetch;
}

export function createPublicKy(options: KyInstanceOptions): KyInstance {
  return ky.create({
    ...sharedOptions(options),
    // No silent retries: the only retry the product makes is the one after a token refresh.
    retry: 0,
    hooks: { afterResponse: [inviteRequiredHook(options.onInviteRequired)] },
  });
}

export function createAuthorizedKy(options: KyInstanceOptions, session: Session): KyInstance {
  return ky.create({
    ...sharedOptions(options),
    // One retry, and only the forced one after a refresh: no method or status is retried on its own.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        async (request) => {
          if (session.isExpiring()) await session.renew();
          const token = session.accessToken();
          if (token !== null) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [inviteRequiredHook(options.onInviteRequired), unauthorizedHook(session)],
    },
  });
}

function sharedOptions({ prefixUrl, fetch }: KyInstanceOptions): Options {
  return {
    prefixUrl,
    // The refresh cookie is httpOnly and SameSite=Strict: the browser only sends it when asked to.
    credentials: 'include',
    headers: { accept: 'application/json' },
    ...(fetch ? { fetch } : {}),
  };
}

/** platform.md §6: a 403 with INVITE_REQUIRED sends the user to /no-access. */
function inviteRequiredHook(onInviteRequired: () => void): AfterResponseHook {
  return async (_request, _options, response) => {
    if (response.status !== 403) return;
    const body = await readErrorBody(response);
    if (body.errorCode !== 'INVITE_REQUIRED') return;
    onInviteRequired();
    throw new ApiError({ status: 403, errorCode: 'INVITE_REQUIRED', message: TRANSPORT_MESSAGES.inviteRequired });
  };
}

/** First 401: one (shared) refresh and one retry. A 401 on the retry: log out. */
function unauthorizedHook(session: Session): AfterResponseHook {
  return async (request, _options, response, { retryCount }) => {
    if (response.status !== 401) return;
    if (retryCount === 0) {
      await session.recoverFromUnauthorized(request.headers.get('authorization'));
      // beforeRequest runs again for the retry and puts the new token in.
      return ky.retry({ delay: 0 });
    }
    session.fail();
    throw new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: TRANSPORT_MESSAGES.authenticationFailed });
  };
}
