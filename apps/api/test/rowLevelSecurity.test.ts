// Row-level security, the second wall behind every statement's tenant filter (issue 19; migration 0014,
// db/tenantScope.ts). Statements written here on purpose WITHOUT their `tenant_id = …`, run through a tenant's
// database as every /t/:slug handler runs them, see that tenant's rows and nothing else, in every tenant table; the
// app role with no tenant set sees no row at all; a write into another tenant is refused; each use gets its own
// scope whatever its pooled connection held before; and the owner's connections never carry a scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { errorCodes } from '../src/db/errorChain.ts';
import { TENANT_ROLE, tenantDatabase } from '../src/db/tenantScope.ts';
import { rowsOf } from '../src/projects/listRows.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

/**
 * The tables with a policy: every table with a tenant_id, the links (which belong to their project's tenant) and
 * the tenants themselves (a tenant's database sees its own row).
 */
const POLICY_TABLES = [
  'activity',
  'documents',
  'domains',
  'invitations',
  'memberships',
  'optimizer_scenarios',
  'organization_history',
  'organizations',
  'project_imports',
  'project_list_names',
  'project_organizations',
  'project_requirements',
  'project_search',
  'project_type_counts',
  'projects',
  'tenant_audit',
  'tenants',
];

/** Each table's rows with the tenant they belong to, read by the owner (whom no policy binds). */
const ownerTenantOf: Record<string, string> = Object.fromEntries(
  POLICY_TABLES.map((table) => [table, `select tenant_id from ${table}`]),
);
ownerTenantOf.tenants = 'select id as tenant_id from tenants';
ownerTenantOf.project_organizations =
  'select p.tenant_id from project_organizations l join projects p on p.id = l.project_id';

let context: TestContext;
let owner: Database;
let tenantIds: { A: string; B: string };
const userId = '00000000-0000-4000-8000-000000000001';

/** Rows each tenant's database saw without a tenant filter, summed over the tables, for the one-line summary. */
const seenRows: Record<string, number> = {};

const one = async (db: Database, statement: ReturnType<typeof sql>) => (await rowsOf(db, statement))[0]!;

/** Rows of both tenants in the tables the demo data leaves empty for one of them, so no check below is vacuous. */
async function fillEmptyTables(db: Database, tenantId: string) {
  const { project, organization } = await one(
    db,
    sql`select (select id from projects where tenant_id = ${tenantId} limit 1) as project,
      (select id from organizations where tenant_id = ${tenantId} limit 1) as organization`,
  );
  await db.execute(sql`insert into activity (tenant_id, project_id, kind, text)
    values (${tenantId}, ${project}, 'comment', 'muro')`);
  await db.execute(sql`insert into documents (tenant_id, project_id, name, content_type, size, content)
    values (${tenantId}, ${project}, 'a.txt', 'text/plain', 1, '\\x61')`);
  await db.execute(sql`insert into organization_history (tenant_id, organization_id, field)
    values (${tenantId}, ${organization}, 'name')`);
  await db.execute(sql`insert into optimizer_scenarios
      (tenant_id, name, author_name, request, result, objective, status, selected_count, total_budget)
    values (${tenantId}, 'muro', 'Ana', '{}', '{}', 0, 'optimal', 0, 0)`);
  await db.execute(sql`insert into tenant_audit (tenant_id, action) values (${tenantId}, 'settings.updated')`);
  await db.execute(sql`insert into project_imports (tenant_id, dry_run, file_name, format)
    values (${tenantId}, true, 'muro.csv', 'csv')`);
  // "B requiere A" between two of the tenant's projects (issue 44).
  await db.execute(sql`insert into project_requirements (tenant_id, project_id, required_project_id)
    select ${tenantId}, a.id, b.id from
      (select id from projects where tenant_id = ${tenantId} order by id limit 1) a,
      (select id from projects where tenant_id = ${tenantId} order by id offset 1 limit 1) b`);
  await db.execute(sql`insert into invitations (tenant_id, email, expires_at)
    values (${tenantId}, ${`muro-${tenantId}@example.gob.ar`}, now() + interval '1 day')`);
}

