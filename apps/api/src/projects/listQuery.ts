// The SQL of the project list (GET /t/{slug}/projects, its export and its facets), built in one place so that the
// API and a benchmark run exactly the same statements. Everything here is pure: it turns the parsed query of
// @siipro/domain (parseApiProjectQuery) into drizzle `SQL` objects; `toSqlText` gives their text and parameters for a
// plain `pg` client.
//
// Shape of a page (a "deferred join"): one statement finds the ids of the page, walking a (tenant_id, type, sort
// column, id) index and stopping after `limit` rows; only those rows are then joined to their organisation, program,
// participating organisations and child count — by the list in a second, named statement (PAGE_ITEMS_STATEMENT),
// by the export in the same statement. The count is a join-free statement of its own, so neither pays for the other
// (count(*) over () would force the whole filtered set to be read for every page). A deep page of the whole tenant
// is walked to from the nearer end of its index (nearerEndPageIds) or, once the process holds them, from the page
// anchor before it (buildAnchoredPageIdsQuery, pageAnchors.ts).
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  PROJECT_TYPES,
  type ApiFilter,
  type ApiProjectQuery,
  type FilterFacetField,
  type SortState,
} from '@siipro/domain';
import { ITEM_JSON } from './listItem.ts';
import { buildPortfolioVersionQuery } from './portfolioVersion.ts';

const dialect = new PgDialect();

/** The statement's text ($1, $2, …) and parameters, to run it with a plain `pg` client. */
export function toSqlText(query: SQL): { sql: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
}

type SortKind = 'text' | 'numeric' | 'timestamptz';

interface SortColumn {
  /** Expression over `projects p`. */
  expression: SQL;
  kind: SortKind;
  /** Whether the column can be null: then nulls go last in both directions. */
  nullable: boolean;
}

const column = (name: string) => sql.raw(`p.${name}`);

const SORT_COLUMNS: Record<SortState['field'], SortColumn> = {
  name: { expression: column('name'), kind: 'text', nullable: false },
  projectCode: { expression: column('project_code'), kind: 'text', nullable: true },
  // Copies of the lead organisation's and the program's names (schema.ts), so these sorts walk an index too.
  organization: { expression: column('organization_name'), kind: 'text', nullable: true },
  sector: { expression: column('sector'), kind: 'text', nullable: true },
  area: { expression: column('executing_area'), kind: 'text', nullable: true },
  score: { expression: column('score'), kind: 'numeric', nullable: true },
  budgetAmount: { expression: column('budget_amount'), kind: 'numeric', nullable: true },
  program: { expression: column('program_name'), kind: 'text', nullable: true },
  status: { expression: column('status'), kind: 'text', nullable: false },
  priority: { expression: column('priority'), kind: 'text', nullable: true },
  createdAt: { expression: column('created_at'), kind: 'timestamptz', nullable: false },
  updatedAt: { expression: column('updated_at'), kind: 'timestamptz', nullable: false },
};

/** Column of `projects` behind each filter field that is a plain column (organisation fields are subqueries). */
const FILTER_COLUMNS: Record<Exclude<ApiFilter['field'], 'organization_name' | 'organization_slug'>, string> = {
  name: 'name',
  slug: 'slug',
  description: 'description',
  project_code: 'project_code',
  secretary: 'secretary',
  // `area` is how lists and the map call the executing area (schema.ts).
  area: 'executing_area',
  executing_area: 'executing_area',
  sector: 'sector',
  // The copy of the program's name (schema.ts), kept in step with the program by its writes.
  program_name: 'program_name',
  province: 'province',
  status: 'status',
  priority: 'priority',
  economic_evaluation: 'economic_evaluation',
  funding_source: 'funding_source',
  environmental_study: 'environmental_study',
  created_by: 'created_by_name',
  created_at: 'created_at',
  updated_at: 'updated_at',
  budget_amount: 'budget_amount',
  score: 'score',
  expected_execution_months: 'expected_execution_months',
  type: 'type',
  project_id: 'id',
};

/** Column behind each facet of GET /t/{slug}/projects/filters/values. */
export const FACET_COLUMNS: Record<FilterFacetField | 'created_by', string> = {
  sector: 'sector',
  area: 'executing_area',
  status: 'status',
  priority: 'priority',
  executing_area: 'executing_area',
  funding_source: 'funding_source',
  economic_evaluation: 'economic_evaluation',
  environmental_study: 'environmental_study',
  created_by: 'created_by_name',
  // The programs that have projects, and the provinces of the works (issue 43).
  program_name: 'program_name',
  province: 'province',
  // Not a column walked: the tenant's organisations themselves (buildFacetQuery), as the filter matches any
  // participating organisation, not only the lead one this column copies.
  organization_name: 'organization_name',
};
export type FacetField = keyof typeof FACET_COLUMNS;

