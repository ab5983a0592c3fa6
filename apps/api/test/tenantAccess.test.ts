import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { pino } from 'pino';
import { tenantSettingsAnswerSchema, type Permission } from '@siipro/domain';
import { createErrorHandler } from '@siipro/server';
import { memberships, tenants, users } from '../src/db/schema.ts';
import type { AppEnv } from '../src/http/env.ts';
import { requirePermission } from '../src/http/requirePermission.ts';
import { tenantScopeRoutes, unguardedWrites } from '../src/routes/tenantScope.ts';
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
const permissionDenied = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes los permisos necesarios para realizar esta acción.',
};

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
    const settings = tenantSettingsAnswerSchema.parse(await response.json());
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

  it('refuses a removed member every list, facet, export and settings read', async () => {
    const membership = await membershipOf('viewer@siipro.test', 'cenit-demo');
    try {
      expect((await authorized(context, '/t/cenit-demo/projects', tokens.viewer!)).status).toBe(200);
      await membership.remove();
      for (const path of [
        '/t/cenit-demo/projects',
        '/t/cenit-demo/projects?filter[status][in]=Ejecución&sort=-score',
        '/t/cenit-demo/projects/filters/values?fields=status',
        '/t/cenit-demo/settings',
        '/t/cenit-demo/projects/export?format=csv',
      ]) {
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
      '/t/obras-publicas%00/projects',
    ]) {
      const response = await authorized(context, path, tokens.editor!);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(denied);
    }
  });
});

/** What a handler of the recording app saw when it ran. */
interface Run {
  method: string;
  slug: string;
  membership: unknown;
}

/**
 * The tenant scope as the API builds it (tenantScopeRoutes), with one area whose handlers record that they ran: a
 * read any member may make, and a write that needs projects:edit.
 */
