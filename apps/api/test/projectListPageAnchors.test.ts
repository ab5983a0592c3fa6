// Deep pages walked to from page anchors (projects/pageAnchors.ts). The API uses them from NEARER_END_FROM_OFFSET
// skipped rows with an anchor every PAGE_ANCHOR_STEP rows, far more than the demo portfolio has, so these tests anchor
// every third row from the first page on, and compare every page with the same page walked from the front, on both
// database kinds: for every sort (nulls last both ways), after a write moved the portfolio version, per tenant, and
// through the list's route.
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoTenants, parseApiProjectQuery, type ApiProjectQuery } from '@siipro/domain';
import type { Database } from '../src/db/client.ts';
import { createApp } from '../src/http/app.ts';
import { tenantDatabase } from '../src/db/tenantScope.ts';
import { buildProjectPageIdsQuery } from '../src/projects/listQuery.ts';
import { listProjectsJson, rowsOf } from '../src/projects/listRows.ts';
import { PageAnchorCache } from '../src/projects/pageAnchors.ts';
import { demoUserId } from '../src/seed/stableIds.ts';
import { authorized } from './support/http.ts';
import { count, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens } = usePortfolioApi();
const tenantIdOf = (slug: string) => demoTenants.find((tenant) => tenant.slug === slug)!.tenantId;
const cenit = tenantIdOf('cenit-demo');
const obras = tenantIdOf('obras-publicas');
// A member of both tenants (the scope's user only matters to policies and triggers).
const userId = demoUserId('demo-admin');

const scoped = (tenantId: string): Database => tenantDatabase(testContext().database.db, { tenantId, userId });

function queryOf(search: string): ApiProjectQuery {
  const parsed = parseApiProjectQuery(search);
  if (!parsed.ok) throw new Error(search);
  return parsed.query;
}

/** The page walked from the front with OFFSET: what an anchored page must equal. */
async function frontPage(tenantId: string, query: ApiProjectQuery): Promise<string[]> {
  const window = { limit: query.limit, offset: (query.page - 1) * query.limit, nearerEndFromOffset: Infinity };
  const rows = await rowsOf(scoped(tenantId), buildProjectPageIdsQuery(tenantId, query, window));
  return rows.map((row) => String(row.id));
}

/** The page from the anchors, which must have been read already. */
async function anchoredPage(anchors: PageAnchorCache, tenantId: string, query: ApiProjectQuery): Promise<string[]> {
  const ids = await anchors.pageIds(scoped(tenantId), tenantId, query);
  expect(ids, `anchors of ${JSON.stringify(query.sort)} page ${query.page}`).not.toBeNull();
  return ids!;
}

