// GET /t/:slug/settings: the tenant's settings, for any member. PUT /t/:slug/settings (tenant:settings:manage): name,
// logo, site URL, plan, default language and configJson, validated field by field (domain's
// tenantSettingsUpdateBodySchema), recorded in the tenant's record of changes; the answer is the updated tenant.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import {
  interpolate,
  isAllowedImageUrl,
  messages,
  tenantSettingsAnswerSchema,
  tenantSettingsUpdateBodySchema,
  type TenantSettingsAnswer,
} from '@siipro/domain';
import { ApiError, validate } from '@siipro/server';
import type { Database } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import type { TenantAreaDependencies } from '../http/dependencies.ts';
import { tenantDb } from '../http/tenantAccess.ts';
import type { AppEnv } from '../http/env.ts';
import { requirePermission } from '../http/requirePermission.ts';
import type { OperationDoc } from '../openapi.ts';
import { auditActorOf } from '../tenants/audit.ts';
import { updateTenantSettings } from '../tenants/settingsUpdate.ts';

async function loadSettings(db: Database, tenantId: string): Promise<TenantSettingsAnswer> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) throw new ApiError('NOT_FOUND');
  return {
    name: tenant.name,
    slug: tenant.slug,
    logo: tenant.logo,
    siteUrl: tenant.siteUrl,
    plan: tenant.plan as TenantSettingsAnswer['plan'],
    defaultLanguage: tenant.defaultLanguage,
    createdAt: tenant.createdAt.toISOString(),
    configJson: tenant.configJson,
    publicPortal: tenant.publicPortal,
    oc4idsPrefix: tenant.oc4idsPrefix,
  };
}

export function tenantSettingsRoutes(deps: TenantAreaDependencies) {
  const { clock } = deps;
  return new Hono<AppEnv>()
    .get('/settings', async (c) => c.json(await loadSettings(tenantDb(c), c.get('tenantAccess').tenantId)))
    .put(
      '/settings',
      requirePermission('tenant:settings:manage'),
      validate('json', tenantSettingsUpdateBodySchema),
      async (c) => {
        const { tenantId } = c.get('tenantAccess');
        const body = c.req.valid('json');
        // Every member's browser loads the logo: only from the hosts the web's policy allows (domain's imageHosts).
        if (body.logo && !isAllowedImageUrl(body.logo, deps.config.imageHosts)) {
          const message = interpolate(messages.settings.general.validation.logoHost, {
            hosts: deps.config.imageHosts.join(', '),
          });
          throw new ApiError('VALIDATION_ERROR', message, [{ path: 'logo', message }]);
        }
        const actor = await auditActorOf(tenantDb(c), c.get('caller').userId);
        await updateTenantSettings(tenantDb(c), tenantId, body, actor, clock.now());
        return c.json(await loadSettings(tenantDb(c), tenantId));
      },
    );
}

export const tenantSettingsDocs: OperationDoc[] = [
  {
    method: 'get',
    path: '/t/{slug}/settings',
    summary: 'Configuración del espacio de trabajo',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    responses: {
      200: { description: 'Configuración', schema: tenantSettingsAnswerSchema },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro del espacio de trabajo (PERMISSION_DENIED)' },
    },
  },
  {
    method: 'put',
    path: '/t/{slug}/settings',
    summary:
      'Edita nombre, logo, URL del sitio, plan, idioma por defecto y configJson (tenant:settings:manage). Un campo ' +
      'ausente conserva su valor; configJson reemplaza la configuración entera: un objeto JSON cuyos projectStatus ' +
      'tienen value y label, y cuyo map.center (lat -90..90, lng -180..180) y map.zoom (0..22) son números. Quitar ' +
      'un estado que usan proyectos es un 409 que dice cuántos. publicPortal enciende el portal público ' +
      '(/public/{slug}) y oc4idsPrefix es el prefijo OC4IDS registrado (oc4ids-xxxxxx). Cada cambio queda en el ' +
      'registro de cambios.',
    tag: 'espacios de trabajo',
    security: 'accessToken',
    requestBody: tenantSettingsUpdateBodySchema,
    responses: {
      200: { description: 'El tenant actualizado', schema: tenantSettingsAnswerSchema },
      400: { description: 'Cuerpo inválido; nada cambia (VALIDATION_ERROR)' },
      401: { description: 'Sin token de acceso válido (UNAUTHENTICATED)' },
      403: { description: 'No es miembro, o no es administrador (PERMISSION_DENIED)' },
      409: { description: 'Se quita un estado que usan proyectos; nada cambia (CONFLICT)' },
    },
  },
];
