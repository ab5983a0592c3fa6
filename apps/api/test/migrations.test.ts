import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../src/db/migrate.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false });
});
afterAll(() => context.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await context.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe('migrations', () => {
  it('create every table of the product', async () => {
    const tables = await rows<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((table) => table.tablename)).toEqual([
      'activity',
      'domains',
      'invitations',
      'memberships',
      'organizations',
      'project_organizations',
      'projects',
      'refresh_tokens',
      'tenants',
      'users',
    ]);
  });

  it('install pg_trgm (its similarity operator works) and the trigram and list indexes', async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(extensions).toHaveLength(1);
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'projects'`,
    );
    const byName = new Map(indexes.map((index) => [index.indexname, index.indexdef]));
    expect(byName.get('projects_name_trgm_idx')).toMatch(/gin \(name gin_trgm_ops\)/);
    expect(byName.get('projects_description_trgm_idx')).toMatch(/gin_trgm_ops/);
    // Every list sort walks (tenant_id, type, column, id); nullable columns have a descending twin (nulls last).
    for (const name of [
      'name',
      'code',
      'sector',
      'area',
      'score',
      'budget',
      'status',
      'priority',
      'created',
      'updated',
    ]) {
      expect(byName.get(`projects_list_${name}_idx`), name).toMatch(/\(tenant_id, type, \w+, id\)/);
    }
    for (const name of ['code', 'sector', 'area', 'score', 'budget', 'priority']) {
      expect(byName.get(`projects_list_${name}_desc_idx`), name).toMatch(/DESC NULLS LAST, id DESC NULLS LAST\)/);
    }
    expect(byName.get('projects_list_organization_idx')).toMatch(/\(tenant_id, type, organization_id, id\)/);
    expect(byName.get('projects_list_program_idx')).toMatch(/\(tenant_id, type, program_id, id\)/);
    expect(byName.get('projects_text_fields_trgm_idx')).toMatch(/gin \(slug gin_trgm_ops, project_code gin_trgm_ops/);
    const similarity = await rows<{ similar: boolean }>(sql`select 'Ruta Nacional 40' % 'ruta nacional' as similar`);
    expect(similarity[0]!.similar).toBe(true);
  });

  it('can run again without changing anything', async () => {
    await runMigrations(context.database);
    const applied = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied[0]!.count).toBe(4);
  });

  it('enforce the rules of the data: known roles, plans and project types, score within 0-100', async () => {
    const db = context.database.db;
    await db.execute(sql`insert into tenants (slug, name) values ('reglas', 'Reglas')`);
    await expect(db.execute(sql`update tenants set plan = 'oro' where slug = 'reglas'`)).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into projects (tenant_id, slug, name, type) select id, 'x', 'X', 'obra' from tenants where slug = 'reglas'`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into projects (tenant_id, slug, name, score) select id, 'y', 'Y', 101 from tenants where slug = 'reglas'`,
      ),
    ).rejects.toThrow();
  });
});
