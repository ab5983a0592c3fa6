import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVITATION_STATUSES, ROLES, TENANT_PLANS } from '@siipro/domain';
import { runMigrations } from '../src/db/migrate.ts';
import { createTestContext, type TestContext } from './support/testApp.ts';

const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

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
      'rate_limit_counters',
      'refresh_tokens',
      'tenant_audit',
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
      'organization',
      'program',
    ]) {
      expect(byName.get(`projects_list_${name}_idx`), name).toMatch(
        /\(tenant_id, type, \w+, id\) WHERE \(archived_at IS NULL\)/,
      );
    }
    for (const name of ['code', 'sector', 'area', 'score', 'budget', 'priority', 'organization', 'program']) {
      expect(byName.get(`projects_list_${name}_desc_idx`), name).toMatch(/DESC NULLS LAST, id DESC NULLS LAST\)/);
    }
    // The usual filters' counts read small entries, not the 15 columns of the filters index.
    expect(byName.get('projects_list_status_priority_idx')).toMatch(/\(tenant_id, type, status, priority\)/);
    // Archived projects are in none of the lists' indexes (issue 42); a small one finds them for "Archivados".
    expect(byName.get('projects_map_idx')).toMatch(/WHERE \(archived_at IS NULL\)/);
    expect(byName.get('projects_list_filters_idx')).toMatch(/WHERE \(archived_at IS NULL\)/);
    expect(byName.get('projects_archived_idx')).toMatch(/\(tenant_id, archived_at\) WHERE \(archived_at IS NOT NULL\)/);
    // Indexes no plan used are gone (each one costs planning time on every statement).
    expect(byName.has('projects_tenant_secretary_idx')).toBe(false);
    expect(byName.has('projects_tenant_months_idx')).toBe(false);
    expect(byName.get('projects_text_fields_trgm_idx')).toMatch(/gin \(slug gin_trgm_ops, project_code gin_trgm_ops/);
    // The global search reads project_search (migration 0010), not these: its old indexes on projects are gone.
    for (const name of ['projects_search_name_idx', 'projects_search_code_idx', 'projects_search_text_trgm_idx']) {
      expect(byName.has(name), name).toBe(false);
    }
    const searchIndexes = new Map(
      (
        await rows<{ indexname: string; indexdef: string }>(
          sql`select indexname, indexdef from pg_indexes where tablename = 'project_search'`,
        )
      ).map((index) => [index.indexname, index.indexdef]),
    );
    // Folded name and code in the "C" collation (prefix ranges walked in order), and the trigram of the search text.
    expect(searchIndexes.get('project_search_name_idx')).toMatch(/\(tenant_id, type, name, id\)/);
    expect(searchIndexes.get('project_search_code_idx')).toMatch(/\(tenant_id, type, code, id\)/);
    expect(searchIndexes.get('project_search_text_idx')).toMatch(/gin \(text gin_trgm_ops\)/);
    const collations = await rows<{ attname: string; collname: string }>(
      sql`select a.attname, c.collname from pg_attribute a join pg_collation c on c.oid = a.attcollation
        where a.attrelid = 'project_search'::regclass and a.attname in ('name', 'code') order by a.attname`,
    );
    expect(collations).toEqual([
      { attname: 'code', collname: 'C' },
      { attname: 'name', collname: 'C' },
    ]);
    const [options] = await rows<{ reloptions: string[] | string }>(
      sql`select reloptions from pg_class where oid = 'project_search'::regclass`,
    );
    expect(String(options!.reloptions)).toContain('parallel_workers=0');
    const similarity = await rows<{ similar: boolean }>(sql`select 'Ruta Nacional 40' % 'ruta nacional' as similar`);
    expect(similarity[0]!.similar).toBe(true);
  });

  it('fold text for accent- and case-insensitive matching the same way on every engine (siipro_fold)', async () => {
    const [row] = await rows<{ folded: string; immutable: string }>(
      sql`select siipro_fold('ENERGÍA Ñandú Àçôë Güemes') as folded,
            (select provolatile from pg_proc where proname = 'siipro_fold') as immutable`,
    );
    expect(row).toEqual({ folded: 'energia nandu acoe guemes', immutable: 'i' });
    const [text] = await rows<{ text: string }>(
      sql`select siipro_search_text('Plan Energía', null, 'plan-energia') as text`,
    );
    expect(text!.text).toBe('plan energia  plan-energia');
  });

  it('can run again without changing anything', async () => {
    await runMigrations(context.database);
    const applied = await rows<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    // One row per migration of drizzle/, none twice.
    expect(applied[0]!.count).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThanOrEqual(10);
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

  it("admit exactly domain's roles, plans and invitation statuses (the schema's checks are built from them)", async () => {
    const db = context.database.db;
    await db.execute(sql`insert into tenants (slug, name) values ('listas', 'Listas')`);
    const tenant = sql`(select id from tenants where slug = 'listas')`;
    for (const plan of TENANT_PLANS) await db.execute(sql`update tenants set plan = ${plan} where slug = 'listas'`);
    for (const [index, role] of ROLES.entries()) {
      const email = `rol${index}@listas.test`;
      await db.execute(sql`insert into users (email) values (${email})`);
      await db.execute(
        sql`insert into memberships (tenant_id, user_id, role) select ${tenant}, id, ${role} from users where email = ${email}`,
      );
    }
    for (const [index, status] of INVITATION_STATUSES.entries()) {
      await db.execute(
        sql`insert into invitations (tenant_id, email, role, status, expires_at)
          values (${tenant}, ${`inv${index}@listas.test`}, ${ROLES[0]}, ${status}, now())`,
      );
    }
    await expect(
      db.execute(
        sql`insert into invitations (tenant_id, email, role, expires_at) values (${tenant}, 'x@listas.test', 'auditor', now())`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`insert into invitations (tenant_id, email, status, expires_at) values (${tenant}, 'y@listas.test', 'olvidada', now())`,
      ),
    ).rejects.toThrow();
  });

  it('keep the copies of organisation and program names, of project types on links, and the counts per tenant and type exact on every write', async () => {
    const db = context.database.db;
    const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;
    await db.execute(sql`insert into tenants (slug, name) values ('copias', 'Copias'), ('otro', 'Otro')`);
    const tenant = sql`(select id from tenants where slug = 'copias')`;
    await db.execute(
      sql`insert into organizations (tenant_id, slug, name) values (${tenant}, 'org-a', 'Org A'), (${tenant}, 'org-b', 'Org B')`,
    );
    const org = (slug: string) => sql`(select id from organizations where slug = ${slug} and tenant_id = ${tenant})`;
    await db.execute(
      sql`insert into projects (tenant_id, slug, name, type) values (${tenant}, 'prog', 'Programa 1', 'programa')`,
    );
    const program = sql`(select id from projects where slug = 'prog' and tenant_id = ${tenant})`;
    await db.execute(
      sql`insert into projects (tenant_id, slug, name, organization_id, program_id) values
        (${tenant}, 'p1', 'P1', ${org('org-a')}, ${program}), (${tenant}, 'p2', 'P2', ${org('org-a')}, null),
        (${tenant}, 'p3', 'P3', null, null)`,
    );
    const copies = () =>
      rows<{ slug: string; organization_name: string | null; program_name: string | null }>(
        sql`select slug, organization_name, program_name from projects where tenant_id = ${tenant} and type = 'proyecto' order by slug`,
      );
    const counts = async () =>
      Object.fromEntries(
        (
          await rows<{ type: string; count: number }>(
            sql`select type, count from project_type_counts where tenant_id = ${tenant} order by type`,
          )
        ).map((row) => [row.type, Number(row.count)]),
      );
    expect(await copies()).toEqual([
      { slug: 'p1', organization_name: 'Org A', program_name: 'Programa 1' },
      { slug: 'p2', organization_name: 'Org A', program_name: null },
      { slug: 'p3', organization_name: null, program_name: null },
    ]);
    expect(await counts()).toEqual({ programa: 1, proyecto: 3 });
    // Archived rows are not counted (the lists leave them out); restored ones are again.
    await db.execute(sql`update projects set archived_at = now() where slug = 'p3' and tenant_id = ${tenant}`);
    expect(await counts()).toEqual({ programa: 1, proyecto: 2 });
    await db.execute(sql`update projects set archived_at = null where slug = 'p3' and tenant_id = ${tenant}`);
    expect(await counts()).toEqual({ programa: 1, proyecto: 3 });

    // Renames, moves, a direct write of a copy (overwritten) and a foreign key setting null all keep the copies.
    await db.execute(sql`update organizations set name = 'Org A2' where id = ${org('org-a')}`);
    await db.execute(sql`update projects set name = 'Programa Uno' where id = ${program}`);
    await db.execute(
      sql`update projects set organization_id = ${org('org-b')}, program_id = ${program} where slug = 'p2'`,
    );
    await db.execute(sql`update projects set organization_name = 'Falso' where slug = 'p3'`);
    expect(await copies()).toEqual([
      { slug: 'p1', organization_name: 'Org A2', program_name: 'Programa Uno' },
      { slug: 'p2', organization_name: 'Org B', program_name: 'Programa Uno' },
      { slug: 'p3', organization_name: null, program_name: null },
    ]);
    await db.execute(sql`delete from organizations where id = ${org('org-b')}`);
    await db.execute(sql`delete from projects where id = ${program}`);
    expect(await copies()).toEqual([
      { slug: 'p1', organization_name: 'Org A2', program_name: null },
      { slug: 'p2', organization_name: null, program_name: null },
      { slug: 'p3', organization_name: null, program_name: null },
    ]);

    // Counts follow inserts, deletes and type changes, and match a real count.
    expect(await counts()).toEqual({ programa: 0, proyecto: 3 });
    await db.execute(sql`update projects set type = 'programa' where slug in ('p1', 'p2') and tenant_id = ${tenant}`);
    await db.execute(sql`delete from projects where slug = 'p3' and tenant_id = ${tenant}`);
    await db.execute(
      sql`update projects set tenant_id = (select id from tenants where slug = 'otro') where slug = 'p2'`,
    );
    expect(await counts()).toEqual({ programa: 1, proyecto: 0 });
    const real = await one<{ count: number }>(
      sql`select count(*)::int as count from projects where tenant_id = ${tenant}`,
    );
    expect(real.count).toBe(1);
    expect(
      await one<{ count: number }>(
        sql`select count from project_type_counts where tenant_id = (select id from tenants where slug = 'otro') and type = 'programa'`,
      ),
    ).toEqual({ count: 1 });
    // Links carry their project's type (the organisation scope counts them), follow its changes, and never join two
    // tenants.
    await db.execute(
      sql`insert into project_organizations (project_id, organization_id, project_type) values
        ((select id from projects where slug = 'p1' and tenant_id = ${tenant}), ${org('org-a')}, 'proyecto')`,
    );
    const linkType = () =>
      one<{ project_type: string }>(
        sql`select project_type from project_organizations where organization_id = ${org('org-a')}`,
      );
    expect(await linkType()).toEqual({ project_type: 'programa' });
    await db.execute(sql`update projects set type = 'proyecto' where slug = 'p1' and tenant_id = ${tenant}`);
    expect(await linkType()).toEqual({ project_type: 'proyecto' });
    await db.execute(sql`update project_organizations set project_type = 'programa'`);
    expect(await linkType()).toEqual({ project_type: 'proyecto' });
    // An archived project's links carry no type, so no organisation count includes it; restored, they do again.
    await db.execute(sql`update projects set archived_at = now() where slug = 'p1' and tenant_id = ${tenant}`);
    expect(await linkType()).toEqual({ project_type: null });
    await db.execute(sql`update project_organizations set project_type = 'proyecto'`);
    expect(await linkType()).toEqual({ project_type: null });
    await db.execute(sql`update projects set archived_at = null where slug = 'p1' and tenant_id = ${tenant}`);
    expect(await linkType()).toEqual({ project_type: 'proyecto' });
    await expect(
      db.execute(
        sql`insert into project_organizations (project_id, organization_id) values
          ((select id from projects where slug = 'p2'), ${org('org-a')})`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(
        sql`update projects set tenant_id = (select id from tenants where slug = 'otro') where slug = 'p1' and tenant_id = ${tenant}`,
      ),
    ).rejects.toThrow();

    // Deleting a tenant deletes its projects and its counts without bringing them back.
    await db.execute(sql`delete from tenants where slug in ('copias', 'otro')`);
    expect(
      await one<{ count: number }>(
        sql`select count(*)::int as count from project_type_counts c left join tenants t on t.id = c.tenant_id where t.id is null`,
      ),
    ).toEqual({ count: 0 });
  });

  it('keep project_search and project_list_names, what the global search and the list’s name search read, equal to what they copy on every write of projects', async () => {
    const db = context.database.db;
    // Rows of either copy that differ from their definition over projects, both ways (none when in step).
    const drift = () =>
      rows<{ id: string }>(
        sql`select id from ((select id, tenant_id, type, name, code, text from project_search
              except select id, tenant_id, type, siipro_fold(name), siipro_fold(project_code),
                siipro_search_text(name, project_code, slug) from projects where archived_at is null)
            union all
            (select id, tenant_id, type, siipro_fold(name), siipro_fold(project_code),
                siipro_search_text(name, project_code, slug) from projects where archived_at is null
              except select id, tenant_id, type, name, code, text from project_search)) search_drift
            union all
            select id from ((select id, tenant_id, type, name, name_lower from project_list_names
              except select id, tenant_id, type, name, lower(name) from projects where archived_at is null)
            union all
            (select id, tenant_id, type, name, lower(name) from projects where archived_at is null
              except select id, tenant_id, type, name, name_lower from project_list_names)) list_names_drift`,
      );
    const searchRow = async (slug: string) =>
      (
        await rows<{ name: string; code: string | null; text: string }>(
          sql`select s.name, s.code, s.text from project_search s join projects p on p.id = s.id where p.slug = ${slug}`,
        )
      )[0];
    await db.execute(sql`insert into tenants (slug, name) values ('buscar', 'Buscar'), ('buscar-2', 'Buscar 2')`);
    const tenant = (slug: string) => sql`(select id from tenants where slug = ${slug})`;
    // One statement of several rows (a bulk insert), then one more.
    await db.execute(
      sql`insert into projects (tenant_id, slug, name, project_code, type) values
        (${tenant('buscar')}, 'b1', 'Energía Solar Ñandú', 'BUS-0001', 'proyecto'),
        (${tenant('buscar')}, 'b2', 'Puente', null, 'proyecto'),
        (${tenant('buscar')}, 'plan-b', 'Plan B', 'BUS-P1', 'programa')`,
    );
    await db.execute(sql`insert into projects (tenant_id, slug, name) values (${tenant('buscar')}, 'b3', 'Ruta Á')`);
    expect(await searchRow('b1')).toEqual({
      name: 'energia solar nandu',
      code: 'bus-0001',
      text: 'energia solar nandu bus-0001 b1',
    });
    expect(await drift()).toEqual([]);

    // Renames, new codes (and none), new slugs, types and tenants rewrite the row; other edits leave it as it was.
    await db.execute(sql`update projects set name = 'Puente Colgante' where slug = 'b2'`);
    await db.execute(sql`update projects set project_code = 'BUS-0002' where slug = 'b2'`);
    await db.execute(sql`update projects set project_code = null where slug = 'b1'`);
    await db.execute(sql`update projects set slug = 'b3-ruta', type = 'programa' where slug = 'b3'`);
    await db.execute(sql`update projects set status = 'Ejecución', description = 'Otra' where slug = 'b2'`);
    await db.execute(sql`update projects set tenant_id = ${tenant('buscar-2')} where slug = 'plan-b'`);
    expect(await searchRow('b2')).toEqual({
      name: 'puente colgante',
      code: 'bus-0002',
      text: 'puente colgante bus-0002 b2',
    });
    expect(await searchRow('b1')).toMatchObject({ code: null, text: 'energia solar nandu  b1' });
    expect(await drift()).toEqual([]);

    // They hold active projects only: archiving takes the rows out, a rename while archived is not copied, and
    // restoring puts them back as the project then is.
    await db.execute(sql`update projects set archived_at = now() where slug = 'b2'`);
    expect(await searchRow('b2')).toBeUndefined();
    await db.execute(sql`update projects set name = 'Puente Archivado' where slug = 'b2'`);
    expect(await drift()).toEqual([]);
    await db.execute(sql`update projects set archived_at = null where slug = 'b2'`);
    expect(await searchRow('b2')).toMatchObject({ name: 'puente archivado' });
    expect(await drift()).toEqual([]);

    // Deletes remove the row: one project, then a whole tenant's.
    await db.execute(sql`delete from projects where slug = 'b1' and tenant_id = ${tenant('buscar')}`);
    expect(await searchRow('b1')).toBeUndefined();
    await db.execute(sql`delete from tenants where slug in ('buscar', 'buscar-2')`);
    expect(await drift()).toEqual([]);
    for (const copy of ['project_search', 'project_list_names']) {
      expect(
        await rows<{ count: number }>(
          sql`select count(*)::int as count from ${sql.identifier(copy)} s left join projects p on p.id = s.id where p.id is null`,
        ),
        copy,
      ).toEqual([{ count: 0 }]);
    }
  });
});
