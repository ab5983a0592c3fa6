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

/** The tenant of a /t/:slug/* request and the caller's place in it. */
export interface TenantAccess {
  tenantId: string;
  slug: string;
  /**
   * Reads may run before the membership check has answered (tenantAccess.ts): this resolves once it has passed and
   * rejects with the 403 otherwise, so whatever depends on the role awaits it.
   */
  membership: Promise<Membership>;
  /**
   * For a read that runs a statement anyway: it may carry the membership check itself (the role of `userId` in the
   * tenant, as one more column), saving the separate check's round trip. Null when there is nothing to save — the
   * check has been made or has started. Whoever takes it must call `settle` with the role found (null: none) before
   * answering, and must take it before its first await.
   */
  carryMembershipCheck(): CarriedMembershipCheck | null;
}

export interface CarriedMembershipCheck {
  userId: string;
  settle(role: string | null): void;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    caller: Caller;
    tenantAccess: TenantAccess;
  };
}
