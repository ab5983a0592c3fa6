// The SQL of the projects map (GET /t/{slug}/map and its popup call, issue 16), built in one place so that the API
// and `pnpm bench:map` run the same statements. The map selects exactly what the list selects (projectListWhere of
// listQuery.ts: tenant, type, scopes and filters); domain's encodeMapColumns drops the projects without a map position
// (isMapPosition) and counts them, so the map can say how many of the list's projects it cannot show.
import { type SQL, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { MAP_ANSWER_FORMAT, MAP_COORDINATE_SCALE, type ApiProjectQuery, type MapRowColumns } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { textRows } from '../db/textRows.ts';
import { projectListWhere } from './listQuery.ts';
import { rowsOf } from './listRows.ts';
import { buildPortfolioVersionQuery } from './portfolioVersion.ts';

/**
 * Every project of the query, in key (short_id) order: the order of projects_map_idx, which holds every column read
 * here, so a tenant's whole map is one index-only walk. The four numbers of a project come as one text value,
 * "short_id,latitude,longitude,score" (an empty field for NULL): the driver's cost is per value, not per byte, and at
 * 100,000 rows six values a row cost ~225 ms on the wire and in the driver, three ~135 ms (bench/README.md, map).
 * The coordinates come already rounded to the answer's scale (MAP_COORDINATE_SCALE: whole 1/100,000 degrees) and the
 * score to a whole number, as the answer sends them: reading integers costs the API half what reading decimals does
 * (24 against 42 ms at 100,000 rows), and encodeMapColumns's own rounding then changes nothing. They stay float8 (a
 * NaN or an absurd latitude stays one, and is dropped as before). The texts stay values of their own, so a status
 * may hold any character.
 */
export function buildMapQuery(tenantId: string, query: ApiProjectQuery): SQL {
  const scale = sql.raw(String(MAP_COORDINATE_SCALE));
  // floor(x + 0.5) is JavaScript's Math.round (a half goes up), the encoder's rounding; PostgreSQL's round of a
  // float8 takes a half to the even neighbour, and positions with six decimals end in a half one time in ten.
  return sql`select concat(p.short_id, ',', floor(p.latitude * ${scale} + 0.5), ',',
      floor(p.longitude * ${scale} + 0.5), ',', round(p.score)) as numbers, p.status, p.priority
    from projects p
    where ${projectListWhere(tenantId, query)}
    order by p.short_id`;
}

/** One active project of the tenant by its map key, with its popup's fields; no row for another tenant's key. */
export function buildMapPopupQuery(tenantId: string, key: number): SQL {
  return sql`select p.id, p.type, p.name, p.slug, p.score::float8 as score, p.status, p.priority,
      p.executing_area as area,
      coalesce((select json_agg(json_build_object('name', o.name, 'slug', o.slug) order by po.position, o.name)
        from project_organizations po join organizations o on o.id = po.organization_id
        where po.project_id = p.id), '[]'::json) as organizations
    from projects p where p.tenant_id = ${tenantId} and p.short_id = ${key} and p.archived_at is null`;
}

/** The map's projects, read as text (no per-value parsing by the driver), as columns. */
export async function mapColumns(db: Database, tenantId: string, query: ApiProjectQuery): Promise<MapRowColumns> {
  const { rows } = await textRows(db, buildMapQuery(tenantId, query));
  return toMapColumns(rows);
}

/**
 * buildMapQuery's text rows (numbers, status, priority) as MapRowColumns: the numbers go into typed arrays, unboxed,
 * the coordinates back in degrees, with NaN for an empty field (no position, no score; Number('') would be 0, a place
 * in the ocean).
 */
export function toMapColumns(rows: readonly (readonly (string | null)[])[]): MapRowColumns {
  const count = rows.length;
  const columns = {
    count,
    key: new Float64Array(count),
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
    score: new Float64Array(count),
    status: new Array<string>(count),
    priority: new Array<string | null>(count),
  };
  for (let index = 0; index < count; index++) {
    const row = rows[index]!;
    // "short_id,latitude,longitude,score", read by position (an array per row from split cost ~10 % more).
    const text = row[0]!;
    const first = text.indexOf(',');
    const second = text.indexOf(',', first + 1);
    const third = text.indexOf(',', second + 1);
    columns.key[index] = Number(text.slice(0, first));
    columns.latitude[index] =
      second > first + 1 ? Number(text.slice(first + 1, second)) / MAP_COORDINATE_SCALE : Number.NaN;
    columns.longitude[index] =
      third > second + 1 ? Number(text.slice(second + 1, third)) / MAP_COORDINATE_SCALE : Number.NaN;
    columns.score[index] = text.length > third + 1 ? Number(text.slice(third + 1)) : Number.NaN;
    columns.status[index] = row[1] ?? '';
    columns.priority[index] = row[2] ?? null;
  }
  return columns;
}

export async function portfolioVersion(db: Database, tenantId: string): Promise<string> {
  const [row] = await rowsOf(db, buildPortfolioVersionQuery(tenantId));
  return String(row?.version ?? '0');
}

/** What a map answer depends on besides the data: the parameters that select projects (not sort, page or limit). */
function selection(query: ApiProjectQuery) {
  const { type, organizationSlug, programSlug, projectSlug, filters } = query;
  return { type, organizationSlug, programSlug, projectSlug, filters };
}

/**
 * The strong validator of one map answer: the format, the tenant, its portfolio version and the selection. Any write
 * of the tenant's projects or organisations moves the version, so the tag changes; nothing else changes the answer.
 * Quoted, without the content coding (see mapEtag in routes/map.ts).
 */
export function mapAnswerTag(tenantId: string, version: string, query: ApiProjectQuery): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([MAP_ANSWER_FORMAT, tenantId, version, selection(query)]))
    .digest('base64url')
    .slice(0, 27);
  return `m${MAP_ANSWER_FORMAT}-${digest}`;
}
