// The projects map (issue 16): GET /t/{slug}/map answers what the list selects, minus projects without a map
// position, in domain's columnar form; its ETag holds while nothing is written and changes with any write; the popup
// call finds a project of the caller's tenant by its key and nothing else — against the seeded demo portfolio, on
// PGlite and PostgreSQL.
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAP_COORDINATE_SCALE,
  decodeMapAnswer,
  demoOrganizationsByTenant,
  isMapPosition,
  mapAnswerSchema,
  mapPointKey,
  mapPointPriority,
  mapPointScore,
  mapPointStatus,
  mapProjectPopupSchema,
  normalizeScore,
  type MapPoints,
} from '@siipro/domain';
import { areaOf, enc, fixture, usePortfolioApi, type ListItem } from './support/portfolioApi.ts';
import { authorized } from './support/http.ts';

const { testContext, tokens, get, list } = usePortfolioApi();

const DENIED = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes acceso a este espacio de trabajo.',
};
const NOT_FOUND = { errorCode: 'NOT_FOUND', message: 'No se encontró el proyecto.' };

async function mapAnswer(search = '', token?: string, headers: Record<string, string> = {}) {
  const response = await get(`/t/cenit-demo/map${search ? `?${search}` : ''}`, token, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, points: decodeMapAnswer(mapAnswerSchema.parse(await response.json())) };
}

async function mapPoints(search = '', token?: string): Promise<MapPoints> {
  return (await mapAnswer(search, token)).points;
}

/** Every item of the list for `search`, all pages (its own page and limit replaced). */
async function listAll(search: string): Promise<ListItem[]> {
  const items: ListItem[] = [];
  const params = new URLSearchParams(search);
  params.set('limit', '100');
  for (let page = 1; page <= 100; page++) {
    params.set('page', String(page));
    const answer = await list(params.toString());
    items.push(...answer.data);
    if (!answer.pagination.hasNext) return items;
  }
  throw new Error(`listAll: more than 100 pages for ${search}`);
}

type Located = ListItem & { latitude: number | null; longitude: number | null };

/** What a point says about a project: position in 1e-5 degrees (as the answer rounds it), score, status, priority. */
const unit = (degrees: number) => Math.round(degrees * MAP_COORDINATE_SCALE);
const signature = (lat: number, lng: number, score: number | null, status: string, priority: string | null) =>
  `${unit(lat)} ${unit(lng)} ${score} ${status} ${priority}`;
const pointSignatures = (points: MapPoints) =>
  Array.from({ length: points.count }, (_, index) =>
    signature(
      points.lat[index]!,
      points.lng[index]!,
      mapPointScore(points, index),
      mapPointStatus(points, index),
      mapPointPriority(points, index),
    ),
  );
const itemSignatures = (items: Located[]) =>
  items
    .filter((item) => isMapPosition(item.latitude, item.longitude))
    .map((item) =>
      signature(item.latitude!, item.longitude!, normalizeScore(item.score), item.status, item.priority ?? null),
    );

async function popup(key: string, token?: string, slug = 'cenit-demo') {
  return get(`/t/${slug}/map/projects/${key}`, token);
}

const firstOrganization = demoOrganizationsByTenant['cenit-demo'].map((organization) => organization.slug).sort()[0]!;
const located = fixture.filter((project) => isMapPosition(project.latitude, project.longitude));

