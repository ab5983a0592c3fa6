// Bulk loads of generated portfolios (the benchmarks' 1,000,000 projects): the secondary indexes of the tables being
// filled are dropped before the load and built again from their own definitions after it. Building an index once
// from sorted rows is many times quicker than updating ~25 of them row by row, and gives the packed index a long-lived
// database would have after a REINDEX. Indexes that back a constraint (primary keys, foreign keys' targets) stay: the
// load's foreign key checks and ON CONFLICT need them. Unique indexes that are not constraints (projects' slug per
// tenant, short_id) are dropped too; building them again checks the whole load at once, and fails it on a duplicate.
// Everything runs in the caller's transaction: if the load fails, the indexes come back with the rollback.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

interface IndexDefinition {
  name: string;
  definition: string;
}

async function secondaryIndexes(tx: Database, tables: readonly string[]): Promise<IndexDefinition[]> {
  const result = (await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (
        select 1 from pg_constraint c
        where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
      )
    order by i.indexname`)) as unknown as { rows: IndexDefinition[] };
  return result.rows;
}

/** Runs `load` with the secondary indexes of `tables` dropped, then builds them again (in `tx`'s transaction). */
export async function withIndexesBuiltAfterLoad<T>(
  tx: Database,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const indexes = await secondaryIndexes(tx, tables);
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  const result = await load();
  // Sorting a million keys in memory instead of in temporary files; only for this transaction.
  await tx.execute(sql.raw(`set local maintenance_work_mem = '512MB'`));
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}