beforeAll(async () => {
  context = await createTestContext({ seed: {} });
  owner = context.database.db;
  const tenants = await rowsOf(owner, sql`select id, slug from tenants`);
  const idOf = (slug: string) => String(tenants.find((tenant) => tenant.slug === slug)!.id);
  tenantIds = { A: idOf('cenit-demo'), B: idOf('obras-publicas') };
  for (const tenantId of Object.values(tenantIds)) await fillEmptyTables(owner, tenantId);
});

afterAll(async () => {
  if (Object.keys(seenRows).length > 0) {
    console.info(
      `row-level security: ${POLICY_TABLES.length} tables read without their tenant filter — cenit-demo's database ` +
        `saw ${seenRows.A} rows, all its own; obras-publicas's ${seenRows.B}; the app role with no tenant saw none`,
    );
  }
  await context?.close();
});

describe('row-level security', () => {
  it('guards every table that belongs to a tenant, and only those', async () => {
    const guarded = await rowsOf(
      owner,
      sql`select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'
        and relrowsecurity order by relname`,
    );
    const withTenant = await rowsOf(
      owner,
      sql`select distinct c.relname from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attname = 'tenant_id'`,
    );
    expect(guarded.map((row) => row.relname)).toEqual(POLICY_TABLES);
    // A new table with a tenant_id and no policy fails here.
    for (const { relname } of withTenant) expect(POLICY_TABLES).toContain(relname);
  });

  it.each(POLICY_TABLES)('%s: a statement without its tenant filter sees only the tenant set', async (table) => {
    for (const [name, tenantId] of Object.entries(tenantIds)) {
      const theirs = await rowsOf(owner, sql.raw(ownerTenantOf[table]!));
      const expected = theirs.filter((row) => row.tenant_id === tenantId).length;
      expect(expected, `${table} has rows of ${name}`).toBeGreaterThan(0);
      expect(theirs.length, `${table} has rows of another tenant too`).toBeGreaterThan(expected);

      // The forgotten WHERE, on purpose: every row of the table, as a /t/:slug handler would ask for it.
      const scoped = tenantDatabase(owner, { tenantId, userId });
      const seen = await rowsOf(scoped, sql.raw(`select * from ${table}`));
      expect(seen).toHaveLength(expected);
      seenRows[name] = (seenRows[name] ?? 0) + seen.length;
      const tenantOfRow = table === 'tenants' ? 'id' : 'tenant_id';
      if (table !== 'project_organizations')
        expect(new Set(seen.map((row) => row[tenantOfRow]))).toEqual(new Set([tenantId]));
      // The same inside a transaction of the tenant's database.
      const inTransaction = await scoped.transaction((tx) => rowsOf(tx, sql.raw(`select * from ${table}`)));
      expect(inTransaction).toHaveLength(expected);
    }
  });

  it('shows the app role no row at all while no tenant is set', async () => {
    const counts = await owner.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
      const seen: Record<string, number> = {};
      for (const table of POLICY_TABLES) {
        seen[table] = Number((await one(tx, sql.raw(`select count(*) as n from ${table}`))).n);
      }
      return seen;
    });
    expect(counts).toEqual(Object.fromEntries(POLICY_TABLES.map((table) => [table, 0])));
  });

  it("refuses to write a row into another tenant, and leaves the other tenant's rows alone", async () => {
    const scoped = tenantDatabase(owner, { tenantId: tenantIds.A, userId });
    const refusal = await scoped
      .execute(sql`insert into organizations (tenant_id, name, slug) values (${tenantIds.B}, 'Intrusa', 'intrusa')`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    // insufficient_privilege: "new row violates row-level security policy"
    expect(errorCodes(refusal)).toContain('42501');
    // An update without its tenant filter reaches A's rows only.
    const updated = await rowsOf(scoped, sql`update projects set name = name returning tenant_id`);
    expect(updated.length).toBeGreaterThan(0);
    expect(new Set(updated.map((row) => row.tenant_id))).toEqual(new Set([tenantIds.A]));
    const [bProject] = await rowsOf(owner, sql`select id, name from projects where tenant_id = ${tenantIds.B} limit 1`);
    const renamed = await scoped.transaction((tx) =>
      rowsOf(tx, sql`update projects set name = 'Ajeno' where id = ${bProject!.id} returning id`),
    );
    expect(renamed).toEqual([]);
    const [after] = await rowsOf(owner, sql`select name from projects where id = ${bProject!.id}`);
    expect(after!.name).toBe(bProject!.name);
  });

  it('never stores "requiere" across tenants or to the project itself, whoever writes (issue 44)', async () => {
    const [a] = await rowsOf(owner, sql`select id from projects where tenant_id = ${tenantIds.A} limit 1`);
    const [b] = await rowsOf(owner, sql`select id from projects where tenant_id = ${tenantIds.B} limit 1`);
    const attempt = (statement: ReturnType<typeof sql>) =>
      owner.execute(statement).then(
        () => null,
        (error: unknown) => error,
      );
    // Even the owner, whom no policy binds: the foreign keys go through (tenant_id, id).
    for (const tenantId of [tenantIds.A, tenantIds.B]) {
      const crossing = await attempt(sql`insert into project_requirements (tenant_id, project_id, required_project_id)
        values (${tenantId}, ${a!.id}, ${b!.id})`);
      expect(errorCodes(crossing)).toContain('23503'); // foreign_key_violation
    }
    const itself = await attempt(sql`insert into project_requirements (tenant_id, project_id, required_project_id)
      values (${tenantIds.A}, ${a!.id}, ${a!.id})`);
    expect(errorCodes(itself)).toContain('23514'); // check_violation
  });

  it('gives each use the scope of its own tenant and caller, whichever scope its pooled connection held before', async () => {
    // On a server the scoped statements' pool keeps a connection's scope between uses and sets it again only when the
    // next use is another tenant or caller: interleaved uses of A, B and A's second caller each see only their own.
    const otherUserId = '00000000-0000-4000-8000-000000000002';
    const uses = {
      A: tenantDatabase(owner, { tenantId: tenantIds.A, userId }),
      B: tenantDatabase(owner, { tenantId: tenantIds.B, userId }),
      'A as another caller': tenantDatabase(owner, { tenantId: tenantIds.A, userId: otherUserId }),
    };
    const expected = {
      A: { tenant: tenantIds.A, user: userId },
      B: { tenant: tenantIds.B, user: userId },
      'A as another caller': { tenant: tenantIds.A, user: otherUserId },
    };
    const seen = async (name: keyof typeof uses) => {
      const row = await one(
        uses[name],
        sql`select current_user as role, current_setting('siipro.tenant_id', true) as tenant,
          current_setting('siipro.user_id', true) as "user",
          (select array_agg(distinct tenant_id::text) from projects) as tenants`,
      );
      expect(row, name).toEqual({
        role: TENANT_ROLE,
        tenant: expected[name].tenant,
        user: expected[name].user,
        tenants: [expected[name].tenant],
      });
    };
    const names = Object.keys(uses) as (keyof typeof uses)[];
    // One after the other (the same idle connection serves the next use), then many at once.
    for (let round = 0; round < 4; round++) for (const name of names) await seen(name);
    await Promise.all(Array.from({ length: 30 }, (_, index) => seen(names[index % names.length]!)));
    // A transaction's own scope, whatever its connection's session holds, and nothing of it after.
    await uses.A.transaction(async (tx) => {
      expect(await one(tx, sql`select current_setting('siipro.tenant_id', true) as tenant`)).toEqual({
        tenant: tenantIds.A,
      });
    });
    for (const name of names) await seen(name);
  });

  it('leaves nothing of a scope on the owner’s connections, after success or failure', async () => {
    const scoped = tenantDatabase(owner, { tenantId: tenantIds.A, userId });
    await Promise.all([
      ...Array.from({ length: 12 }, () => rowsOf(scoped, sql`select count(*) from projects`)),
      ...Array.from({ length: 4 }, () => rowsOf(scoped, sql`select 1/0`).catch(() => undefined)),
    ]);
    const sessions = await Promise.all(
      Array.from({ length: 12 }, () =>
        one(owner, sql`select current_user as role, current_setting('siipro.tenant_id', true) as tenant`),
      ),
    );
    for (const session of sessions) {
      expect(session.role).not.toBe(TENANT_ROLE);
      expect(session.tenant ?? '').toBe('');
    }
  });
});
