// Timing one representative query two ways: the API end to end over HTTP, and the statements of that request straight
// through the driver. A list request runs three: first the membership check every /t/{slug} request makes before its
// handler (apps/api/src/tenants/membershipQuery.ts, for the same slug and caller, as the same named statement), then
// the page and the count (exactly as buildProjectListQueries + toSqlText build them for the same tenant id). The
// direct side runs them as the API does — the check, then the page (its ids, then their items by the named
// PAGE_ITEMS_STATEMENT, read as text: the items' JSON unparsed, as the API passes it on) beside the count — so the
// ratio is the price of everything the API adds: HTTP, bearer verification, query parsing, drizzle and writing the
// answer. A deep page of the whole tenant is the API's page from its anchors (pageAnchors.ts), read before timing, as
// the API holds them after its first deep page of an order.
import type { Database, DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { queryTextRows } from '../../apps/api/src/db/textRows.ts';
import { PAGE_ITEMS_STATEMENT, buildProjectListQueries, toSqlText } from '../../apps/api/src/projects/listQuery.ts';
import { pageOfRows } from '../../apps/api/src/projects/listRows.ts';
import { PageAnchorCache } from '../../apps/api/src/projects/pageAnchors.ts';
import { buildSearchQuery, searchAnswerOf, type SearchRow } from '../../apps/api/src/search/searchQuery.ts';
import { membershipStatementText } from '../../apps/api/src/tenants/membershipQuery.ts';
import { parseApiProjectQuery } from '../../packages/domain/src/index.ts';
import { benchCaller, type HttpSample, type RunningApi } from './apiServer.ts';
import { runDirect, type Statement } from './databases.ts';

/** The tenant every list call of the benchmark reads. */
export const BENCH_SLUG = 'cenit-demo';

export interface QueryPlan {
  label: string;
  /** What the call is: the project list (page and count) or the global search (one statement). */
  kind: 'list' | 'search';
  search: string;
  membership: Statement & { name: string };
  /**
   * The list's page ids (their items then come from PAGE_ITEMS_STATEMENT), or the search's statement. Anchored: one
   * row whose `ids` are the page's (buildAnchoredPageIdsQuery).
   */
  page: Statement;
  anchored: boolean;
  /** Whether the page's rows carry the total (buildProjectListQueries): the count then runs only for an empty page. */
  countedByPage: boolean;
  /** The list's count; null for the search. */
  count: Statement | null;
}

/** The anchors of the benchmark's direct side, as an API process holds them. */
const pageAnchors = new PageAnchorCache();

export async function planQuery(label: string, search: string, tenantId: string, db: Database): Promise<QueryPlan> {
  const parsed = parseApiProjectQuery(search);
  if (!parsed.ok) throw new Error(`${label}: invalid query ${search}: ${JSON.stringify(parsed.errors)}`);
  const { pageIds, count, countedByPage } = buildProjectListQueries(tenantId, parsed.query);
  const anchoredPage = await pageAnchors.pageQuery(db, tenantId, parsed.query);
  return {
    label,
    kind: 'list',
    search,
    membership: membershipOf(db),
    page: toSqlText(anchoredPage ?? pageIds),
    anchored: anchoredPage !== null,
    countedByPage,
    count: toSqlText(count),
  };
}

/** The global search for `q`: the membership check, then the search's one statement (search/searchQuery.ts). */
export function planSearch(label: string, q: string, tenantId: string, db: Database): QueryPlan {
  const search = new URLSearchParams({ q }).toString();
  return {
    label,
    kind: 'search',
    search,
    membership: membershipOf(db),
    page: toSqlText(buildSearchQuery(tenantId, q)),
    anchored: false,
    countedByPage: false,
    count: null,
  };
}

function membershipOf(db: Database): QueryPlan['membership'] {
  const membership = membershipStatementText(db, { slug: BENCH_SLUG, userId: benchCaller().userId });
  return { name: membership.name, sql: membership.sql, params: membership.params };
}

/** The ids of a search answer in the order shown (projects, programs, organisations), and how many. */
function searchIds(answer: {
  projects: { id: string }[];
  programs: { id: string }[];
  organizations: { id: string }[];
}) {
  const ids = [...answer.projects, ...answer.programs, ...answer.organizations].map((result) => result.id);
  return { ids, total: ids.length };
}

/** What one call answered, to check that the API and the direct SQL agree (and that no error page is timed). */
export interface Answer {
  ids: string[];
  total: number;
}

export interface Samples {
  ms: number[];
  answer: Answer;
}

/** The membership check as the API sends it: a named statement on PostgreSQL (parsed and planned once per connection). */
async function membershipRows(handle: DatabaseHandle, statement: QueryPlan['membership']) {
  if (handle.kind === 'postgres') {
    const { name, sql: text, params: values } = statement;
    return (await handle.client.query({ name, text, values })).rows as Record<string, unknown>[];
  }
  return runDirect(handle, statement);
}

export async function directCall(handle: DatabaseHandle, plan: QueryPlan): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const [member] = await membershipRows(handle, plan.membership);
  if (member?.role !== 'admin') throw new Error(`${plan.label}: the membership check found ${JSON.stringify(member)}`);
  if (plan.count === null) {
    // The search: its statement's rows ranked as the API ranks them.
    const rows = await runDirect(handle, plan.page);
    const elapsed = performance.now() - started;
    const q = new URLSearchParams(plan.search).get('q') ?? '';
    return { ms: elapsed, answer: searchIds(searchAnswerOf(q, rows as unknown as SearchRow[])) };
  }
  const count = plan.count;
  const [page, counted] = await Promise.all([
    pageOf(handle, plan),
    plan.countedByPage ? null : runDirect(handle, count),
  ]);
  const total = page.total ?? Number((counted ?? (await runDirect(handle, count)))[0]?.total ?? NaN);
  const elapsed = performance.now() - started;
  return { ms: elapsed, answer: { ids: page.ids, total } };
}

