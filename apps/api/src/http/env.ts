// What middleware attaches to a request, typed once for every route.
import type { Permission, Role } from '@siipro/domain';

/** The caller, as proven by a valid access token. */
export interface Caller {
  userId: string;
  email: string;
}

/** The tenant of a /t/:slug/* request and the caller's place in it. */
export interface TenantAccess {
  tenantId: string;
  slug: string;
  role: Role;
  permissions: Permission[];
}

export interface AppEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    tenantAccess: TenantAccess;
  };
}
