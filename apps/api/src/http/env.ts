// What middleware attaches to a request, typed once for every route.
import type { Permission, Role } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import type { ServerVariables } from '@siipro/server';

export type { Caller } from '@siipro/server';

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
  /** The tenant's database: every statement of the handler goes through it (db/tenantScope.ts). */
  db: Database;
}

/** The server kit's variables (requestId, caller) and the API's own. */
export interface AppEnv {
  Variables: ServerVariables & {
    tenantAccess: TenantAccess;
  };
}