describe('deep pages from page anchors', () => {
  it('answers every page, to past the end, with the rows of the walk from the front, for every sort and type', async () => {
    const anchors = new PageAnchorCache({ step: 3, fromOffset: 1 });
    const sorts = ['name', '-name', '-score', 'score', 'budgetAmount', '-budgetAmount', 'priority', '-createdAt'];
    sorts.push('program', '-organization', 'projectCode', 'status', '-updatedAt');
    expect(count((project) => project.budgetAmount === null)).toBeGreaterThan(0);
    expect(count((project) => project.program === null)).toBeGreaterThan(0);
    for (const type of ['proyecto', 'programa', null]) {
      const rows = count((project) => type === null || project.type === type);
      // About six pages, the last one partial.
      const limit = Math.ceil(rows / 6) + 1;
      expect(rows % limit, String(type)).toBeGreaterThan(0);
      for (const sort of sorts) {
        const search = `sort=${sort}&limit=${limit}${type ? `&type=${type}` : ''}`;
        // The first deep page finds no anchors: it is the caller's to walk, and the anchors are read meanwhile.
        expect(await anchors.pageIds(scoped(cenit), cenit, queryOf(`${search}&page=2`))).toBeNull();
        await anchors.settled();
        const seen: string[] = [];
        for (let page = 2; page <= Math.ceil(rows / limit) + 1; page += 1) {
          const query = queryOf(`${search}&page=${page}`);
          const ids = await anchoredPage(anchors, cenit, query);
          expect(ids, `${search} page ${page}`).toEqual(await frontPage(cenit, query));
          seen.push(...ids);
        }
        // Every row after the first page exactly once: the last page is partial and the one after it empty.
        expect(new Set(seen).size, search).toBe(rows - limit);
        expect(seen).toHaveLength(rows - limit);
      }
    }
  });

  it('leaves the first page, filtered lists, scopes and orders of several sorts to their own statements', async () => {
    const anchors = new PageAnchorCache({ step: 3, fromOffset: 1 });
    const searches = [
      'type=proyecto&limit=5',
      'type=proyecto&limit=5&page=3&filter[status][in]=Ejecución',
      'type=proyecto&limit=5&page=3&organization_slug=x',
      'type=proyecto&limit=5&page=3&sort=-priority,name',
    ];
    for (const search of searches) {
      expect(await anchors.pageIds(scoped(cenit), cenit, queryOf(search)), search).toBeNull();
      await anchors.settled();
      expect(await anchors.pageIds(scoped(cenit), cenit, queryOf(search)), search).toBeNull();
    }
  });

  it('stops using anchors the moment a write moves the portfolio version, and reads them again', async () => {
    const anchors = new PageAnchorCache({ step: 3, fromOffset: 1 });
    const query = queryOf('type=proyecto&limit=4&page=3');
    expect(await anchors.pageIds(scoped(cenit), cenit, query)).toBeNull();
    await anchors.settled();
    const before = await anchoredPage(anchors, cenit, query);
    expect(before).toEqual(await frontPage(cenit, query));

    // The first project by name is renamed to sort last: every later row moves one place forward.
    const owner = testContext().database.db;
    const [first] = await rowsOf(
      owner,
      sql`select id, name from projects where tenant_id = ${cenit} and type = 'proyecto' order by name, id limit 1`,
    );
    await owner.execute(sql`update projects set name = ${'zzz ' + String(first!.name)} where id = ${first!.id}`);
    try {
      expect(await anchors.pageIds(scoped(cenit), cenit, query)).toBeNull();
      await anchors.settled();
      const after = await anchoredPage(anchors, cenit, query);
      expect(after).toEqual(await frontPage(cenit, query));
      expect(after).not.toEqual(before);
      // The list answer itself, through the anchors: the same rows as the walk from the front.
      const answer = JSON.parse(await listProjectsJson(scoped(cenit), cenit, query, anchors)) as {
        data: { projectId: string }[];
      };
      expect(answer.data.map((item) => item.projectId)).toEqual(after);
    } finally {
      await owner.execute(sql`update projects set name = ${first!.name} where id = ${first!.id}`);
    }
  });

  it('are what the list route walks a deep page from', async () => {
    const anchors = new PageAnchorCache({ step: 3, fromOffset: 1 });
    const served = vi.spyOn(anchors, 'pageIds');
    const context = testContext();
    const route = { ...context, app: createApp({ ...context.deps, pageAnchors: anchors }) };
    const search = 'type=proyecto&limit=4&page=3';
    const pageOf = async () => {
      const response = await authorized(route, `/t/cenit-demo/projects?${search}`, tokens.viewer!);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { projectId: string }[] }).data.map((item) => item.projectId);
    };
    const first = await pageOf();
    await anchors.settled();
    const second = await pageOf();
    expect(served).toHaveBeenCalledTimes(2);
    // The first call found no anchors and read them; the second was served by them, with the same rows.
    await expect(served.mock.results[0]!.value).resolves.toBeNull();
    await expect(served.mock.results[1]!.value).resolves.toEqual(second);
    expect(second).toEqual(first);
    expect(second).toEqual(await frontPage(cenit, queryOf(search)));
  });

  it("keeps each tenant's anchors to itself", async () => {
    const anchors = new PageAnchorCache({ step: 3, fromOffset: 1 });
    const query = queryOf('type=proyecto&limit=4&page=3');
    expect(await anchors.pageIds(scoped(cenit), cenit, query)).toBeNull();
    await anchors.settled();
    // The same order of another tenant has no anchors until its own are read: then its own rows, none of cenit's.
    expect(await anchors.pageIds(scoped(obras), obras, query)).toBeNull();
    await anchors.settled();
    const theirs = await anchoredPage(anchors, obras, query);
    expect(theirs).toEqual(await frontPage(obras, query));
    expect(theirs).not.toEqual(await anchoredPage(anchors, cenit, query));
  });
});
