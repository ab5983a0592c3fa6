// GET /t/:slug/settings: the tenant's settings, for any member (editing them is a later issue).
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { TENANT_PLANS } from '@siipro/domain';
import { tenants } from '../db/schema.ts';
import type { AppDependencies } from '../http/dependencies.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '@siipro/server';
import type { OperationDoc } from '../openapi.ts';

export const tenantSettingsResponseSchema = z.object({
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  siteUrl: z.string().nullable(),
  plan: z.enum(TENANT_PLANS),
  defaultLanguage: z.string(),
  createdAt: z.iso.datetime(),
  configJson: z.looseObject({}),
});

export function tenantSettingsRoutes(deps: AppDependencies) {
  return new Hono<AppEnv>().get('/settings', async (c) => {
    const [tenant] = await deps.db
      .select()
      .from(tenants)
      .where(eq(tenants.id, c.get('tenantAccess').tenantId))
      .limit(1);
    if (!tenant) throw new ApiError('NOT_FOUND');
    return c.json({
      name: tenant.name,
      slug: tenant.slug,
      logo: tenant.logo,
      siteUrl: tenant.siteUrl,
      plan: tenant.plan,
      defaultLanguage: tenant.defaultLanguage,
      createdAt: tenant.createdAt.toISOString(),
      configJson: tenant.configJson,
    });
  });
}

export const tenantSettingsDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/settings',
    summary: 'Configuración del espacio de trabajo',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    responses: {
      200: { description: 'Configuración', schema: tenantSettingsResponseSchema },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
];