function recordingApp(deps = context.deps) {
  const runs: Run[] = [];
  const record = (c: Context<AppEnv>) => {
    const { slug, membership } = c.get('tenantAccess');
    runs.push({ method: c.req.method, slug, membership });
    return c.json({ ran: true });
  };
  const area = new Hono<AppEnv>()
    .get('/registro', record)
    .post('/registro', requirePermission('projects:edit'), record)
    .delete('/registro', requirePermission('tenant:settings:manage'), record);
  const app = new Hono<AppEnv>().route('/', tenantScopeRoutes(deps, [area]));
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  const call = (method: string, slug: string, token: string | undefined) =>
    app.request(`${BASE}/t/${slug}/registro`, {
      method,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  return { runs, call };
}

describe('authorization runs before any handler', () => {
  it('never runs a handler for a non-member, a tenant that does not exist or a caller without a token', async () => {
    const { runs, call } = recordingApp();
    // A member has just read and written that tenant through this very process: nothing about it is taken on trust.
    expect((await call('GET', 'obras-publicas', tokens.admin!)).status).toBe(200);
    expect((await call('POST', 'obras-publicas', tokens.admin!)).status).toBe(200);
    runs.length = 0;
    for (const slug of ['obras-publicas', 'no-existe']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await call(method, slug, tokens.editor!);
        expect(response.status, `${method} ${slug}`).toBe(403);
        expect(await response.json()).toEqual(denied);
      }
    }
    expect((await call('GET', 'cenit-demo', undefined)).status).toBe(401);
    expect((await call('POST', 'cenit-demo', undefined)).status).toBe(401);
    expect(runs).toEqual([]);
  });

  it('hands the handler the membership as a plain value, confirmed before it runs', async () => {
    const { runs, call } = recordingApp();
    expect((await call('GET', 'cenit-demo', tokens.viewer!)).status).toBe(200);
    expect((await call('POST', 'cenit-demo', tokens.editor!)).status).toBe(200);
    expect(runs).toEqual([
      { method: 'GET', slug: 'cenit-demo', membership: { role: 'viewer', permissions: [] } },
      {
        method: 'POST',
        slug: 'cenit-demo',
        membership: {
          role: 'editor',
          permissions: [
            'tenant:users:view',
            'projects:edit',
            'projects:create',
            'organizations:edit',
            'organizations:create',
          ],
        },
      },
    ]);
  });

  it('never runs a write for a member whose role lacks its permission', async () => {
    const { runs, call } = recordingApp();
    for (const [method, role] of [
      ['POST', 'viewer'],
      ['DELETE', 'viewer'],
      ['DELETE', 'editor'],
      ['DELETE', 'optimizador'],
    ] as const) {
      const response = await call(method, 'cenit-demo', tokens[role]);
      expect(response.status, `${method} as ${role}`).toBe(403);
      expect(await response.json()).toEqual(permissionDenied);
    }
    expect(runs).toEqual([]);
    expect((await call('DELETE', 'cenit-demo', tokens.admin!)).status).toBe(200);
    expect(runs.map((run) => run.method)).toEqual(['DELETE']);
  });

  it('refuses a removed member at their very next request, in this process and in another one', async () => {
    const other = await context.anotherProcess();
    const here = recordingApp();
    const there = recordingApp({ ...context.deps, db: other.database.db });
    const membership = await membershipOf('editor@siipro.test', 'cenit-demo');
    try {
      // Both processes have served the editor, reads and writes, just before the row goes.
      for (const { call } of [here, there]) {
        expect((await call('GET', 'cenit-demo', tokens.editor!)).status).toBe(200);
        expect((await call('POST', 'cenit-demo', tokens.editor!)).status).toBe(200);
      }
      here.runs.length = 0;
      there.runs.length = 0;
      await membership.remove();
      for (const { call } of [there, here]) {
        for (const method of ['GET', 'POST']) {
          const response = await call(method, 'cenit-demo', tokens.editor!);
          expect(response.status, method).toBe(403);
          expect(await response.json()).toEqual(denied);
        }
      }
      // The real API of the other process too: its list, not only the recording route.
      const list = await other.app.request(`${BASE}/t/cenit-demo/projects`, {
        headers: { authorization: `Bearer ${tokens.editor}` },
      });
      expect(list.status).toBe(403);
      expect(here.runs).toEqual([]);
      expect(there.runs).toEqual([]);
    } finally {
      await membership.restore();
      await other.close();
    }
    expect((await here.call('GET', 'cenit-demo', tokens.editor!)).status).toBe(200);
  });

  it('applies a role taken away in another process at the next write', async () => {
    const other = await context.anotherProcess();
    const there = recordingApp({ ...context.deps, db: other.database.db });
    const membership = await membershipOf('editor@siipro.test', 'cenit-demo');
    try {
      expect((await there.call('POST', 'cenit-demo', tokens.editor!)).status).toBe(200);
      await membership.setRole('viewer');
      const response = await there.call('POST', 'cenit-demo', tokens.editor!);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(permissionDenied);
      expect((await there.call('GET', 'cenit-demo', tokens.editor!)).status).toBe(200);
      expect(there.runs.map((run) => run.method)).toEqual(['POST', 'GET']);
    } finally {
      await membership.restore();
      await other.close();
    }
  });
});

describe('write routes declare their permission', () => {
  it('refuses to build a tenant scope with a write route that has no requirePermission', () => {
    const handler = (c: Context<AppEnv>) => c.body(null, 204);
    const unguarded = new Hono<AppEnv>()
      .get('/libre', handler)
      .put('/guardada', requirePermission('projects:edit'), handler)
      .post('/sin-guardia', handler)
      .patch('/sin-guardia', handler)
      .all('/cualquiera', handler)
      .all('/cualquiera-guardada', requirePermission('projects:edit'), handler)
      .use('/area/*', (_c, next) => next());
    expect(() => tenantScopeRoutes(context.deps, [unguarded])).toThrow(
      'Tenant write routes without requirePermission: POST /t/:slug/sin-guardia, PATCH /t/:slug/sin-guardia, ' +
        'ALL /t/:slug/cualquiera',
    );
  });

  it('finds none in the API as it is built', () => {
    expect(unguardedWrites(tenantScopeRoutes(context.deps))).toEqual([]);
  });
});

describe('requirePermission', () => {
  /** A tenant route guarded like the later admin routes, exposing what the middleware attached. */
  function guardedApp(permission: Permission) {
    const area = new Hono<AppEnv>().get('/guarded', requirePermission(permission), (c) => {
      const { tenantId, slug, membership } = c.get('tenantAccess');
      return c.json({ tenantId, slug, ...membership });
    });
    const app = new Hono<AppEnv>().route('/', tenantScopeRoutes(context.deps, [area]));
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
      permissions: [
        'tenant:users:view',
        'optimizer:usage',
        'projects:edit',
        'projects:create',
        'organizations:edit',
        'organizations:create',
      ],
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
      expect(await response.json()).toEqual(permissionDenied);
    }
  });
});
