// GET /t/{slug}/search (issue 15): projects, programs and organisations whose name, code or slug contain the text,
// accent- and case-insensitively (siipro_fold, migration 0008), ranked: exact (folded name or code, or slug, equal to
// the text), then prefix (one of them starts with it), then contains; within a rank by folded name. At most 10 of each.
//
// Projects and programs are read from project_search (migration 0010): a narrow copy of each one's folded name and
// code and of its search text, kept in step by triggers, so nothing is folded at query time and nothing wide is read
// until the ≤ 20 rows shown are joined to projects. Built so that its cost does not grow with how many projects
// match: names, then codes, that start with the text are walks of the (tenant_id, type, name|code, id) indexes (the
// "C" collation: LIKE 'term%' is a range of them) in order, stopping after 10 — exact matches sort first in them;
// only when those leave room is "contains" asked (texts of 3 characters or more: a trigram index cannot serve shorter
// ones, and then a prefix is what a person means), from the trigram index of the search text, the first 10 by folded
// name. So "cen", the prefix of every code of a 100 000-project tenant, reads 10 index entries, and a rare text a few
// trigram postings. A row found twice keeps its best rank; the order across branches is done here. Pure: the
// benchmark runs the same SQL.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_MAX_PER_KIND, type SearchAnswer, type SearchResult } from '@siipro/domain';

/** The shortest text that "contains" matches (a trigram). */
export const CONTAINS_MIN_LENGTH = 3;

const RANKS = ['exact', 'prefix', 'contains'] as const;
const TYPES = ['proyecto', 'programa'] as const;

const literal = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The statement: the matches of each kind with `rank` (0 exact: folded name or code, or slug, equal to the text;
 * 1 prefix: one of them starts with it; 2 contains), the id, slug, name, code, the lead organisation's slug and name,
 * and `sort_name` (folded name) to order by.
 */
export function buildSearchQuery(tenantId: string, q: string): SQL {
  const folded = sql`siipro_fold(${q})`;
  const prefix = sql`siipro_fold(${literal(q)}) || '%'`;
  const contains = sql`'%' || siipro_fold(${literal(q)}) || '%'`;
  const scope = (type: string) => sql`s.tenant_id = ${tenantId} and s.type = ${type}`;
  const limit = SEARCH_MAX_PER_KIND;
  // Names, then codes, that start with the text: walks of the folded indexes in their order (exact ones come first).
  const prefixes = sql.join(
    TYPES.flatMap((type) => [
      sql`(select ${type}::text as kind, s.id, s.name, s.code from project_search s where ${scope(type)} and s.name like ${prefix} order by s.name, s.id limit ${limit})`,
      sql`(select ${type}::text, s.id, s.name, s.code from project_search s where ${scope(type)} and s.code like ${prefix} order by s.code, s.id limit ${limit})`,
    ]),
    sql` union all `,
  );
  // The rest that contain it, only when the prefixes left room: from the trigram index (the order by an expression no
  // index has keeps the planner from walking the name index in the hope of meeting matches early, which for a rare
  // text reads the whole index), the first 10 by folded name.
  const containing =
    [...q].length >= CONTAINS_MIN_LENGTH
      ? sql` union ${sql.join(
          TYPES.map(
            (type) =>
              sql`(select ${type}::text, s.id, s.name, s.code from project_search s where ${scope(type)} and s.text like ${contains} and (select count(distinct f.id) from prefixed f where f.kind = ${type}) < ${limit} order by s.name || '', s.id limit ${limit})`,
          ),
          sql` union all `,
        )}`
      : sql``;
  const rank = (foldedName: SQL, foldedCode: SQL, slug: SQL) =>
    sql`case when ${foldedName} = ${folded} or ${foldedCode} = ${folded} or ${slug} = ${folded} then 0
      when ${foldedName} like ${prefix} or ${foldedCode} like ${prefix} or ${slug} like ${prefix} then 1
      else 2 end`;
  // Organisations are tens per tenant: ranked in one pass over them.
  const organizations = sql`select 'organization' as kind, ${rank(sql`siipro_fold(o.name)`, sql`siipro_fold(o.slug)`, sql`o.slug`)} as rank,
      o.id, o.slug, o.name, o.slug as code, null::text as organization_slug, null::text as organization_name,
      siipro_fold(o.name) as sort_name
    from organizations o
    where o.tenant_id = ${tenantId} and o.archived_at is null
      and (siipro_fold(o.name) like ${contains} or o.slug like ${contains})
    order by 2, siipro_fold(o.name), o.id
    limit ${limit}`;
  return sql`with prefixed as materialized (${prefixes})
    select m.kind, ${rank(sql`m.name`, sql`m.code`, sql`p.slug`)} as rank, p.id, p.slug, p.name,
      p.project_code as code, lo.slug as organization_slug, lo.name as organization_name,
      m.name as sort_name
    from (select kind, id, name, code from prefixed${containing}) m
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
