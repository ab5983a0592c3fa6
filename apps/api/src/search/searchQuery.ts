// GET /t/{slug}/search (issue 15): projects, programs and organisations whose name, code or slug contain the text,
// accent- and case-insensitively (siipro_fold, migration 0008), ranked: exact matches, then names that start with the
// text, then codes that do, then the rest that contain it; within a rank by folded name. At most 10 of each kind.
//
// One statement of small branches, each an index probe that stops after 10 rows (migration 0009), so a text that
// matches most of a 100 000-project tenant ("cen", the code prefix) costs what a rare one does: exact (folded name or
// code equal, slug equal), name prefix and code prefix walk the (tenant_id, type, folded column collate "C") indexes
// in order; "contains" (texts of 3 characters or more: a trigram index cannot serve shorter ones, and then a prefix is
// what a person means) takes the first 10 by folded name, which the planner finds either by walking the name index and
// testing each entry (a common text: it stops after 10) or from the trigram index of siipro_search_text and a sort of
// the few matches (a rare one) — never "any 10", which a scan could pick differently from one call to the next. A row
// found by several branches keeps its best rank; the ranking across branches is done here. Pure: the benchmark runs
// the same SQL.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_MAX_PER_KIND, type SearchAnswer, type SearchResult } from '@siipro/domain';

/** The shortest text that "contains" matches (a trigram). */
export const CONTAINS_MIN_LENGTH = 3;

const RANKS = ['exact', 'prefix', 'prefix', 'contains'] as const;

const literal = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

function projectBranches(tenantId: string, type: 'proyecto' | 'programa', q: string): SQL[] {
  const folded = sql`siipro_fold(${q})`;
  const prefix = sql`siipro_fold(${literal(q)}) || '%'`;
  const scope = sql`p.tenant_id = ${tenantId} and p.type = ${type}`;
  const name = sql`(siipro_fold(p.name) collate "C")`;
  const code = sql`(siipro_fold(p.project_code) collate "C")`;
  const branches = [
    sql`(select ${type} as kind, 0 as rank, p.id from projects p where ${scope} and (${name} = ${folded} or ${code} = ${folded} or p.slug = ${folded}) order by ${name}, p.id limit ${SEARCH_MAX_PER_KIND})`,
    sql`(select ${type}, 1, p.id from projects p where ${scope} and ${name} like ${prefix} order by ${name}, p.id limit ${SEARCH_MAX_PER_KIND})`,
    sql`(select ${type}, 2, p.id from projects p where ${scope} and ${code} like ${prefix} order by ${code}, p.id limit ${SEARCH_MAX_PER_KIND})`,
  ];
  if ([...q].length >= CONTAINS_MIN_LENGTH) {
    const contains = sql`'%' || siipro_fold(${literal(q)}) || '%'`;
    branches.push(
      sql`(select ${type}, 3, p.id from projects p where ${scope} and siipro_search_text(p.name, p.project_code, p.slug) like ${contains} order by ${name}, p.id limit ${SEARCH_MAX_PER_KIND})`,
    );
  }
  return branches;
}

/**
 * The statement: one row per match of each branch, `kind`, `rank` (0 exact … 3 contains), the id, slug, name, code,
 * the lead organisation's slug and name, and `sort_name` (folded name) to order by.
 */
export function buildSearchQuery(tenantId: string, q: string): SQL {
  const matches = sql.join(
    [...projectBranches(tenantId, 'proyecto', q), ...projectBranches(tenantId, 'programa', q)],
    sql` union all `,
  );
  const folded = sql`siipro_fold(${q})`;
  const contains = sql`'%' || siipro_fold(${literal(q)}) || '%'`;
  const prefix = sql`siipro_fold(${literal(q)}) || '%'`;
  // Organisations are tens per tenant: ranked in one pass over them.
  const organizations = sql`select 'organization' as kind,
      case when siipro_fold(o.name) = ${folded} or o.slug = ${folded} then 0
           when siipro_fold(o.name) like ${prefix} then 1
           when o.slug like ${prefix} then 2 else 3 end as rank,
      o.id, o.slug, o.name, o.slug as code, null::text as organization_slug, null::text as organization_name,
      siipro_fold(o.name) as sort_name
    from organizations o
    where o.tenant_id = ${tenantId} and (siipro_fold(o.name) like ${contains} or o.slug like ${contains})
    order by 2, siipro_fold(o.name), o.id
    limit ${SEARCH_MAX_PER_KIND}`;
  return sql`select m.kind, m.rank, p.id, p.slug, p.name, p.project_code as code, lo.slug as organization_slug,
      lo.name as organization_name, siipro_fold(p.name) as sort_name
    from (${matches}) m
    join projects p on p.id = m.id
    left join organizations lo on lo.id = p.organization_id
    union all (${organizations})`;
}

export interface SearchRow {
  kind: string;
  rank: number;
  id: string;
  slug: string;
  name: string;
  code: string | null;
  organization_slug: string | null;
  organization_name: string | null;
  sort_name: string;
}

/** The answer from the statement's rows: each kind deduplicated (best rank), ranked, at most 10. */
export function searchAnswerOf(q: string, rows: readonly SearchRow[]): SearchAnswer {
  const best = new Map<string, SearchRow>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const seen = best.get(key);
    if (!seen || Number(row.rank) < Number(seen.rank)) best.set(key, row);
  }
  const ranked = [...best.values()].sort(
    (a, b) =>
      Number(a.rank) - Number(b.rank) ||
      (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const of = (kind: SearchResult['type']) =>
    ranked
      .filter((row) => row.kind === kind)
      .slice(0, SEARCH_MAX_PER_KIND)
      .map((row): SearchResult => ({
        type: kind,
        id: row.id,
        slug: row.slug,
        name: row.name,
        code: row.code,
        organization:
          row.organization_slug && row.organization_name
            ? { slug: row.organization_slug, name: row.organization_name }
            : null,
        match: RANKS[Number(row.rank)] ?? 'contains',
      }));
  return { q, projects: of('proyecto'), programs: of('programa'), organizations: of('organization') };
}