export function isFacetField(value: string): value is FacetField {
  return Object.hasOwn(FACET_COLUMNS, value);
}

function castOf(field: ApiFilter['field']): SQL {
  if (field === 'created_at' || field === 'updated_at') return sql.raw('::timestamptz');
  if (field === 'project_id') return sql.raw('::uuid');
  if (field === 'budget_amount' || field === 'score' || field === 'expected_execution_months') {
    return sql.raw('::numeric');
  }
  return sql.raw('');
}

/** `expression op value` for one filter; values are parameters, cast to the column's type where it is not text. */
function comparison(expression: SQL, filter: ApiFilter): SQL {
  const cast = castOf(filter.field);
  const value = filter.value;
  switch (filter.op) {
    case 'in': {
      const list = (Array.isArray(value) ? value : [value]).map(String);
      if (list.length === 0) return sql`false`;
      return sql`${expression} in (${sql.join(
        list.map((item) => sql`${item}${cast}`),
        sql`, `,
      )})`;
    }
    case 'ilike':
      // The pattern is the caller's (`%term%`, with % _ \ escaped by ilikeContains); backslash is LIKE's escape.
      return sql`${expression} ilike ${String(value)}`;
    case 'gte':
      return sql`${expression} >= ${String(value)}${cast}`;
    case 'lte':
      return sql`${expression} <= ${String(value)}${cast}`;
    case 'eq':
      return sql`${expression} = ${String(value)}${cast}`;
  }
}

/**
 * Organisation filters match any participating organisation (project_organizations), as the organisation page lists
 * every project it takes part in, not only those it leads.
 */
function organizationCondition(tenantId: string, condition: SQL): SQL {
  return sql`p.id in (select po.project_id from project_organizations po where po.organization_id in (select o.id from organizations o where o.tenant_id = ${tenantId} and ${condition}))`;
}

function filterCondition(tenantId: string, filter: ApiFilter): SQL {
  if (filter.field === 'organization_name') {
    return organizationCondition(tenantId, comparison(sql.raw('o.name'), filter));
  }
  if (filter.field === 'organization_slug') {
    return organizationCondition(tenantId, comparison(sql.raw('o.slug'), filter));
  }
  return comparison(column(FILTER_COLUMNS[filter.field]), filter);
}

/**
 * The WHERE of every list statement: tenant, active or archived rows, type, scopes and filters, all on `projects p`.
 * Active rows only, unless the query asks for the "Archivados" view: the list's indexes are partial (`where
 * archived_at is null`, migration 0019), and this condition is what lets the planner walk them.
 */
export function projectListWhere(tenantId: string, query: ApiProjectQuery): SQL {
  const conditions: SQL[] = [
    sql`p.tenant_id = ${tenantId}`,
    query.archived ? sql`p.archived_at is not null` : sql`p.archived_at is null`,
  ];
  // The public portal (issue 45): published rows only, and a scope only by what the portal shows (a published
  // program, an active organisation), so a hidden one's slug selects nothing rather than revealing its projects.
  const publicOnly = query.publishedOnly === true;
  if (publicOnly) conditions.push(sql`p.published`);
  if (query.type) conditions.push(sql`p.type = ${query.type}`);
  if (query.organizationSlug) {
    const shown = publicOnly ? sql` and o.archived_at is null` : sql``;
    conditions.push(organizationCondition(tenantId, sql`o.slug = ${query.organizationSlug}${shown}`));
  }
  if (query.programSlug) {
    const shown = publicOnly ? sql` and g.published and g.archived_at is null` : sql``;
    conditions.push(
      sql`p.program_id in (select g.id from projects g where g.tenant_id = ${tenantId} and g.slug = ${query.programSlug}${shown})`,
    );
  }
  if (query.projectSlug) conditions.push(sql`p.slug = ${query.projectSlug}`);
  for (const filter of query.filters) conditions.push(filterCondition(tenantId, filter));
  return sql.join(conditions, sql` and `);
}

interface OrderTerm {
  expression: SQL;
  descending: boolean;
  nullable: boolean;
  kind: SortKind;
}

/**
 * Whether the page should be found from the trigram index rather than by walking the sort index. A text search
 * (ILIKE of at least three real characters on a column of `projects`) is selective but its matches are not spread
 * evenly over the sort order (“escuela” may only appear in names that sort late), so walking the index until a page
 * is full can read tens of thousands of heap rows; the trigram bitmap plus a top-N sort of the matches cannot.
 */
