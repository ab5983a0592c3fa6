// What middleware attaches to a request, typed once for every route.
import type { Permission, Role } from '@siipro/domain';

/** The caller, as proven by a valid access token. */
export interface Caller {
  userId: string;
  email: string;
}

/** The caller's role in a tenant and the permission strings it carries (ARCHITECTURE.md §3). */
export interface Membership {
  role: Role;
  permissions: Permission[];
}

/** The tenant of a /t/:slug/* request and the caller's place in it, confirmed before the handler runs. */
export interface TenantAccess {
  tenantId: string;
  slug: string;
  membership: Membership;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    tenantAccess: TenantAccess;
  };
}
