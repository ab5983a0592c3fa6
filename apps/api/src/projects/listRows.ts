// Runs the list statements of listQuery.ts: one page with its pagination (as JSON), and every selected row (export).
import type { SQL } from 'drizzle-orm';
import type { ApiProjectQuery, Pagination } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { namedTextRows } from '../db/textRows.ts';
import {
  type ListCursor,
  PAGE_ITEMS_STATEMENT,
  type ProjectListQueries,
  buildProjectListQueries,
  buildProjectPageQuery,
} from './listQuery.ts';
import type { PageAnchorCache } from './pageAnchors.ts';

/** One row of a statement, as the driver parsed it (json parsed, dates as Date). */
export type ListRow = Record<string, unknown>;

export async function rowsOf(db: Database, statement: SQL): Promise<ListRow[]> {
  const result = (await db.execute(statement)) as unknown as { rows: ListRow[] };
  return result.rows;
}

/**
 * The JSON of one page, `{"data":[…items],"pagination":{…}}`. The page (its ids, then their items) and the count are
 * independent, so a server pool runs them side by side — unless the page's statement counts the rows itself
 * (countedByPage). PostgreSQL writes each item's JSON (listItem.ts); its text is passed through as it arrives, never
 * parsed. With `anchors`, a deep page of the whole tenant is walked to from the anchor before it when the process has
 * them (pageAnchors.ts).
 */
export async function listProjectsJson(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  anchors?: PageAnchorCache,
): Promise<string> {
  const statements = buildProjectListQueries(tenantId, query);
  const [page, counted] = await Promise.all([
    pageIdsOf(db, tenantId, query, statements, anchors).then(async ({ ids, total }) => ({
      items: await pageItems(db, ids),
      total,
    })),
    statements.countedByPage ? null : totalOf(db, statements.count),
  ]);
  const { items } = page;
  const total = page.total ?? counted ?? (await totalOf(db, statements.count));
  const totalPages = Math.ceil(total / query.limit);
  const pagination: Pagination = {
    page: query.page,
    limit: query.limit,
    total,
    totalPages,
    hasPrev: query.page > 1,
    hasNext: query.page < totalPages,
  };
  return `{"data":[${items.join(',')}],"pagination":${JSON.stringify(pagination)}}`;
}

async function totalOf(db: Database, count: SQL): Promise<number> {
  const [row] = await rowsOf(db, count);
  return Number(row?.total ?? 0);
}

/**
 * The ids of the page, in order, from the anchors when they serve it, else by its own statement; and the total when
 * that statement counted the rows (and found any).
 */
async function pageIdsOf(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  statements: ProjectListQueries,
  anchors: PageAnchorCache | undefined,
): Promise<{ ids: string[]; total: number | null }> {
  const anchored = await anchors?.pageIds(db, tenantId, query);
  if (anchored) return { ids: anchored, total: null };
  return pageOfRows(await rowsOf(db, statements.pageIds), statements.countedByPage);
}

/**
 * The ids of a page statement's rows, in order, and the total they carry when the statement counted the rows
 * (countedByPage) and found any; null otherwise (the count's own statement says it).
 */
export function pageOfRows(rows: ListRow[], countedByPage: boolean): { ids: string[]; total: number | null } {
  const total = countedByPage && rows.length > 0 ? Number(rows[0]!.total) : null;
  return { ids: rows.map((row) => String(row.id)), total };
}

/** The item JSON of a page's rows by their ids, in order: PAGE_ITEMS_STATEMENT (planned once per connection). */
async function pageItems(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await namedTextRows(db, PAGE_ITEMS_STATEMENT, [ids]);
  return rows.map((row) => row[0]!);
}

/**
 * Every selected row with `columns` (see buildProjectPageQuery), `chunkSize` at a time, walking the total order by
 * keyset (each chunk starts after the last row of the previous one), so an export of 100 000 rows never holds more
 * than one chunk and never re-reads skipped rows.
 */
export async function* allProjectRows(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  columns: SQL,
  chunkSize = 1000,
): AsyncGenerator<ListRow[]> {
  let after: ListCursor | null = null;
  for (;;) {
    const rows = await rowsOf(db, buildProjectPageQuery(tenantId, query, { limit: chunkSize, after }, columns));
    if (rows.length > 0) yield rows;
    if (rows.length < chunkSize) return;
    const last = rows.at(-1)!;
    after = {
      keys: query.sort.map((_, index) => (last[`sort_key_${index}`] ?? null) as string | null),
      id: last.id as string,
    };
  }
}
