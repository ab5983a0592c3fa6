// GET /t/{slug}/reports/priority-distribution: the list's query (listQuery.ts: the same WHERE of tenant, type, scopes
// and filters) counted by priority and by status in one statement, so every count equals the list's total for it.
import { sql } from 'drizzle-orm';
import { PRIORITIES, projectStatusesFromConfig, type ApiProjectQuery, type PriorityDistribution } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { projectListWhere } from '../projects/listQuery.ts';
import { rowsOf } from '../projects/listRows.ts';

interface CountRow {
  priority: string | null;
  status: string;
  count: number;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Known values first in their order (zeros included), then the others found, alphabetically. */
export function orderedCounts<Value extends string | null>(known: readonly Value[], counts: Map<Value, number>) {
  const others = [...counts.keys()]
    .filter((value) => value !== null && !known.includes(value))
    .sort((a, b) => collator.compare(String(a), String(b)));
  return [...known, ...others].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

export async function priorityDistribution(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
): Promise<PriorityDistribution> {
  const [rows, [tenant]] = await Promise.all([
    rowsOf(
      db,
      sql`select p.priority, p.status, count(*)::int as count from projects p
          where ${projectListWhere(tenantId, query)} group by p.priority, p.status`,
    ) as Promise<unknown> as Promise<CountRow[]>,
    rowsOf(db, sql`select config_json from tenants where id = ${tenantId}`),
  ]);
  const byPriority = new Map<string | null, number>();
  const byStatus = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    total += count;
    byPriority.set(row.priority, (byPriority.get(row.priority) ?? 0) + count);
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + count);
  }
  const statuses = projectStatusesFromConfig(tenant?.config_json).map((option) => option.value);
  const priorities = orderedCounts<string | null>(PRIORITIES, byPriority);
  // Projects without a priority last, and only when there are some.
  if (byPriority.has(null)) priorities.push({ value: null, count: byPriority.get(null)! });
  return {
    total,
    byPriority: priorities.map(({ value, count }) => ({ priority: value, count })),
    byStatus: orderedCounts(statuses, byStatus).map(({ value, count }) => ({ status: value, count })),
  };
}
