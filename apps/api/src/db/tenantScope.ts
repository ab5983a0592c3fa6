// The one place that applies a tenant's scope (row-level security, migration 0014): a `Database` for one tenant and
// caller, used by every /t/:slug handler instead of the owner's. Each database use first switches to the role
// siipro_app and sets siipro.tenant_id and siipro.user_id, so the policies show it that tenant's rows and nothing
// else, even a statement whose `tenant_id = …` was forgotten. Scoped per use, not per request:
// - a bare statement on a server pool takes a connection of its own, so the list's page and its count still run side
//   by side on two connections. The scope is set for that connection's session, one round trip before the statement,
//   which then runs on its own (autocommit: committed when its answer arrives); the connection goes back to the pool
//   only after RESET has removed the scope, done after the answer, off the caller's path, and is closed instead if
//   that fails: no other use of the pool ever sees a connection with a scope on it;
// - a bare statement on PGlite (one connection, no round trips) is a short transaction with the scope set for it;
// - `db.transaction(…)` sets the scope first thing in the transaction, for it alone (set_config(…, true));
// - nothing is held while a request waits for its body or its client, so PGlite's single connection never stalls.
import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './client.ts';

/** Whose rows a scoped database sees: the tenant of the request, and the caller (for policies and triggers). */
export interface TenantScope {
  tenantId: string;
  userId: string;
}

/** The role the policies bind (migration 0014); it cannot bypass row-level security. */
export const TENANT_ROLE = 'siipro_app';

/** The statement that opens a scope: for the transaction (`local`), or for the session until UNSCOPE_TEXT. */
const scopeSelect = (role: string, tenantId: string, userId: string, local = true) =>
  `select set_config('role', ${role}, ${local}), set_config('siipro.tenant_id', ${tenantId}, ${local}), ` +
  `set_config('siipro.user_id', ${userId}, ${local})`;
const SCOPE_TEXT = scopeSelect('$1', '$2', '$3');
const UNSCOPE_TEXT = 'reset role; reset siipro.tenant_id; reset siipro.user_id';
const scopeValues = (scope: TenantScope) => [TENANT_ROLE, scope.tenantId, scope.userId];
/** The same, as drizzle SQL (inside `db.transaction`). */
const scopeStatement = (scope: TenantScope) =>
  sql`select set_config('role', ${TENANT_ROLE}, true), set_config('siipro.tenant_id', ${scope.tenantId}, true),
    set_config('siipro.user_id', ${scope.userId}, true)`;

/**
 * A database whose every use sees only `scope`'s tenant, over the same connections as `owner` (the API's database,
 * whose role owns the tables and is bound by no policy). Cheap (~10 µs): made for each request.
 */
export function tenantDatabase(owner: Database, scope: TenantScope): Database {
  const client = (owner as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    client instanceof PGlite
      ? (drizzlePglite({ client: new ScopedPglite(client, scope) as unknown as PGlite }) as unknown as Database)
      : (drizzlePostgres({ client: new ScopedPool(client, scope) as unknown as pg.Pool }) as unknown as Database);
  // drizzle begins the transaction itself (on a connection of its own from ScopedPool.connect, or inside PGlite's);
  // the scope is its first statement.
  const begin = db.transaction.bind(db);
  db.transaction = (work, config) =>
    begin(async (tx) => {
      await tx.execute(scopeStatement(scope));
      return work(tx);
    }, config);
  return db;
}

/**
 * What drizzle's node-postgres session needs of a pool (its name says "Pool", which drizzle checks before it takes a
 * connection of its own for a transaction): `query` runs one statement in the scope on a connection of its own;
 * `connect` hands out a plain connection for `db.transaction`, scoped by tenantDatabase above.
 */
class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly scope: TenantScope,
  ) {}

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const connection = await this.pool.connect();
    try {
      // Simple protocol, so the values are quoted by the driver.
      const literal = (value: string) => connection.escapeLiteral(value);
      await connection.query(
        scopeSelect(literal(TENANT_ROLE), literal(this.scope.tenantId), literal(this.scope.userId), false),
      );
      return await connection.query(config as pg.QueryConfig, values);
    } finally {
      // Not awaited: the statement is done and committed; the pool gets the connection back once the scope is gone.
      void connection.query(UNSCOPE_TEXT).then(
        () => connection.release(),
        (error: Error) => connection.release(error),
      );
    }
  }
}

/** The same for PGlite's single connection: its `transaction` holds the connection for one statement, or for drizzle's. */
export class ScopedPglite {
  constructor(
    private readonly pglite: PGlite,
    private readonly scope: TenantScope,
  ) {}

  query<T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) {
    return this.pglite.transaction(async (tx) => {
      await tx.query(SCOPE_TEXT, scopeValues(this.scope));
      return tx.query<T>(text, params, options);
    });
  }

  transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    return this.pglite.transaction(work);
  }
}
