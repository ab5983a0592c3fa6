import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import type { Permission } from '@siipro/domain';
import { memberships, tenants, users } from '../src/db/schema.ts';
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

const denied = { errorCode: 'PERMISSION_DENIED', message: 'No tienes acceso a este espacio de trabajo.' };

/** The membership row of a demo account in a tenant, to take away or change and put back. */
async function membershipOf(email: string, slug: string) {
  const db = context.database.db;
  const [row] = await db
    .select({ tenantId: tenants.id, userId: users.id, role: memberships.role })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, email), eq(tenants.slug, slug)));
  if (!row) throw new Error(`${email} is not a member of ${slug}`);
  const where = and(eq(memberships.tenantId, row.tenantId), eq(memberships.userId, row.userId));
  return {
    remove: () => db.delete(memberships).where(where),
    setRole: (role: string) => db.update(memberships).set({ role }).where(where),
    restore: async () => {
      await db.delete(memberships).where(where);
      await db.insert(memberships).values(row);
    },
  };
}

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

  // Reads of a slug seen before start without waiting for the membership check, which runs beside the handler or
  // rides in the list's count statement (tenantAccess.ts); these prove the answer still waits for it.
  it('stops a member removed since their last read at the very next one', async () => {
    const membership = await membershipOf('viewer@siipro.test', 'cenit-demo');
    try {
      expect((await authorized(context, '/t/cenit-demo/projects', tokens.viewer!)).status).toBe(200);
      await membership.remove();
      for (const path of [
        '/t/cenit-demo/projects',
        '/t/cenit-demo/projects?filter[status][in]=Ejecución&sort=-score',
        '/t/cenit-demo/settings',
        '/t/cenit-demo/projects/export?format=csv',
      ]) {
        // A member's read keeps the slug's tenant id remembered, so the next read does not wait for the check.
        expect((await authorized(context, '/t/cenit-demo/settings', tokens.admin!)).status).toBe(200);
        const response = await authorized(context, path, tokens.viewer!);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual(denied);
      }
    } finally {
      await membership.restore();
    }
    expect((await authorized(context, '/t/cenit-demo/projects', tokens.viewer!)).status).toBe(200);
  });

  it('answers a non-member 403 on a tenant others read — never its data, never a 400 that tells the slug exists', async () => {
    expect((await authorized(context, '/t/obras-publicas/projects', tokens.admin!)).status).toBe(200);
    for (const path of [
      '/t/obras-publicas/settings',
      '/t/obras-publicas/projects',
      '/t/obras-publicas/projects?limit=500&filter[nope][eq]=1',
      '/t/obras-publicas/projects/filters/values?fields=status',
      '/t/obras-publicas/projects/export?format=xlsx',
    ]) {
      const response = await authorized(context, path, tokens.editor!);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(denied);
    }
  });
});

describe('requirePermission', () => {
  /** A tenant route guarded like the later admin routes, exposing what the middleware attached. */
  function guardedApp(permission: Permission) {
    const app = new Hono<AppEnv>();
    app.use('/t/:slug/*', requireCaller(context.accessTokens), tenantAccess(context.database.db));
    app.get('/t/:slug/guarded', requirePermission(permission), async (c) => {
      const { tenantId, slug, membership } = c.get('tenantAccess');
      return c.json({ tenantId, slug, ...(await membership) });
    });
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

  it('applies a role change at the next request', async () => {
    const app = guardedApp('tenant:settings:manage');
    const call = () =>
      app.request(`${BASE}/t/cenit-demo/guarded`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    const membership = await membershipOf('admin@siipro.test', 'cenit-demo');
    try {
      expect((await call()).status).toBe(200);
      await membership.setRole('viewer');
      expect((await call()).status).toBe(403);
    } finally {
      await membership.restore();
    }
    expect((await call()).status).toBe(200);
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
