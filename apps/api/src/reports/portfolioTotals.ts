// GET /t/{slug}/reports/portfolio-totals: the totals a program's page shows above its projects (issue 43) — how many,
// the budget per currency, the count by status and the mean score — over the list's query (listQuery.ts: the same
// WHERE of tenant, type, scopes and filters) in one statement, so the count equals the list's total.
import { sql } from 'drizzle-orm';
import { projectStatusesFromConfig, type ApiProjectQuery, type PortfolioTotals } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { projectListWhere } from '../projects/listQuery.ts';
import { rowsOf } from '../projects/listRows.ts';
import { orderedCounts } from './priorityDistribution.ts';

interface TotalsRow {
  status: string;
  currency: string;
  count: number;
  budget: string | null;
  budgeted: number;
  score_sum: string | null;
  scored: number;
}

export async function portfolioTotals(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
): Promise<PortfolioTotals> {
  const [rows, [tenant]] = await Promise.all([
    // Sums as text: numeric's exact value, read once into a number (cents survive: budgets stay far below 2^53).
    rowsOf(
      db,
      sql`select p.status, p.budget_currency_code as currency, count(*)::int as count,
            sum(p.budget_amount)::text as budget, count(p.budget_amount)::int as budgeted,
            sum(p.score)::text as score_sum, count(p.score)::int as scored
          from projects p where ${projectListWhere(tenantId, query)} group by p.status, p.budget_currency_code`,
    ) as Promise<unknown> as Promise<TotalsRow[]>,
    rowsOf(db, sql`select config_json from tenants where id = ${tenantId}`),
  ]);
  const byStatus = new Map<string, number>();
  const budgets = new Map<string, { amount: number; count: number }>();
  let total = 0;
  let scoreSum = 0;
  let scored = 0;
  for (const row of rows) {
    const count = Number(row.count);
    total += count;
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + count);
    if (Number(row.budgeted) > 0) {
      const budget = budgets.get(row.currency) ?? { amount: 0, count: 0 };
      budget.amount += Number(row.budget);
      budget.count += Number(row.budgeted);
      budgets.set(row.currency, budget);
    }
    scoreSum += Number(row.score_sum ?? 0);
    scored += Number(row.scored);
  }
  const statuses = projectStatusesFromConfig(tenant?.config_json).map((option) => option.value);
  return {
    total,
    // ARS, the tenants' currency, first; others by code.
    budgets: [...budgets]
      .sort(([a], [b]) => (a === 'ARS' ? -1 : b === 'ARS' ? 1 : a.localeCompare(b)))
      .map(([currency, { amount, count }]) => ({ currency, amount: Math.round(amount * 100) / 100, count })),
    byStatus: orderedCounts(statuses, byStatus).map(({ value, count }) => ({ status: value, count })),
    meanScore: scored > 0 ? Math.round((scoreSum / scored) * 100) / 100 : null,
    scored,
  };
}
