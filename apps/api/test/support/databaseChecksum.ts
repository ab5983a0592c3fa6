// A fingerprint of everything a database holds: per table of the public schema, its row count and the md5 of its
// rows as text, in order — so a test can prove that a run of refused requests changed nothing at all.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { textRows } from '../../src/db/textRows.ts';

/** Bookkeeping rather than data: every request to /auth/* and /invitations/* counts a hit here, refused or not. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);

/** `table → "rows:md5"` for every table of the public schema but the bookkeeping ones. */
export async function databaseChecksum(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await textRows(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const checksum: Record<string, string> = {};
  for (const [table] of tables) {
    if (!table || BOOKKEEPING_TABLES.has(table)) continue;
    const name = sql.identifier(table);
    const { rows } = await textRows(
      db,
      sql`select count(*)::text, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) from ${name} t`,
    );
    const [[count, md5] = []] = rows;
    checksum[table] = `${count}:${md5}`;
  }
  return checksum;
}
