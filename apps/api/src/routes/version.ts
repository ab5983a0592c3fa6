// GET / → {version: {version, buildDate}} (ARCHITECTURE.md §4, "Versions").
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiConfig } from '../config.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';

export const versionResponseSchema = z.object({ version: z.object({ version: z.string(), buildDate: z.string() }) });

export function versionRoutes(config: Pick<ApiConfig, 'version' | 'buildDate'>) {
  return new Hono<AppEnv>().get('/', (c) =>
    c.json({ version: { version: config.version, buildDate: config.buildDate } }),
  );
}

export const versionDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/',
    summary: 'Versión de la API',
    tag: 'sistema',
    security: 'none',
    responses: { 200: { description: 'Versión y fecha de compilación', schema: versionResponseSchema } },
  },
];
