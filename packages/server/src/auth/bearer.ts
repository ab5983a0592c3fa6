// Reads `Authorization: Bearer <token>`; anything else is no token at all.
import type { Context } from 'hono';

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}
