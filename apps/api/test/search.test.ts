// The global search (issue 15): projects, programs and organisations by name, code or slug, accent- and
// case-insensitive, ranked, at most 10 of each — against the seeded demo portfolio, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoOrganizationsByTenant, demoProjectsByTenant, searchAnswerSchema, type SearchAnswer } from '@siipro/domain';
import { rowsOf } from '../src/projects/listRows.ts';
import { authorized } from './support/http.ts';
import { enc, fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const projectsOnly = fixture.filter((project) => project.type === 'proyecto');
const programs = fixture.filter((project) => project.type === 'programa');
const organizations = demoOrganizationsByTenant['cenit-demo'];
const otherTenantProject = demoProjectsByTenant['obras-publicas'].find(
  (project) => !fixture.some((own) => fold(own.name).includes(fold(project.name))),
)!;

async function search(q: string, token?: string): Promise<SearchAnswer> {
  const response = await get(`/t/cenit-demo/search?q=${enc(q)}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return searchAnswerSchema.parse(await response.json());
}

const slugs = (results: { slug: string }[]) => results.map((result) => result.slug);

describe('GET /t/{slug}/search', () => {
  it('finds “Energía” by “energia” in every kind, accent- and case-insensitively', async () => {
    const answer = await search('energia');
    const matching = <T extends { name: string }>(items: T[]) =>
      items.filter((item) => fold(item.name).includes('energia'));
    expect(answer.programs.length).toBeGreaterThan(0);
    expect(slugs(answer.programs).sort()).toEqual(slugs(matching(programs)).sort().slice(0, 10));
    expect(slugs(answer.organizations).sort()).toEqual(slugs(matching(organizations)).sort());
    for (const result of [...answer.projects, ...answer.programs, ...answer.organizations]) {
      expect(`${fold(result.name)} ${fold(result.code ?? '')} ${result.slug}`).toContain('energia');
    }
    for (const q of ['ENERGÍA', 'Energía', 'eNeRgIa']) {
      const again = await search(q);
      expect(again.programs, q).toEqual(answer.programs);
      expect(again.organizations, q).toEqual(answer.organizations);
      expect(again.q).toBe(q);
    }
  });

  it('answers what the web needs to open a result: type, id, slug, name, code and lead organisation', async () => {
    const project = projectsOnly.find((candidate) => candidate.projectCode && candidate.organizations[0])!;
    const answer = await search(project.projectCode!);
    expect(answer.projects[0]).toEqual({
      type: 'proyecto',
      id: project.projectId,
      slug: project.slug,
      name: project.name,
      code: project.projectCode,
      organization: { slug: project.organizations[0]!.slug, name: project.organizations[0]!.name },
      match: 'exact',
    });
    const organization = organizations[0]!;
    expect((await search(organization.name)).organizations[0]).toEqual({
      type: 'organization',
      id: organization.organizationId,
      slug: organization.slug,
      name: organization.name,
      code: organization.slug,
      organization: null,
      match: 'exact',
    });
  });

  it('ranks exact matches first, then prefixes, then the rest; at most 10 of each kind', async () => {
    const program = programs.find((candidate) => candidate.name.startsWith('Plan '))!;
    const byName = await search(fold(program.name));
    expect(byName.programs[0]).toMatchObject({ slug: program.slug, match: 'exact' });
    expect((await search(program.slug)).programs[0]).toMatchObject({ slug: program.slug, match: 'exact' });

    const plans = await search('plan');
    const order = { exact: 0, prefix: 1, contains: 2 };
    const ranks = plans.programs.map((result) => order[result.match]);
    expect(ranks).toEqual([...ranks].sort());
    expect(plans.programs[0]!.match).toBe('prefix');
    expect(plans.programs.every((result) => result.match !== 'prefix' || fold(result.name).startsWith('plan'))).toBe(
      true,
    );
    // Every project code of cenit-demo starts with CEN: a text most of the tenant matches still answers 10.
    const many = await search('cen');
    expect(many.projects).toHaveLength(10);
    expect(many.programs.length).toBeLessThanOrEqual(10);
    expect(many.projects.every((result) => result.match === 'prefix')).toBe(true);
  });

  it('matches one or two characters by prefix only', async () => {
    const answer = await search('pl');
    expect(answer.programs.length).toBeGreaterThan(0);
    for (const result of [...answer.projects, ...answer.programs, ...answer.organizations]) {
      expect(result.match, result.name).not.toBe('contains');
    }
    expect(answer.programs.every((result) => fold(result.name).startsWith('pl'))).toBe(true);
  });

  it('takes % _ and \\ literally and SQL as text: hostile input never answers 500', async () => {
    for (const q of [
      '%',
      '_',
      '%%%',
      '\\',
      'a%b',
      '_____',
      "' or '1'='1",
      "'; drop table projects; --",
      '$1',
      '\u202e',
    ]) {
      const answer = await search(q);
      expect([...answer.projects, ...answer.programs, ...answer.organizations], q).toEqual([]);
    }
    for (const search of ['', 'q=', 'q=%20%20', `q=${'x'.repeat(201)}`, `q=${enc('a\u0000b')}`, 'q=a&otro=1']) {
      const response = await get(`/t/cenit-demo/search?${search}`);
      expect(response.status, search).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(/[a-zá-ú]/i);
    }
    const huge = await get(`/t/cenit-demo/search?q=${'x'.repeat(100_000)}`);
    expect([400, 414]).toContain(huge.status);
  });

  it('never shows another tenant’s data, and refuses a tenant the caller does not belong to', async () => {
    const answer = await search(otherTenantProject.name);
    expect([...answer.projects, ...answer.programs].map((result) => result.id)).not.toContain(
      otherTenantProject.projectId,
    );
    const response = await get(`/t/obras-publicas/search?q=plan`, tokens.viewer);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
  });

  it('finds a project by what it is called now: its search row follows inserts, renames, moves and deletes', async () => {
    const db = testContext().database.db;
    const tenant = (slug: string) => sql`(select id from tenants where slug = ${slug})`;
    await db.execute(
      sql`insert into projects (tenant_id, slug, name, project_code)
        values (${tenant('cenit-demo')}, 'pasarela-xilofono', 'Pasarela Xilófono del Quebracho', 'QX-0001')`,
    );
    const [inserted] = await rowsOf(db, sql`select id, version from projects where slug = 'pasarela-xilofono'`);
    const id = String(inserted!.id);
    const found = async (q: string) => {
      const answer = await search(q);
      const result = [...answer.projects, ...answer.programs].find((candidate) => candidate.id === id);
      return result ? { type: result.type, name: result.name, code: result.code, match: result.match } : null;
    };
    expect(await found('quebracho')).toEqual({
      type: 'proyecto',
      name: 'Pasarela Xilófono del Quebracho',
      code: 'QX-0001',
      match: 'contains',
    });
    expect(await found('PASARELA XILOFONO DEL QUEBRACHO')).toMatchObject({ match: 'exact' });

    // Renamed through the API: found by the new name, no longer by the old one (its slug still holds "xilofono").
    const rename = await authorized(testContext(), `/t/cenit-demo/projects/${id}`, tokens.editor!, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Viaducto Zumbón de Yacanto', version: Number(inserted!.version) }),
    });
    expect(rename.status, await rename.clone().text()).toBe(200);
    expect(await found('quebracho')).toBeNull();
    expect(await found('pasarela xilofono del quebracho')).toBeNull();
    expect(await found('xilofono')).toMatchObject({ match: 'contains' });
    expect(await found('zumbon')).toMatchObject({ name: 'Viaducto Zumbón de Yacanto', match: 'contains' });
    expect(await found('viaducto zumbon')).toMatchObject({ match: 'prefix' });

    // A new code, a new slug and a new type, written directly: the row follows each.
    await db.execute(sql`update projects set project_code = 'QX-0002' where id = ${id}`);
    expect(await found('qx-0001')).toBeNull();
    expect(await found('qx-0002')).toMatchObject({ code: 'QX-0002', match: 'exact' });
    await db.execute(sql`update projects set slug = 'viaducto-zumbon-wq' where id = ${id}`);
    expect(await found('xilofono')).toBeNull();
    expect(await found('zumbon-wq')).toMatchObject({ match: 'contains' });
    await db.execute(sql`update projects set type = 'programa' where id = ${id}`);
    expect(await found('zumbon')).toMatchObject({ type: 'programa' });

    // Moved to another tenant: cenit-demo no longer finds it. Deleted: nobody does, and its row is gone.
    await db.execute(sql`update projects set tenant_id = ${tenant('obras-publicas')} where id = ${id}`);
    expect(await found('zumbon')).toBeNull();
    await db.execute(sql`update projects set tenant_id = ${tenant('cenit-demo')} where id = ${id}`);
    expect(await found('zumbon')).toMatchObject({ type: 'programa' });
    await db.execute(sql`delete from projects where id = ${id}`);
    expect(await found('zumbon')).toBeNull();
    expect(await rowsOf(db, sql`select id from project_search where id = ${id}`)).toEqual([]);
  });
});
