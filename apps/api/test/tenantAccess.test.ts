import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { pino } from 'pino';
import type { Permission } from '@siipro/domain';
import type { AppEnv } from '../src/http/env.ts';
import { createErrorHandler } from '../src/http/errorHandler.ts';
import { requireCaller } from '../src/http/requireCaller.ts';
import { requirePermission } from '../src/http/requirePermission.ts';
import { tenantAccess } from '../src/http/tenantAccess.ts';
import { tenantSettingsResponseSchema } from '../src/routes/tenantSettings.ts';
import { BASE, authorized, signIn } from './support/http.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  context = await createTestContext();
  for (const role of ['admin', 'editor', 'viewer', 'optimizador']) {
    tokens[role] = (await signIn(context, `${role}@siipro.test`)).accessToken;
  }
});
afterAll(() => context.close());

describe('tenant scope /t/:slug/*', () => {
  it('lets a member read the tenant settings', async () => {
    const response = await authorized(context, '/t/cenit-demo/settings', tokens.viewer!);
    expect(response.status).toBe(200);
    const settings = tenantSettingsResponseSchema.parse(await response.json());
    expect(settings).toMatchObject({
      name: 'CENIT Demo',
      slug: 'cenit-demo',
      plan: 'premium',
      defaultLanguage: 'es',
      createdAt: '2024-10-15T13:00:00.000Z',
    });
    expect((settings.configJson.projectStatus as { value: string }[]).map((status) => status.value)).toEqual([
      'Identificado',
      'Priorizado',
      'Presupuesto Asignado',
      'Ejecución',
      'Finalizado',
      'Desestimado',
    ]);
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await context.app.request(`${BASE}/t/cenit-demo/settings`);
    expect(none.status).toBe(401);
    expect((await none.json()).errorCode).toBe('UNAUTHENTICATED');
    expect((await authorized(context, '/t/cenit-demo/settings', 'x.y.z')).status).toBe(401);
  });

  it('answers 403 PERMISSION_DENIED to a non-member, and the same for a tenant that does not exist', async () => {
    for (const slug of ['obras-publicas', 'no-existe']) {
      const response = await authorized(context, `/t/${slug}/settings`, tokens.editor!);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: 'No tienes acceso a este espacio de trabajo.',
      });
    }
    expect((await authorized(context, '/t/obras-publicas/settings', tokens.admin!)).status).toBe(200);
  });
});

describe('requirePermission', () => {
  /** A tenant route guarded like the later admin routes, exposing what the middleware attached. */
  function guardedApp(permission: Permission) {
    const app = new Hono<AppEnv>();
    app.use('/t/:slug/*', requireCaller(context.accessTokens), tenantAccess(context.database.db));
    app.get('/t/:slug/guarded', requirePermission(permission), (c) => c.json(c.get('tenantAccess')));
    app.onError(createErrorHandler(pino({ level: 'silent' })));
    return app;
  }

  async function call(permission: Permission, role: string) {
    return guardedApp(permission).request(`${BASE}/t/cenit-demo/guarded`, {
      headers: { authorization: `Bearer ${tokens[role]}` },
    });
  }

  it('lets through the roles that carry the permission and attaches role and permissions', async () => {
    const response = await call('optimizer:usage', 'optimizador');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'cenit-demo',
      role: 'optimizer',
      permissions: ['tenant:users:view', 'optimizer:usage', 'projects:edit', 'organizations:edit'],
    });
    expect((await call('tenant:settings:manage', 'admin')).status).toBe(200);
    expect((await call('projects:edit', 'editor')).status).toBe(200);
  });

  it('answers 403 PERMISSION_DENIED in Spanish to the roles that lack it', async () => {
    for (const [permission, role] of [
      ['tenant:settings:manage', 'editor'],
      ['optimizer:usage', 'editor'],
      ['projects:edit', 'viewer'],
      ['tenant:users:view', 'viewer'],
    ] as const) {
      const response = await call(permission, role);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'PERMISSION_DENIED',
        message: 'No tienes los permisos necesarios para realizar esta acción.',
      });
    }
  });
});
