// The tenant's portfolio version (migration 0011): it moves with every statement that writes the tenant's projects,
// their organisation links or its organisations, in the writer's transaction. Two reads that find the same version
// saw the same portfolio, so what was computed from one (the map's answer, a list's page anchors) holds for the other.
import { type SQL, sql } from 'drizzle-orm';

/** The version as text (a bigint: microseconds), in a `version` column. */
export function buildPortfolioVersionQuery(tenantId: string): SQL {
  return sql`select portfolio_version::text as version from tenants where id = ${tenantId}`;
}