/** The page as the API reads it: its ids (and total, when counted by the page), then their items (as text). */
async function pageOf(handle: DatabaseHandle, plan: QueryPlan): Promise<{ ids: string[]; total: number | null }> {
  const rows = await runDirect(handle, plan.page);
  const { ids, total } = plan.anchored
    ? { ids: rows[0]!.ids as string[], total: null }
    : pageOfRows(rows, plan.countedByPage);
  if (ids.length === 0) return { ids, total };
  const { sql: text, name } = PAGE_ITEMS_STATEMENT;
  const items = await queryTextRows(handle.client, text, [ids], handle.kind === 'postgres' ? name : undefined);
  if (items.rows.length !== ids.length) throw new Error(`${ids.length} ids gave ${items.rows.length} items`);
  return { ids, total };
}

export async function apiCall(api: RunningApi, plan: QueryPlan, slug = BENCH_SLUG) {
  // Percent-encode what a browser would (Ejecución → Ejecuci%C3%B3n); the rest is already URL syntax.
  const search = plan.search.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
  const response: HttpSample = await api.get(`/t/${slug}/${plan.kind === 'search' ? 'search' : 'projects'}?${search}`);
  if (response.status !== 200) {
    throw new Error(`${plan.label}: the API answered ${response.status}: ${response.body.slice(0, 500)}`);
  }
  if (plan.kind === 'search') return { ms: response.ms, answer: searchIds(JSON.parse(response.body)) };
  const body = JSON.parse(response.body) as { data: { projectId: string }[]; pagination: { total: number } };
  return {
    ms: response.ms,
    answer: { ids: body.data.map((item) => item.projectId), total: body.pagination.total },
  };
}

/** A call that is not a list: the fixed costs the list calls share (HTTP round trip; bearer + membership check). */
export async function floorCall(api: RunningApi, path: string) {
  const response = await api.get(path);
  if (response.status !== 200) throw new Error(`${path}: the API answered ${response.status}`);
  return { ms: response.ms, answer: { ids: [], total: 0 } };
}

type Call = () => Promise<{ ms: number; answer: Answer }>;

/**
 * `warmup` untimed rounds, then `samples` timed rounds of every call. With several calls, each round runs them one
 * after the other, alternating which goes first, so a burst of load from other processes hits both sides alike.
 */
export async function sampleRounds(calls: readonly Call[], warmup: number, samples: number): Promise<Samples[]> {
  const results: Samples[] = calls.map(() => ({ ms: [], answer: { ids: [], total: NaN } }));
  for (let round = 0; round < warmup + samples; round++) {
    const order = round % 2 === 0 ? calls.map((_, index) => index) : calls.map((_, index) => index).reverse();
    for (const index of order) {
      const { ms, answer } = await calls[index]!();
      const result = results[index]!;
      result.answer = answer;
      if (round >= warmup) result.ms.push(ms);
    }
  }
  return results;
}

/** Throws unless the API returned the rows and total the statements return (same ids, same order). */
export function assertSameAnswer(label: string, api: Answer, direct: Answer): void {
  if (api.total !== direct.total) throw new Error(`${label}: API total ${api.total} ≠ SQL total ${direct.total}`);
  if (api.ids.join() !== direct.ids.join()) {
    throw new Error(
      `${label}: the API page differs from the SQL page\nAPI ${api.ids.join()}\nSQL ${direct.ids.join()}`,
    );
  }
}

export async function explainAnalyze(handle: DatabaseHandle, statement: Statement): Promise<string> {
  const rows = await runDirect(handle, {
    sql: `explain (analyze, buffers, costs off) ${statement.sql}`,
    params: statement.params,
  });
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
}
