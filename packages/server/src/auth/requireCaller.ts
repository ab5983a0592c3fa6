// Authenticated routes: a valid access token (the API's, not Firebase's) or 401 UNAUTHENTICATED.
import type { MiddlewareHandler } from 'hono';
import { messages } from '@siipro/domain';
import { ApiError } from '../errors/apiError.ts';
import type { ServerEnv } from '../env.ts';
import type { AccessTokenVerifier } from './accessTokenVerifier.ts';
import { bearerToken } from './bearer.ts';

export function requireCaller(verifier: AccessTokenVerifier): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError('UNAUTHENTICATED', messages.session.missingAccessToken);
    c.set('caller', await verifier.verify(token));
    await next();
  };
}