function searchesText(query: ApiProjectQuery): boolean {
  return query.filters.some(
    (filter) =>
      filter.op === 'ilike' &&
      filter.field !== 'organization_name' &&
      filter.field !== 'organization_slug' &&
      String(filter.value).replace(/\\(.)|[%_]/g, '$1').length >= 3,
  );
}

/**
 * Searches whose page is better found by the trigram index: all of them except a name search sorted by name, where
 * the walk of (tenant_id, type, name, id) tests ILIKE on the index entries themselves (no heap visit) and stops early.
 * (A search of names alone, sorted by name, is not walked at all: searchesNamesOnly.)
 */
function filterFirst(query: ApiProjectQuery): boolean {
  if (!searchesText(query)) return false;
  const onlyName = query.filters.every((filter) => filter.op !== 'ilike' || filter.field === 'name');
  return !(onlyName && query.sort[0]?.field === 'name');
}

/**
 * Whether the query searches names and nothing else — what the search box of every list sends: no scope, and every
 * filter an ILIKE on `name`, one of them of at least three characters (which the trigram index serves). Those rows
 * are counted, and by name ordered, in project_list_names (migration 0017) instead of projects: on its lower-case copy
 * of the name, with LIKE (the same test as ILIKE, which lowers both sides of every test itself) and its ~170-byte rows.
 */
function searchesNamesOnly(query: ApiProjectQuery): boolean {
  return (
    !query.archived &&
    !query.publishedOnly &&
    !query.organizationSlug &&
    !query.programSlug &&
    !query.projectSlug &&
    query.filters.every((filter) => filter.field === 'name' && filter.op === 'ilike') &&
    searchesText(query)
  );
}

/** The WHERE of searchesNamesOnly on `project_list_names n`: the pattern lowered, as ILIKE lowers it. */
function namesSearchWhere(tenantId: string, query: ApiProjectQuery): SQL {
  const conditions: SQL[] = [sql`n.tenant_id = ${tenantId}`];
  if (query.type) conditions.push(sql`n.type = ${query.type}`);
  for (const filter of query.filters) conditions.push(sql`n.name_lower like lower(${String(filter.value)})`);
  return sql.join(conditions, sql` and `);
}

/** The same order, in a form no index matches: the planner then filters first and sorts the matches. */
function unindexable(expression: SQL, kind: SortKind): SQL {
  if (kind === 'text') return sql`(${expression} || '')`;
  if (kind === 'numeric') return sql`(${expression} + 0)`;
  return sql`(${expression} + interval '0 seconds')`;
}

/** The sort terms, ending with the id so that the order is total (pages never repeat or skip a row). */
function orderTerms(query: ApiProjectQuery, filterFirst = false): OrderTerm[] {
  const terms = query.sort.map((sort) => {
    const definition = SORT_COLUMNS[sort.field];
    return {
      expression: filterFirst ? unindexable(definition.expression, definition.kind) : definition.expression,
      descending: sort.direction === 'desc',
      nullable: definition.nullable,
      kind: definition.kind,
    };
  });
  // The id follows the direction of the last sort term, so one index serves both directions.
  // After a nullable descending term the id takes `nulls last` too, to match the descending twin indexes exactly.
  const last = terms.at(-1);
  terms.push({
    expression: column('id'),
    descending: last?.descending ?? false,
    nullable: last?.nullable ?? false,
    kind: 'text',
  });
  return terms;
}

/**
 * ORDER BY of the terms, or with `backwards` of the exact reverse order (the same index walked from its other end).
 * Nulls are last both ways, so walking backwards meets them first.
 */
function orderBy(terms: readonly OrderTerm[], backwards = false): SQL {
  return sql.join(
    terms.map((term) => {
      const descending = term.descending !== backwards;
      // For a NOT NULL column say nothing, so the planner matches any index direction.
      let nulls = '';
      if (term.nullable && backwards) nulls = ' nulls first';
      else if (term.nullable && term.descending) nulls = ' nulls last';
      return sql`${term.expression} ${sql.raw(descending ? 'desc' : 'asc')}${sql.raw(nulls)}`;
    }),
    sql`, `,
  );
}

/**
 * A position in the export's keyset walk: the sort keys of the last row sent (as text, null for a null) and its id.
 * Not used by the paged list, which pages with OFFSET as the page numbers of the contract require.
 */
