// The one place that applies a tenant's scope (row-level security, migration 0014): a `Database` for one tenant and
// caller, used by every /t/:slug handler instead of the owner's. Each database use runs as the role siipro_app with
// siipro.tenant_id and siipro.user_id set, so the policies show it that tenant's rows and nothing else, even a
// statement whose `tenant_id = …` was forgotten. Scoped per use, not per request:
// - on a server, scoped statements run on a pool of their own beside the owner's (openDatabase creates both), so a
//   connection of the owner's never carries a scope and one of this pool never runs a statement without one. A bare
//   statement takes a connection of its own, so the list's page and its count still run side by side on two. Before
//   it, the connection is given the role and this scope for its session, in one round trip, unless it has exactly
//   this scope already (the last use was the same caller in the same tenant: the common case, and no round trip);
//   the statement then runs on its own (autocommit). A connection whose scope could not be set is closed;
// - a bare statement on PGlite (one connection, no round trips) is a short transaction with the scope set for it;
// - `db.transaction(…)` sets the scope first thing in the transaction, for it alone (set_config(…, true)), whatever
//   the connection's session holds;
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
      : (drizzlePostgres({
          client: new ScopedPool(tenantPoolOf(client), scope) as unknown as pg.Pool,
        }) as unknown as Database);
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

/** The pool of scoped statements beside each owner's pool (useTenantPool). */
const tenantPools = new WeakMap<pg.Pool, pg.Pool>();

/**
 * Makes `tenantPool` the pool of the scoped statements of `ownerPool`'s database: openDatabase opens both with the
 * same settings, and closes both.
 */
export function useTenantPool(ownerPool: pg.Pool, tenantPool: pg.Pool): void {
  tenantPools.set(ownerPool, tenantPool);
}

/** The tenant pool beside an owner's pool, if it has one (the metrics report both). */
export function tenantPoolFor(ownerPool: pg.Pool): pg.Pool | undefined {
  return tenantPools.get(ownerPool);
}

function tenantPoolOf(ownerPool: pg.Pool): pg.Pool {
  const tenantPool = tenantPools.get(ownerPool);
  if (!tenantPool) throw new Error('tenantDatabase: this database was opened without a pool for tenant scopes');
  return tenantPool;
}

/** The scope each connection of a tenant pool holds for its session (`tenant user`), once it was set. */
const sessionScopes = new WeakMap<pg.PoolClient, string>();

/**
 * What drizzle's node-postgres session needs of a pool (its name says "Pool", which drizzle checks before it takes a
 * connection of its own for a transaction): `query` runs one statement in the scope on a connection of its own;
 * `connect` hands out a connection for `db.transaction`, scoped by tenantDatabase above.
 */
class ScopedPool {
  private readonly key: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly scope: TenantScope,
  ) {
    this.key = `${scope.tenantId} ${scope.userId}`;
  }

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    const connection = await this.pool.connect();
    try {
      await this.enter(connection);
    } catch (error) {
      // Its session's scope is unknown now: the connection is closed, not pooled.
      connection.release(error as Error);
      throw error;
    }
    try {
      return await connection.query(config as pg.QueryConfig, values);
    } finally {
      connection.release();
    }
  }

  /** Gives the connection's session this scope (and the role), unless it holds exactly this scope already. */
  private async enter(connection: pg.PoolClient): Promise<void> {
    if (sessionScopes.get(connection) === this.key) return;
    sessionScopes.delete(connection);
    // Simple protocol, so the values are quoted by the driver.
    const literal = (value: string) => connection.escapeLiteral(value);
    await connection.query(
      scopeSelect(literal(TENANT_ROLE), literal(this.scope.tenantId), literal(this.scope.userId), false),
    );
    sessionScopes.set(connection, this.key);
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
