// Authenticated routes: a valid access token (ours, not Firebase's) or 401 UNAUTHENTICATED.
import type { MiddlewareHandler } from 'hono';
import type { AccessTokens } from '../auth/accessTokens.ts';
import { bearerToken } from './bearer.ts';
import type { AppEnv } from './env.ts';
import { ApiError, apiMessages } from './errors.ts';

export function requireCaller(accessTokens: AccessTokens): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiError('UNAUTHENTICATED', apiMessages.missingBearer);
    c.set('caller', await accessTokens.verify(token));
    await next();
  };
}
