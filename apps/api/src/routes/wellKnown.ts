// GET /.well-known/jwks.json: the public key that verifies our access tokens (the optimizer uses it).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AccessTokens } from '../auth/accessTokens.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';

export const jwksResponseSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })),
});

export function wellKnownRoutes(accessTokens: AccessTokens) {
  return new Hono<AppEnv>().get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(accessTokens.jwks());
  });
}

export const wellKnownDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    summary: 'Claves públicas (JWKS) que verifican los tokens de acceso',
    tag: 'sistema',
    security: 'none',
    responses: { 200: { description: 'JSON Web Key Set', schema: jwksResponseSchema } },
  },
];
