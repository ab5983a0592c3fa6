// GET /health/live and /health/ready (issue 46; server kit's ops/health.ts): the API is ready when its database
// answers and holds every migration this code ships, and stops being ready as soon as it is told to stop.
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { healthHandlers, Lifecycle } from '@siipro/server';
import type { Database } from '../db/client.ts';
import { migrationsAreCurrent } from '../db/migrate.ts';
import type { AppEnv } from '../http/env.ts';
import type { OperationDoc } from '../openapi.ts';

export function healthRoutes(db: Database, lifecycle: Lifecycle = new Lifecycle()) {
  // Migrations never go backwards under a running process: once current, always current (no query per probe).
  let migrationsCurrent = false;
  const { live, ready } = healthHandlers({
    lifecycle,
    checks: {
      database: async () => {
        await db.execute(sql`select 1`);
        return true;
      },
      migrations: async () => (migrationsCurrent ||= await migrationsAreCurrent(db)),
    },
  });
  return new Hono<AppEnv>().get('/health/live', live).get('/health/ready', ready);
}

const checks = z.record(z.string(), z.enum(['ok', 'failing']));
export const healthAnswerSchema = z.object({
  status: z.enum(['live', 'ready', 'not_ready', 'stopping']),
  message: z.string().optional().meta({ description: 'Por qué no está listo (503).' }),
  checks: checks.optional().meta({ description: 'Cada comprobación: database (responde), migrations (al día).' }),
});

export const healthDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/health/live',
    summary: 'El proceso está en marcha (para reiniciarlo si no responde)',
    tag: 'sistema',
    security: 'none',
    responses: { 200: { description: 'En marcha', schema: healthAnswerSchema } },
  },
  {
    method: 'get',
    path: '/health/ready',
    summary: 'El proceso puede recibir solicitudes: la base de datos responde y las migraciones están al día',
    tag: 'sistema',
    security: 'none',
    responses: {
      200: { description: 'Listo', schema: healthAnswerSchema },
      503: {
        description: 'No listo, o deteniéndose (el balanceador deja de enviarle tráfico)',
        schema: healthAnswerSchema,
      },
    },
  },
];
