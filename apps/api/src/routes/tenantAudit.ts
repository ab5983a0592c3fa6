// GET /t/:slug/audit: the record of changes of the tenant's administration (settings, domains, invitations, roles,
// removals), newest first, page by page. Admins only, through tenant:settings:manage: the record belongs with the
// settings area, and it shows the before → after of every setting. (Today both admin permissions go together, so an
// admin who may manage users may read it too.)
import { Hono } from 'hono';
import { auditListAnswerSchema, auditListQuerySchema } from '@siipro/domain';
import { validate } from '@siipro/server';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { listAudit } from '../tenants/audit.ts';

export function tenantAuditRoutes() {
  return new Hono<AppEnv>().get(
    '/audit',
    requirePermission('tenant:settings:manage'),
    validate('query', auditListQuerySchema),
    async (c) => c.json(await listAudit(tenantDb(c), c.get('tenantAccess').tenantId, c.req.valid('query'))),
  );
}

export const tenantAuditDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/audit',
    summary:
      'Registro de cambios de la administración del espacio de trabajo (configuración, dominios, invitaciones, ' +
      'roles y bajas): quién, cuándo, qué y antes → después, los más nuevos primero (tenant:settings:manage). ' +
      'Query: page (desde 1), limit (1-100, 20 por defecto)',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    responses: {
      200: { description: 'Una página del registro', schema: auditListAnswerSchema },
      400: { description: 'Parámetro inválido (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro, o no es administrador (PERMISSION_DENIED)' },
    },
  },
];