describe('GET /t/{slug}/map', () => {
  it('answers every project of the tenant with a map position, one key each, and drops the others', async () => {
    const points = await mapPoints();
    expect(located.length).toBeGreaterThan(100);
    expect(located.length).toBeLessThan(fixture.length);
    expect(points.count).toBe(located.length);
    // The others are counted: together they are the whole list.
    expect(points.unplaced).toBe(fixture.length - located.length);
    expect(new Set(points.key).size).toBe(points.count);
    // Each key opens its project's popup; together they are exactly the located projects.
    const slugs: string[] = [];
    for (let index = 0; index < points.count; index++) {
      const key = mapPointKey(points, index);
      const response = await popup(key);
      expect(response.status, key).toBe(200);
      slugs.push(mapProjectPopupSchema.parse(await response.json()).slug);
    }
    expect(slugs.sort()).toEqual(located.map((project) => project.slug).sort());
    // Programs have no single place in the demo data: none on the map.
    expect((await mapPoints('type=programa')).count).toBe(0);
  });

  it('selects what the list selects, for the whole tenant, types, filters and scopes', async () => {
    for (const search of [
      'type=proyecto',
      'filter[status][in]=Ejecución,Priorizado',
      `type=proyecto&filter[name][ilike]=${enc('%agua%')}`,
      'filter[score][gte]=50&filter[priority][in]=Alta',
      'filter[budget_amount][gte]=100000000&sort=-score&page=3&limit=5',
      `organization_slug=${firstOrganization}`,
      'filter[created_at][gte]=2025-01-01&filter[priority][in]=Media,Baja',
    ]) {
      const [points, items] = await Promise.all([mapPoints(search), listAll(search)]);
      const expected = itemSignatures(items as Located[]);
      expect(expected.length, search).toBeGreaterThan(0);
      expect(points.count, search).toBe(expected.length);
      expect(points.count + points.unplaced!, search).toBe(items.length);
      expect(pointSignatures(points).sort(), search).toEqual(expected.sort());
    }
  });

  it('answers the popup of a project: name, slug, rounded score, status, priority, area and organisations', async () => {
    const project = located.find((candidate) => candidate.organizations.length > 1 && candidate.score !== null)!;
    const points = await mapPoints(`project_slug=${project.slug}`);
    expect(points.count).toBe(1);
    const response = await popup(mapPointKey(points, 0));
    expect(response.status).toBe(200);
    expect(mapProjectPopupSchema.parse(await response.json())).toEqual({
      projectId: project.projectId,
      type: project.type,
      name: project.name,
      slug: project.slug,
      score: mapPointScore(points, 0),
      status: project.status,
      priority: project.priority,
      area: areaOf(project) ?? null,
      organizations: project.organizations.map(({ name, slug }) => ({ name, slug })),
    });
    expect(points.lat[0]).toBeCloseTo(project.latitude!, 5);
    expect(points.lng[0]).toBeCloseTo(project.longitude!, 5);
  });

  it('drops a project whose coordinates are not a position on the globe', async () => {
    const [nan, outside] = located.slice(-2);
    const { db } = testContext().database;
    const before = await mapPoints();
    await db.execute(sql`update projects set latitude = 'NaN' where slug = ${nan!.slug}`);
    await db.execute(sql`update projects set longitude = 181 where slug = ${outside!.slug}`);
    const after = await mapPoints();
    expect(after.count).toBe(before.count - 2);
    expect(after.unplaced).toBe(before.unplaced! + 2);
    expect((await mapPoints(`project_slug=${nan!.slug}`)).count).toBe(0);
    expect((await mapPoints(`project_slug=${outside!.slug}`)).count).toBe(0);
  });

  it('holds its ETag while nothing is written: If-None-Match answers 304 without a body', async () => {
    const { response } = await mapAnswer('type=proyecto');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"m2-[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const again = await get('/t/cenit-demo/map?type=proyecto', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Also among other tags, weak or not; not for another selection.
    const listed = await get('/t/cenit-demo/map?type=proyecto', undefined, { 'if-none-match': `"x", W/${etag}` });
    expect(listed.status).toBe(304);
    const other = await get('/t/cenit-demo/map?type=programa', undefined, { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
    // The same for every member: the answer does not depend on who asks.
    const admin = await get('/t/cenit-demo/map?type=proyecto', tokens.admin, { 'if-none-match': etag });
    expect(admin.status).toBe(304);
  });

  it('changes its ETag with any write of the tenant’s projects, links or organisations', async () => {
    const etagNow = async () => (await mapAnswer()).response.headers.get('etag')!;
    const seen = new Set<string>();
    const expectNew = async (what: string) => {
      const etag = await etagNow();
      expect(seen.has(etag), what).toBe(false);
      seen.add(etag);
      const stale = [...seen].filter((tag) => tag !== etag).join(', ');
      const revalidated = await get('/t/cenit-demo/map', undefined, { 'if-none-match': stale });
      expect(revalidated.status, what).toBe(200);
    };
    await expectNew('start');
    expect(await etagNow()).toBe([...seen][0]);

    // Through the API: an editor renames a project.
    const project = located[3]!;
    const detail = await get(`/t/cenit-demo/projects/${project.slug}`);
    const { version } = (await detail.json()) as { version: number };
    const put = await authorized(testContext(), `/t/cenit-demo/projects/${project.projectId}`, tokens.editor!, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${project.name} (mapa)`, version }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    await expectNew('project edit');

    // Whoever writes: statements straight to the database.
    const { db } = testContext().database;
    const organization = demoOrganizationsByTenant['cenit-demo'][0]!;
    const writes = [
      sql`update projects set status = 'Finalizado' where slug = ${located[4]!.slug}`,
      sql`update organizations set name = name || ' ' where slug = ${organization.slug}`,
      sql`delete from project_organizations where project_id = ${located[5]!.projectId}`,
      sql`insert into project_organizations (project_id, organization_id)
          select ${located[5]!.projectId}, id from organizations where slug = ${organization.slug}`,
      sql`delete from projects where slug = ${located[6]!.slug}`,
    ];
    for (const [index, write] of writes.entries()) {
      await db.execute(write);
      await expectNew(`write ${index}`);
    }
    // A write in another tenant leaves this one's ETag alone.
    const current = await etagNow();
    await db.execute(
      sql`update projects set status = 'Finalizado' where tenant_id = (select id from tenants where slug = 'obras-publicas')`,
    );
    expect(await etagNow()).toBe(current);
  });

  it('compresses with brotli or gzip when asked, each coding with a tag of its own', async () => {
    const plain = await get('/t/cenit-demo/map');
    const json = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const tag = plain.headers.get('etag')!;
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', promisify(brotliDecompress)],
      ['gzip, deflate', 'gzip', promisify(gunzip)],
      ['br;q=0, gzip;q=0.5', 'gzip', promisify(gunzip)],
    ] as const) {
      const response = await get('/t/cenit-demo/map', undefined, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(coding);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(json.length / 2);
      expect((await decode(body)).toString('utf8')).toBe(json);
      const etag = response.headers.get('etag')!;
      expect(etag).toBe(`${tag.slice(0, -1)}-${coding}"`);
      // A tag of any coding revalidates the answer.
      const revalidated = await get('/t/cenit-demo/map', undefined, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
    }
  });

  it('refuses a non-member and another tenant with 403, and answers another tenant’s keys 404', async () => {
    for (const path of ['/t/obras-publicas/map', '/t/obras-publicas/map/projects/1', '/t/no-existe/map']) {
      const response = await get(path, tokens.viewer);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(DENIED);
    }
    for (const path of ['/t/cenit-demo/map', '/t/cenit-demo/map/projects/1']) {
      const response = await get(path, tokens.nuevo);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(DENIED);
      const anonymous = await testContext().app.request(`http://127.0.0.1:3000${path}`);
      expect(anonymous.status, path).toBe(401);
    }
    // admin@ belongs to both tenants: obras-publicas's keys exist, but not in cenit-demo.
    const response = await get('/t/obras-publicas/map', tokens.admin);
    expect(response.status).toBe(200);
    const theirs = decodeMapAnswer(mapAnswerSchema.parse(await response.json()));
    expect(theirs.count).toBeGreaterThan(0);
    const ours = new Set((await mapPoints()).key);
    for (let index = 0; index < theirs.count; index++) {
      const key = mapPointKey(theirs, index);
      expect(ours.has(theirs.key[index]!)).toBe(false);
      const refused = await popup(key, tokens.admin);
      expect(refused.status, key).toBe(404);
      expect(await refused.json()).toEqual(NOT_FOUND);
      expect((await popup(key, tokens.admin, 'obras-publicas')).status).toBe(200);
    }
  });

  it('answers keys that name no project 404', async () => {
    for (const key of [
      '0',
      '-1',
      '01',
      '1.5',
      'abc',
      '99999999999',
      '2147483647',
      enc("1' or '1'='1"),
      'x'.repeat(300),
    ]) {
      const response = await popup(key);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('refuses bad, huge and SQL-like parameters with a Spanish 400 — never a 500 — and reads SQL in text as text', async () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`).join(',');
    for (const search of [
      'filter[secreto][in]=x',
      'filter[budget_amount][gte]=mucho',
      `filter[score][gte]=${enc('1; drop table projects; --')}`,
      `filter[created_at][gte]=${enc("2024-01-01' or '1'='1")}`,
      'type=obra',
      `type=${enc("proyecto' --")}`,
      'page=0',
      'sort=secreto',
      `filter[name][ilike]=${enc('a\u0000')}`,
      `filter[name][ilike]=${'x'.repeat(100_000)}`,
      `filter[status][in]=${values(70_000)}`,
      `organization_slug=${'x'.repeat(10_000)}`,
      Array.from({ length: 1000 }, () => 'filter[score][gte]=1').join('&'),
      `filter[${'x'.repeat(50_000)}][eq]=1`,
    ]) {
      const response = await get(`/t/cenit-demo/map?${search}`);
      expect(response.status, search.slice(0, 80)).toBe(400);
      const answer = (await response.json()) as { errorCode: string; message: string };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(/[a-zá-ú]{3}/i);
      expect(answer.message.length).toBeLessThan(300);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const text of ["%' or 1=1; drop table projects; --%", '%"; select * from tenants; --%', '%\\%%']) {
      expect((await mapPoints(`filter[name][ilike]=${enc(text)}`)).count, text).toBe(0);
    }
    expect((await mapPoints()).count).toBeGreaterThan(0);
  });
});
