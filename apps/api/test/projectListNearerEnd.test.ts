// Deep pages of the whole tenant are found from the nearer end of the sort index (listQuery.ts, nearerEndPageIds).
// The API does so from NEARER_END_FROM_OFFSET skipped rows, far more than the demo portfolio has, so these tests lower
// the threshold and compare every page with the same page walked from the front, on both database kinds.
import { describe, expect, it } from 'vitest';
import { demoTenants, parseApiProjectQuery } from '@siipro/domain';
import { buildProjectPageIdsQuery, toSqlText } from '../src/projects/listQuery.ts';
import { count, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext } = usePortfolioApi();
const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;

async function pageIds(search: string, limit: number, offset: number, nearerEndFromOffset: number) {
  const parsed = parseApiProjectQuery(search);
  if (!parsed.ok) throw new Error(search);
  const statement = buildProjectPageIdsQuery(tenantId, parsed.query, { limit, offset, nearerEndFromOffset });
  const { sql, params } = toSqlText(statement);
  const handle = testContext().database;
  const result =
    handle.kind === 'pglite' ? await handle.client.query(sql, params) : await handle.client.query(sql, params);
  return { ids: (result.rows as { id: string }[]).map((row) => row.id), fromBothEnds: /nearer_end/.test(sql) };
}

describe('pages of the whole tenant from the nearer end', () => {
  it('answers every page, to past the end, with the rows of the walk from the front, for every sort and type', async () => {
    for (const type of ['proyecto', 'programa', null]) {
      const rows = count((project) => type === null || project.type === type);
      // About six pages, the last one partial.
      const limit = Math.ceil(rows / 6) + 1;
      expect(rows % limit, String(type)).toBeGreaterThan(0);
      // Nullable columns both ways (nulls stay last; some budgets are null), NOT NULL ones, ties broken by the id.
      const sorts = ['name', '-name', '-score', 'budgetAmount', '-budgetAmount', 'priority', '-createdAt', 'program'];
      expect(count((project) => project.budgetAmount === null)).toBeGreaterThan(0);
      for (const sort of sorts) {
        const search = `sort=${sort}${type ? `&type=${type}` : ''}`;
        const seen: string[] = [];
        for (let offset = limit; offset <= rows + limit; offset += limit) {
          const front = await pageIds(search, limit, offset, Number.POSITIVE_INFINITY);
          const nearer = await pageIds(search, limit, offset, 1);
          expect(front.fromBothEnds).toBe(false);
          // A list of both types is merged from each type's own walk instead (listQuery.ts, eachTypePageIds).
          expect(nearer.fromBothEnds).toBe(type !== null);
          expect(nearer.ids, `${search} offset ${offset}`).toEqual(front.ids);
          seen.push(...nearer.ids);
        }
        // Every row after the first page exactly once: the last page is partial and the one after it empty.
        expect(new Set(seen).size, search).toBe(rows - limit);
        expect(seen).toHaveLength(rows - limit);
      }
    }
  });

  it('only walks from the back when no filter or scope narrows the list, and not for the first page', async () => {
    expect((await pageIds('type=proyecto', 7, 0, 0)).fromBothEnds).toBe(false);
    expect((await pageIds('type=proyecto&filter[status][in]=Ejecución', 7, 14, 1)).fromBothEnds).toBe(false);
    expect((await pageIds('type=proyecto&organization_slug=x', 7, 14, 1)).fromBothEnds).toBe(false);
  });
});
