// Route guard for tenant routes: the caller's role in this tenant must carry the permission (ARCHITECTURE.md §3).
import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@siipro/domain';
import type { AppEnv } from './env.ts';
import { ApiError, apiMessages } from './errors.ts';

export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { permissions } = await c.get('tenantAccess').membership;
    if (!permissions.includes(permission)) throw new ApiError('PERMISSION_DENIED', apiMessages.permissionDenied);
    await next();
  };
}
