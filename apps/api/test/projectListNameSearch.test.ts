// The list's search of names (filter[name][ilike], what the search box of every list sends) is counted and ordered
// in project_list_names (migration 0017; listQuery.ts, searchesNamesOnly) on a lower-case copy of each name. These
// tests hold it to ILIKE on projects itself — on names whose case ILIKE has to fold (capital accented letters, ß,
// Ø), patterns with an escaped % or _, both orders and a second page — and follow a rename and another tenant's rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoTenants, parseApiProjectQuery } from '@siipro/domain';
import { buildProjectListQueries, toSqlText } from '../src/projects/listQuery.ts';
import { rowsOf } from '../src/projects/listRows.ts';
import { authorized } from './support/http.ts';
import { enc, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, list } = usePortfolioApi();
const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;
const otherTenantId = demoTenants.find((tenant) => tenant.slug === 'obras-publicas')!.tenantId;

const NAMES = [
  'ÑANDÚ DEL ÁREA 100% NORTE',
  'ñandú del área sur',
  'Ñandu del Area sin tildes',
  'Straße ÇA_ÇA Ølen',
  'STRASSE ça-ça øLEN',
  'Ïle Éole 100 por ciento',
];

beforeAll(async () => {
  const db = testContext().database.db;
  for (const [index, name] of NAMES.entries()) {
    await db.execute(
      sql`insert into projects (tenant_id, slug, name) values (${tenantId}, ${`busqueda-${index}`}, ${name})`,
    );
  }
  // The same name in the other tenant: never counted in cenit-demo.
  await db.execute(
    sql`insert into projects (tenant_id, slug, name) values (${otherTenantId}, 'busqueda-ajena', ${NAMES[0]})`,
  );
});

/** What ILIKE on projects itself selects, in the list's order. */
async function ilikeIds(pattern: string, direction: 'asc' | 'desc') {
  const order = sql.raw(`name ${direction}, id ${direction}`);
  const rows = await rowsOf(
    testContext().database.db,
    sql`select id from projects where tenant_id = ${tenantId} and type = 'proyecto' and name ilike ${pattern} order by ${order}`,
  );
  return rows.map((row) => String(row.id));
}

const PATTERNS = [
  '%ñandú%',
  '%ÑANDU%',
  '%área%',
  '%AREA%',
  '%100\\%%',
  '%ça\\_ça%',
  '%strasse%',
  '%STRAßE%',
  '%ølen%',
  '%ÏLE ÉOLE%',
  '%agua%',
];

describe('the list’s search of names', () => {
  it('is read from project_list_names for a name search of three characters or more, and from projects otherwise', () => {
    const statements = (search: string) => {
      const parsed = parseApiProjectQuery(search);
      if (!parsed.ok) throw new Error(search);
      const { pageIds, count } = buildProjectListQueries(tenantId, parsed.query);
      return { page: toSqlText(pageIds).sql, count: toSqlText(count).sql };
    };
    const byName = statements(`type=proyecto&filter[name][ilike]=${enc('%ñandú%')}`);
    expect(byName.page).toMatch(/from project_list_names n/);
    expect(byName.count).toMatch(/from project_list_names n/);
    // Sorted otherwise, only the count; with another filter, a scope or a short term, neither.
    const byScore = statements(`type=proyecto&sort=-score&filter[name][ilike]=${enc('%ñandú%')}`);
    expect(byScore.page).not.toMatch(/project_list_names/);
    expect(byScore.count).toMatch(/from project_list_names n/);
    for (const search of [
      `filter[name][ilike]=${enc('%ñandú%')}&filter[status][in]=Ejecución`,
      `filter[name][ilike]=${enc('%ñandú%')}&organization_slug=x`,
      `filter[name][ilike]=${enc('%ña%')}`,
      `filter[description][ilike]=${enc('%ñandú%')}`,
    ]) {
      expect(statements(search).page, search).not.toMatch(/project_list_names/);
      expect(statements(search).count, search).not.toMatch(/project_list_names/);
    }
  });

  it('selects and orders exactly what ILIKE on the names selects, case folded as ILIKE folds it', async () => {
    for (const pattern of PATTERNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = await ilikeIds(pattern, direction);
        const sort = direction === 'asc' ? 'name' : '-name';
        const page = await list(`type=proyecto&sort=${sort}&limit=100&filter[name][ilike]=${enc(pattern)}`);
        expect(
          page.data.map((item) => item.projectId),
          `${pattern} ${sort}`,
        ).toEqual(expected.slice(0, 100));
        expect(page.pagination.total, pattern).toBe(expected.length);
      }
    }
    // The accents decide: "ñandú" is not "ñandu", and each is found with either case.
    expect((await list(`type=proyecto&filter[name][ilike]=${enc('%ñandú%')}`)).pagination.total).toBe(2);
    expect((await list(`type=proyecto&filter[name][ilike]=${enc('%ÑANDU %')}`)).pagination.total).toBe(1);
  });

  it('pages through the matches in order', async () => {
    const expected = await ilikeIds('%del%', 'asc');
    expect(expected.length).toBeGreaterThan(4);
    const second = await list(`type=proyecto&limit=2&page=2&filter[name][ilike]=${enc('%del%')}`);
    expect(second.data.map((item) => item.projectId)).toEqual(expected.slice(2, 4));
    expect(second.pagination).toMatchObject({ total: expected.length, page: 2, hasPrev: true });
  });

  it('follows a rename: found by the new name, no longer by the old one', async () => {
    const before = await list(`type=proyecto&filter[name][ilike]=${enc('%ølen%')}`);
    const renamed = before.data.find((item) => item.name === 'Straße ÇA_ÇA Ølen')!;
    const response = await authorized(testContext(), `/t/cenit-demo/projects/${renamed.projectId}`, tokens.editor!, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pasarela Ñirihuau', version: renamed.version }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await list(`type=proyecto&filter[name][ilike]=${enc('%ølen%')}`);
    expect(after.pagination.total).toBe(before.pagination.total - 1);
    const found = await list(`type=proyecto&filter[name][ilike]=${enc('%ÑIRIHUAU%')}`);
    expect(found.data.map((item) => [item.projectId, item.name])).toEqual([[renamed.projectId, 'Pasarela Ñirihuau']]);
  });
});
