// The API for the tenant administration tests (issue 18): the demo tenants and accounts (with the portfolio when a
// test needs projects), an access token per demo account, JSON calls, and readers of what the database holds, so a
// refused call can be checked to have changed nothing. `useAdminApi()` registers the set-up and tear-down of the
// calling test file.
import { afterAll, beforeAll } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { demoAccounts } from '@siipro/domain';
import { memberships, tenantAudit, tenants, users } from '../../src/db/schema.ts';
import type { SeedOptions } from '../../src/seed/demoDatabase.ts';
import { demoUserId } from '../../src/seed/stableIds.ts';
import { authorized } from './http.ts';
import { createTestContext, type TestContext, type TestContextOptions } from './testApp.ts';

/** The demo accounts by role in cenit-demo (admin is also admin of obras-publicas). */
export const ROLE_ACCOUNTS = {
  admin: 'admin@siipro.test',
  optimizer: 'optimizador@siipro.test',
  editor: 'editor@siipro.test',
  viewer: 'viewer@siipro.test',
  nuevo: 'nuevo@siipro.test',
} as const;
export type DemoRole = keyof typeof ROLE_ACCOUNTS;

export const PERMISSION_DENIED = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes los permisos necesarios para realizar esta acción.',
};
export const NOT_A_MEMBER = { errorCode: 'PERMISSION_DENIED', message: 'No tienes acceso a este espacio de trabajo.' };

export function useAdminApi(options: { seed?: SeedOptions; env?: TestContextOptions['env'] } = {}) {
  let context: TestContext | undefined;
  const tokens = {} as Record<DemoRole, string>;

  beforeAll(async () => {
    context = await createTestContext({ seed: options.seed ?? { accountsOnly: true }, env: options.env });
    for (const [role, email] of Object.entries(ROLE_ACCOUNTS) as [DemoRole, string][]) {
      const account = demoAccounts.find((candidate) => candidate.email === email)!;
      tokens[role] = (await context.accessTokens.issue({ userId: demoUserId(account.uid), email })).accessToken;
    }
  });
  afterAll(() => context?.close());

  const testContext = () => {
    if (!context) throw new Error('useAdminApi: the context exists only inside tests');
    return context;
  };

  /** A call as the web makes it: JSON body (a string is sent as is), bearer token. */
  function call(method: string, path: string, token: string, body?: unknown) {
    return authorized(testContext(), path, token, {
      method,
      ...(body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
    });
  }

  async function tenantId(slug = 'cenit-demo'): Promise<string> {
    const [tenant] = await testContext().database.db.select().from(tenants).where(eq(tenants.slug, slug));
    return tenant!.id;
  }

  /** The tenant's record of changes, newest first, straight from the table. */
  async function auditRows(slug = 'cenit-demo') {
    return testContext()
      .database.db.select()
      .from(tenantAudit)
      .where(eq(tenantAudit.tenantId, await tenantId(slug)))
      .orderBy(desc(tenantAudit.createdAt), desc(tenantAudit.seq));
  }

  /** The role of an e-mail's membership in a tenant, or null. */
  async function roleOf(email: string, slug = 'cenit-demo'): Promise<string | null> {
    const [row] = await testContext()
      .database.db.select({ role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, email), eq(memberships.tenantId, await tenantId(slug))));
    return row?.role ?? null;
  }

  return { testContext, tokens, call, tenantId, auditRows, roleOf };
}

/** The user id of a demo account (the `uid` of the members list). */
export function demoUid(email: string): string {
  return demoUserId(demoAccounts.find((account) => account.email === email)!.uid);
}
