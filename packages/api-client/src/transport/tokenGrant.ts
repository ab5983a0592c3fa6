// The token part of /auth/exchange and /auth/refresh answers. The server answers camelCase, older answers used
// snake_case (platform.md §7: "accessToken (or access_token), expiresIn (or expires_in)"); both are read.
import { ResponseShapeError } from './errors.ts';

export interface TokenGrant {
  accessToken: string;
  /** Lifetime in seconds from the moment of the answer. */
  expiresIn: number;
}

export function readTokenGrant(body: unknown): TokenGrant {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const accessToken = record.accessToken ?? record.access_token;
  const expiresIn = Number(record.expiresIn ?? record.expires_in);
  if (typeof accessToken !== 'string' || accessToken === '' || !(expiresIn > 0)) {
    throw new ResponseShapeError('The answer carries no access token and lifetime');
  }
  return { accessToken, expiresIn };
}
