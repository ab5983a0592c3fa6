// The tenant's domains (ARCHITECTURE.md §4 "Tenant administration", platform.md §2 Dominios, §5): list, add and delete,
// all with tenant:settings:manage (the Dominios section's permission, platform.md §6). A domain follows the rule of
// platform.md §5 and is kept lower-cased; it belongs to one tenant at most, so adding one any tenant has is a 409.
// Adding and deleting are recorded in the tenant's record of changes, in the same transaction.
import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import {
  interpolate,
  messages,
  tenantDomainAnswerSchema,
  tenantDomainBodySchema,
  tenantDomainsAnswerSchema,
} from '@siipro/domain';
import { ApiError, validate } from '@siipro/server';
import { domains } from '../db/schema.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { auditActorOf, recordAudit } from '../tenants/audit.ts';

const texts = messages.settings.domains.errors;
const answerOf = (row: { domain: string; createdAt: Date }) => ({
  domain: row.domain,
  createdAt: row.createdAt.toISOString(),
});

export function tenantDomainRoutes(deps: TenantAreaDependencies) {
  const { clock } = deps;
  const manage = requirePermission('tenant:settings:manage');
  return new Hono<AppEnv>()
    .get('/domains', manage, async (c) => {
      const rows = await tenantDb(c)
        .select()
        .from(domains)
        .where(eq(domains.tenantId, c.get('tenantAccess').tenantId))
        .orderBy(asc(domains.domain));
      return c.json({ domains: rows.map(answerOf) });
    })
    .post('/domains', manage, validate('json', tenantDomainBodySchema), async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const { domain } = c.req.valid('json');
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const now = clock.now();
      const created = await tenantDb(c).transaction(async (tx) => {
        // The primary key decides between two tenants adding the same domain at once: the loser inserts nothing.
        const [row] = await tx
          .insert(domains)
          .values({ domain, tenantId, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new ApiError('CONFLICT', interpolate(texts.duplicate, { domain }));
        await recordAudit(
          tx,
          tenantId,
          actor,
          { action: 'domain.added', target: domain, before: null, after: { domain } },
          now,
        );
        return row;
      });
      return c.json(answerOf(created), 201);
    })
    .delete('/domains/:domain', manage, async (c) => {
      const { tenantId } = c.get('tenantAccess');
      const domain = c.req.param('domain').trim().toLowerCase();
      const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
      const now = clock.now();
      await tenantDb(c).transaction(async (tx) => {
        const [row] = domain.includes('\u0000')
          ? []
          : await tx
              .delete(domains)
              .where(and(eq(domains.domain, domain), eq(domains.tenantId, tenantId)))
              .returning();
        if (!row) throw new ApiError('NOT_FOUND', interpolate(texts.notFound, { domain }));
        await recordAudit(
          tx,
          tenantId,
          actor,
          { action: 'domain.removed', target: domain, before: { domain }, after: null },
          now,
        );
      });
      return c.body(null, 204);
    });
}

const errors = {
  401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
  403: { description: 'No es miembro, o no es administrador (PERMISSION_DENIED)' },
};

export const tenantDomainDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/domains',
    summary: 'Los dominios del espacio de trabajo, en orden alfabético (tenant:settings:manage)',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    responses: { 200: { description: 'Dominios', schema: tenantDomainsAnswerSchema }, ...errors },
  },
  {
    method: 'post',
    path: '/t/{slug}/domains',
    summary:
      'Agrega un dominio (tenant:settings:manage): etiquetas de letras, dígitos, guion o guion bajo y una parte ' +
      'final de al menos 2 letras; se guarda en minúsculas. Un dominio pertenece a un solo espacio de trabajo.',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    requestBody: tenantDomainBodySchema,
    responses: {
      201: { description: 'El dominio agregado', schema: tenantDomainAnswerSchema },
      400: { description: 'Dominio inválido; nada cambia (VALIDATION_ERROR)' },
      ...errors,
      409: { description: 'El dominio ya está registrado (CONFLICT)' },
    },
  },
  {
    method: 'delete',
    path: '/t/{slug}/domains/{domain}',
    summary: 'Elimina un dominio del espacio de trabajo (tenant:settings:manage); sin distinguir mayúsculas',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    responses: {
      204: { description: 'Eliminado' },
      ...errors,
      404: { description: 'El espacio de trabajo no tiene ese dominio (NOT_FOUND)' },
    },
  },
];