export interface ListCursor {
  keys: (string | null)[];
  id: string;
}

/** A sort key of a cursor (text) as a value of its column's type. */
function typed(value: string, kind: SortKind): SQL {
  return kind === 'text' ? sql`${value}` : sql`${value}${sql.raw(`::${kind}`)}`;
}

/** Rows strictly after `cursor` in the order of `terms` (nulls last both ways). */
function afterCursor(terms: readonly OrderTerm[], cursor: ListCursor): SQL {
  const values = [...cursor.keys, cursor.id];
  const equal = (term: OrderTerm, value: string | null) =>
    value === null ? sql`${term.expression} is null` : sql`${term.expression} = ${typed(value, term.kind)}`;
  const after = (term: OrderTerm, value: string | null): SQL => {
    if (value === null) return sql`false`; // nulls are last: nothing comes after a null but equal ones
    const beyond = sql`${term.expression} ${sql.raw(term.descending ? '<' : '>')} ${typed(value, term.kind)}`;
    return term.nullable ? sql`(${beyond} or ${term.expression} is null)` : beyond;
  };
  // Fast path, and the common one (name, status, dates): no nulls and one direction, so a row comparison, which the
  // planner turns into a bound of the (tenant_id, type, column, id) index walk.
  if (terms.every((term) => !term.nullable && term.descending === terms[0]!.descending)) {
    const left = sql.join(
      terms.map((term) => term.expression),
      sql`, `,
    );
    const right = sql.join(
      terms.map((term, index) => typed(values[index]!, term.kind)),
      sql`, `,
    );
    return sql`(${left}) ${sql.raw(terms[0]!.descending ? '<' : '>')} (${right})`;
  }
  // Lexicographic: (k1 after) or (k1 equal and k2 after) or …
  const alternatives = terms.map((term, index) => {
    const prefix = terms.slice(0, index).map((previous, i) => equal(previous, values[i] ?? null));
    return sql`(${sql.join([...prefix, after(term, values[index] ?? null)], sql` and `)})`;
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * From how many skipped rows a page of the whole tenant is found from the nearer end of its sort index
 * (nearerEndPageIds). Planning the statement's second branch costs about what walking ~4 000 index entries does
 * (measured at 100 000 projects: +0.5 ms of planning, 0.14 ms per 1 000 entries walked), so nearer to the front the
 * plain walk is cheaper.
 */
export const NEARER_END_FROM_OFFSET = 5_000;

export interface PageWindow {
  limit: number;
  /** Rows to skip (the paged list). */
  offset?: number;
  /** Rows after this position (the export's keyset walk). */
  after?: ListCursor | null;
  /** NEARER_END_FROM_OFFSET unless given (the tests lower it to reach a small tenant's back half). */
  nearerEndFromOffset?: number;
  /**
   * Whether each row also carries the `total` of rows the query selects (count(*) over ()): for a page found by
   * reading every match (countedByPage), where counting them costs next to nothing more.
   */
  counted?: boolean;
}

/**
 * The ids of one page, in order: `window.limit` rows after `window.offset` rows (or after `window.after`), in the
 * query's total order. The list reads their items with PAGE_ITEMS_STATEMENT; the export joins them to its columns.
 */
export function buildProjectPageIdsQuery(tenantId: string, query: ApiProjectQuery, window: PageWindow): SQL {
  const offset = window.offset ? sql` offset ${window.offset}` : sql``;
  const total = window.counted ? sql`, count(*) over () as total` : sql``;
  // A search of names by name: the matches' top-N by the copy of the name (no index has that order, so the planner
  // finds them by the trigram index first). A walk of the name order stopping at the 20th match would be quicker
  // for a common word, but reads most of the tenant for one whose matches sort late ("ruta": "Ruta …" names): this
  // costs about what the count costs, whatever the word.
  const [sort, ...more] = query.sort;
  if (!window.after && searchesNamesOnly(query) && sort?.field === 'name' && more.length === 0) {
    const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
    return sql`select n.id${total} from project_list_names n where ${namesSearchWhere(tenantId, query)} order by n.name ${direction}, n.id ${direction} limit ${window.limit}${offset}`;
  }
  if (window.after && !window.offset && byOneNullableColumn(query)) {
    return stretchesAfterIds(tenantId, query, window.after, window.limit);
  }
  if (!window.after && !query.type && !filterFirst(query)) {
    return eachTypePageIds(tenantId, query, window.limit, window.offset ?? 0);
  }
  const innerTerms = orderTerms(query, filterFirst(query));
  const where = projectListWhere(tenantId, query);
  const keyset = window.after ? sql` and ${afterCursor(innerTerms, window.after)}` : sql``;
  const offsetRows = window.offset ?? 0;
  const fromNearerEnd =
    !window.after &&
    unfiltered(query) &&
    offsetRows > 0 &&
    offsetRows >= (window.nearerEndFromOffset ?? NEARER_END_FROM_OFFSET);
  if (!fromNearerEnd) {
    return sql`select p.id${total} from projects p where ${where}${keyset} order by ${orderBy(innerTerms)} limit ${window.limit}${offset}`;
  }
  // From the back the ids come in reverse order: put them back in the page's.
  const ids = nearerEndPageIds(tenantId, query, where, innerTerms, window.limit, offsetRows);
  return sql`select p.id from (${ids}) page join projects p on p.id = page.id order by ${orderBy(orderTerms(query))}`;
}

/**
 * The ids of a page of both types (a query without `type`), in order. Every sort index of the list leads with
 * (tenant_id, type), so no index has the order of both types together: as one statement, the page read and sorted all
 * the tenant's rows — 100 000 at that size, and during an import every row its open transaction had inserted, each
 * found invisible (EXPLAIN of the default page while an uncommitted transaction held 100 000 new rows: 145 ms of
 * sequential scan, against 0.8 ms for `type=proyecto`; bench/README.md, bench:import). Instead each type's first
 * offset + limit rows are walked in its own index, exactly as a page of that type is, and the two are merged: the
 * page's rows are among them, since each type's rows keep their order in the whole order. Backend CPU of the default
 * page while 100 000 uncommitted rows were held: 15.5 ms a call before, 2.3 ms merged (load 18).
 */
function eachTypePageIds(tenantId: string, query: ApiProjectQuery, limit: number, offset: number): SQL {
  const terms = orderTerms(query);
  // Each branch carries its rows' sort keys (k0, k1, …, then the id), so the merge orders them without reading the
  // rows again: half the backend CPU of joining the ids back to projects (0.7 against 1.5 ms a call, idle, 384 rows).
  const keys = terms.slice(0, -1).map((term, index) => sql`${term.expression} as ${sql.raw(`k${index}`)}`);
  const columns = sql.join([sql`p.id`, ...keys], sql`, `);
  const branches = PROJECT_TYPES.map(
    (type) =>
      sql`(select ${columns} from projects p where ${projectListWhere(tenantId, { ...query, type })} order by ${orderBy(terms)} limit ${limit + offset})`,
  );
  const merged = terms.map((term, index) => ({
    ...term,
    expression: sql.raw(index < terms.length - 1 ? `page.k${index}` : 'page.id'),
  }));
  const skip = offset ? sql` offset ${offset}` : sql``;
  return sql`select page.id from (${sql.join(branches, sql` union all `)}) page order by ${orderBy(merged)} limit ${limit}${skip}`;
}

/**
 * The joins every page row reads from: `p` the project, `lo` its lead organisation, `pr` its program. PostgreSQL
 * drops the joins of those the columns do not read.
 */
const PAGE_ROW_JOINS = sql.raw(
  'join projects p on p.id = page.id left join organizations lo on lo.id = p.organization_id left join projects pr on pr.id = p.program_id',
);

/**
 * One page of the list: `window.limit` rows after `window.offset` rows (or after `window.after`), in the query's
 * total order. Each row is the project's `id`, the `columns` (by default its list `item`, listItem.ts) and
 * `sort_key_0…n` (the sort values as text) for the export's keyset walk. `columns` may read the aliases of
 * PAGE_ROW_JOINS.
 */
export function buildProjectPageQuery(
  tenantId: string,
  query: ApiProjectQuery,
  window: PageWindow,
  columns: SQL = ITEM_JSON,
): SQL {
  const terms = orderTerms(query);
  const sortKeys = sql.join(
    terms.slice(0, -1).map((term, index) => sql`${term.expression}::text as ${sql.raw(`sort_key_${index}`)}`),
    sql`, `,
  );
  const keysSelect = terms.length > 1 ? sql`, ${sortKeys}` : sql``;
  return sql`select p.id, ${columns}${keysSelect} from (${buildProjectPageIdsQuery(tenantId, query, window)}) page ${PAGE_ROW_JOINS} order by ${orderBy(terms)}`;
}

/**
 * The list items of a page's ids, in the order of the ids (its one parameter, `uuid[]`). Its text never changes, so
 * it is a named statement: each connection parses it once and, from its sixth run, reuses one generic plan (the same
 * primary-key probes whatever the ids). Joined to the page's own statement, its joins took ~2 ms of planning on every
 * call, half of the default page's time at 100 000 projects. The ids come from buildProjectPageIdsQuery.
 */
export const PAGE_ITEMS_STATEMENT = {
  name: 'project_list_page_items',
  sql: toSqlText(
    sql`select ${ITEM_JSON} from unnest(${sql.raw('$1::uuid[]')}) with ordinality as page(id, position) ${PAGE_ROW_JOINS} order by page.position`,
  ).sql,
};

/**
 * The ids of a page of the whole tenant, walked to from the nearer end of the sort index. OFFSET reads every row it
 * skips, so the last of 5 000 pages read 100 000 index entries from the front; from the back it reads 20. The total
 * is the exact count of project_type_counts (one row, same snapshot as the walk), and only one branch of the UNION
 * reads rows: the other's LIMIT is 0, which PostgreSQL sees before reading any. (Said as a condition of the branch's
 * WHERE instead, the same choice put a filter node above the walk that every skipped row passed through: ~1 ms of
 * the 40 000 rows of page 2 000.) From the back, the rows at positions
 * offset … offset + limit − 1 of the order are rows total − offset − limit … total − offset − 1 of the reverse order
 * (fewer near the end, none past it); the caller puts them back in order.
 */
function nearerEndPageIds(
  tenantId: string,
  query: ApiProjectQuery,
  where: SQL,
  terms: readonly OrderTerm[],
  limit: number,
  offset: number,
): SQL {
  const total = sql`(select total from tenant_total)`;
  // Whether the page is nearer the front: its last row is no further from the front than its first from the back.
  const front = sql`${offset + limit} <= ${total} - ${offset}`;
  // The outer LIMIT changes no answer (each branch gives at most `limit` rows) but tells the planner so: a LIMIT that
  // is not a constant is estimated at a tenth of the table, which would price the page's joins as 10 000 rows.
  return sql`with tenant_total as (${typeTotal(tenantId, query.type)})
    select id from (
      (select p.id from projects p where ${where} order by ${orderBy(terms)} limit case when ${front} then ${limit} else 0 end offset ${offset})
      union all
      (select p.id from projects p where ${where} order by ${orderBy(terms, true)} limit case when ${front} then 0 else least(${limit}, greatest(${total} - ${offset}, 0)) end offset greatest(${total} - ${offset + limit}, 0))
    ) nearer_end limit ${limit}`;
}

/**
 * Whether page anchors (pageAnchors.ts) can serve the query: the whole tenant (no filter, no scope) in the order of
 * one sort term and the id, so that each stretch of it is one range of the term's index (orderStretchIds).
 */
export function anchorable(query: ApiProjectQuery): boolean {
  return unfiltered(query) && query.sort.length === 1;
}

/**
 * A row of an anchorable order: its position in the order, from 0, and its cursor (sort key as text, and id). A deep
 * page is walked to from the anchor before it (pageAnchors.ts).
 */
export interface PageAnchor extends ListCursor {
  position: number;
}

/**
 * One row, read in one snapshot, so that all of it holds exactly for as long as the version does: the tenant's
 * portfolio `version`; the anchors of the query's order at positions step − 1, 2·step − 1, … (`anchors`, a JSON
 * array of [position, id, sort key], empty for fewer than `step` rows); how many rows the order has (`total`) and
 * how many of them have a sort value (`valued`: the rows without one come last). One walk of the whole sort index.
 */
export function buildPageAnchorsQuery(tenantId: string, query: ApiProjectQuery, step: number): SQL {
  const terms = orderTerms(query);
  return sql`select (${buildPortfolioVersionQuery(tenantId)}) as version,
    coalesce(json_agg(json_build_array(n.position, n.id, n.sort_key::text) order by n.position)
      filter (where n.position % ${step} = ${step - 1}), '[]') as anchors,
    count(*)::int as total, count(n.sort_key)::int as valued
    from (select p.id, ${terms[0]!.expression} as sort_key, row_number() over (order by ${orderBy(terms)}) - 1 as position
      from projects p where ${projectListWhere(tenantId, query)}) n`;
}

/**
 * A stretch of an order of one sort term and the id (a page anchors' order, or the export's by one nullable column):
 * of its rows with a sort value (`nulls: false`; by the value, then the id) or of those without (`nulls: true`; the
 * end of the order, by the id), the `limit` rows after `offset` rows, counted from the stretch's first row or from
 * `after` (a row of the same stretch).
 */
export interface OrderStretch {
  nulls: boolean;
  after: ListCursor | null;
  offset: number;
  limit: number;
}

/** The ids of one stretch: one range of the term's (tenant_id, type, column, id) index, walked in order. */
function orderStretchIds(tenantId: string, query: ApiProjectQuery, stretch: OrderStretch): SQL {
  const terms = orderTerms(query);
  const term = terms[0]!;
  const beyond = sql.raw(term.descending ? '<' : '>');
  let range: SQL;
  if (stretch.nulls) {
    range = sql` and ${term.expression} is null`;
    if (stretch.after) range = sql`${range} and p.id ${beyond} ${stretch.after.id}`;
  } else {
    range = term.nullable ? sql` and ${term.expression} is not null` : sql``;
    const key = stretch.after?.keys[0];
    if (stretch.after && key != null) {
      range = sql`${range} and (${term.expression}, p.id) ${beyond} (${typed(key, term.kind)}, ${stretch.after.id})`;
    }
  }
  return sql`select p.id from projects p where ${projectListWhere(tenantId, query)}${range} order by ${orderBy(terms)} limit ${stretch.limit} offset ${stretch.offset}`;
}

/**
 * One row: the ids of a page made of `stretches` (`ids`, in order) and the tenant's portfolio `version`, read in one
 * snapshot. The ids are the page only if the version is the one the stretches were computed at.
 */
export function buildAnchoredPageIdsQuery(
  tenantId: string,
  query: ApiProjectQuery,
  stretches: readonly OrderStretch[],
): SQL {
  const ids = stretches.map((stretch) => sql`array(${orderStretchIds(tenantId, query, stretch)})::text[]`);
  const page = ids.length > 0 ? sql.join(ids, sql` || `) : sql`array[]::text[]`;
  return sql`select (${buildPortfolioVersionQuery(tenantId)}) as version, ${page} as ids`;
}

/**
 * Whether the query's order is one nullable column and the id, walked in its index (not a text search's sorted
 * matches). After a cursor, such an order is two index ranges — the rows with a value after it, then every row
 * without — which afterCursor's single condition (an OR) cannot bound: each chunk of the export's walk then read the
 * index from its start, ~20 ms for a chunk 50 000 rows in at 100 000 projects.
 */
function byOneNullableColumn(query: ApiProjectQuery): boolean {
  const [sort, ...more] = query.sort;
  return !!sort && more.length === 0 && SORT_COLUMNS[sort.field].nullable && !filterFirst(query);
}

/**
 * The ids of the `limit` rows after `cursor` in an order of byOneNullableColumn, as stretches (orderStretchIds): of
 * the rows with a value, then of those without; in the order of the rows (the caller sorts its rows anyway).
 */
function stretchesAfterIds(tenantId: string, query: ApiProjectQuery, cursor: ListCursor, limit: number): SQL {
  const nulls = (after: ListCursor | null) =>
    orderStretchIds(tenantId, query, { nulls: true, after, offset: 0, limit });
  if (cursor.keys[0] == null) return nulls(cursor);
  const valued = orderStretchIds(tenantId, query, { nulls: false, after: cursor, offset: 0, limit });
  return sql`select unnest((array(${valued}) || array(${nulls(null)}))[1:${limit}]) as id`;
}

/**
 * The exact number of active projects (or programs, or both) of a tenant, which triggers keep in project_type_counts
 * (migrations 0004, 0019): one row instead of an index scan that grows with the tenant.
 */
function typeTotal(tenantId: string, type: ApiProjectQuery['type']): SQL {
  const typeCondition = type ? sql` and c.type = ${type}` : sql``;
  return sql`select coalesce(sum(c.count), 0)::int as total from project_type_counts c where c.tenant_id = ${tenantId}${typeCondition}`;
}

/**
 * Whether the query selects every active project (or program) of the tenant: no scope and no filter. The public
 * portal's view never does (it selects the published ones, which the count table does not count).
 */
function unfiltered(query: ApiProjectQuery): boolean {
  return (
    !query.archived &&
    !query.publishedOnly &&
    !query.organizationSlug &&
    !query.programSlug &&
    !query.projectSlug &&
    query.filters.length === 0
  );
}

/** Whether the query selects every project (or program) of one organisation: its scope and nothing else. */
function organizationOnly(query: ApiProjectQuery): query is ApiProjectQuery & { organizationSlug: string } {
  return (
    !query.archived &&
    !query.publishedOnly &&
    !!query.organizationSlug &&
    !query.programSlug &&
    !query.projectSlug &&
    query.filters.length === 0
  );
}

/** How many rows the query selects (no joins: every condition is on one table). */
export function buildProjectCountQuery(tenantId: string, query: ApiProjectQuery): SQL {
  // The whole tenant (the default list, every sort of it, deep pages): the count table's row.
  if (unfiltered(query)) {
    return typeTotal(tenantId, query.type);
  }
  // One organisation's projects (its page in the app): counted from its links, which carry the project's type and
  // only ever join projects of the organisation's tenant (migration 0005) — one index range, not the whole tenant.
  // An archived project's links carry no type (migration 0019), so they are never counted.
  if (organizationOnly(query)) {
    const typeCondition = query.type
      ? sql` and po.project_type = ${query.type}`
      : sql` and po.project_type is not null`;
    return sql`select count(*)::int as total from project_organizations po where po.organization_id in (select o.id from organizations o where o.tenant_id = ${tenantId} and o.slug = ${query.organizationSlug})${typeCondition}`;
  }
  // A search of names: counted in project_list_names.
  if (searchesNamesOnly(query)) {
    return sql`select count(*)::int as total from project_list_names n where ${namesSearchWhere(tenantId, query)}`;
  }
  // With an ILIKE on a column of `projects`, the planner prices ILIKE so low that it would rather test it on every
  // entry of a (tenant_id, type, name, id) index-only scan (~100 000 calls) than use the trigram index and visit the
  // few matching rows; counting a NOT NULL heap column (same result as count(*)) takes the index-only scan away.
  // Only for terms of three characters or more, which the trigram index can serve; a shorter one matches most rows,
  // and the index-only scan is then the cheaper way after all.
  const counted = sql.raw(searchesText(query) ? 'count(p.version)' : 'count(*)');
  return sql`select ${counted}::int as total from projects p where ${projectListWhere(tenantId, query)}`;
}

/**
 * Whether the page's statement counts the rows too: a text search whose page is found by the trigram index first
 * (filterFirst) reads and sorts every match anyway, so it counts them in passing (count(*) over ()) instead of a
 * second statement reading them all again beside it (combined filters at 100 000 projects: API p50 −2 ms). The count's
 * own statement then runs only for a page past the end. Not a search of names alone (project_list_names): for its
 * thousands of matches, copying them for the window cost as much as the count beside it.
 */
function countedByPage(query: ApiProjectQuery): boolean {
  return filterFirst(query);
}

export interface ProjectListQueries {
  /** The page's ids; when `countedByPage`, each row also carries the `total`. */
  pageIds: SQL;
  /** The total (when `countedByPage`, needed only if the page has no row). */
  count: SQL;
  countedByPage: boolean;
}

/** The statements of one list call: the page's ids (offset = (page − 1) · limit) and the total. */
export function buildProjectListQueries(tenantId: string, query: ApiProjectQuery): ProjectListQueries {
  const counted = countedByPage(query);
  return {
    pageIds: buildProjectPageIdsQuery(tenantId, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      counted,
    }),
    count: buildProjectCountQuery(tenantId, query),
    countedByPage: counted,
  };
}

/**
 * Distinct non-empty values of one facet, by a loose index scan over (tenant_id, column): one index probe per
 * distinct value instead of reading every row of the tenant.
 */
export function buildFacetQuery(
  tenantId: string,
  field: FacetField,
  type: ApiProjectQuery['type'] = null,
  publishedOnly = false,
): SQL {
  if (field === 'organization_name') {
    // The public portal lists its organisations from GET /public/{slug}/organizations (published projects' only).
    if (publishedOnly) throw new Error('buildFacetQuery: organization_name has no published-only form');
    return sql`select distinct o.name as value from organizations o where o.tenant_id = ${tenantId} and o.archived_at is null and o.name > '' order by o.name`;
  }
  const name = sql.raw(FACET_COLUMNS[field]);
  // Active rows only, as the list shows them: the facet indexes are partial on that (migration 0019).
  // The public portal's (issue 45): the values of published rows only, so no value of an unpublished project shows.
  const published = publishedOnly ? sql` and published` : sql``;
  const typeCondition = type
    ? sql` and type = ${type} and archived_at is null${published}`
    : sql` and archived_at is null${published}`;
  return sql`with recursive facet(value) as (
    (select ${name} from projects where tenant_id = ${tenantId}${typeCondition} and ${name} > '' order by ${name} limit 1)
    union all
    select (select ${name} from projects where tenant_id = ${tenantId}${typeCondition} and ${name} > facet.value order by ${name} limit 1)
    from facet where facet.value is not null
  ) select value from facet where value is not null`;
}
