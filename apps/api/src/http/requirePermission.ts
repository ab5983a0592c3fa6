// Route guard for tenant routes: the caller's role in this tenant must carry the permission (ARCHITECTURE.md §3).
// Declared where the route is defined, after the membership check of tenantAccess has run:
//   .put('/settings', requirePermission('tenant:settings:manage'), handler)
// The tenant scope refuses to start with a write route that has no guard (routes/tenantScope.ts, `routePermission`).
import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@siipro/domain';
import type { AppEnv } from './env.ts';
import { ApiError } from '@siipro/server';

const guards = new WeakMap<object, Permission>();

export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('tenantAccess').membership.permissions.includes(permission)) {
      throw new ApiError('PERMISSION_DENIED');
    }
    await next();
  };
  guards.set(guard, permission);
  return guard;
}

/** The permission a route handler guards, when it is a `requirePermission` guard. */
export function routePermission(handler: unknown): Permission | undefined {
  return typeof handler === 'function' ? guards.get(handler) : undefined;
}
