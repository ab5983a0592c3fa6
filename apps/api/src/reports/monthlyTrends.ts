// GET /t/{slug}/reports/monthly-trends: the dashboard's "Tendencias del Mes" (issue 43) for the month of the API's
// clock (injectable, so tests move it): projects created, status changes in the history, and the ARS budget assigned.
// Archived projects count nowhere, as in every other report. The tenant's own rows only: the statements name its id,
// and row-level security confines the tenant's database to it anyway.
import { sql } from 'drizzle-orm';
import { monthInArgentina, type MonthlyTrends } from '@siipro/domain';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../projects/listRows.ts';

/** A history value a budget edit wrote (historyValue: String(number)); anything else is not summed. */
const NUMBER_PATTERN = '^-?[0-9]+(\\.[0-9]+)?$';

export async function monthlyTrends(db: Database, tenantId: string, clock: Clock): Promise<MonthlyTrends> {
  const now = clock.now();
  const { start, month } = monthInArgentina(now);
  const [[created], [changes]] = await Promise.all([
    rowsOf(
      db,
      sql`select count(*)::int as count,
            coalesce(sum(p.budget_amount) filter (where p.budget_currency_code = 'ARS'), 0)::text as budget
          from projects p
          where p.tenant_id = ${tenantId} and p.type = 'proyecto' and p.archived_at is null
            and p.created_at >= ${start.toISOString()} and p.created_at <= ${now.toISOString()}`,
    ),
    // Status changes, and what budget edits added to the projects that existed before the month (a project created in
    // the month already counts with its whole budget above).
    rowsOf(
      db,
      sql`select count(*) filter (where a.field = 'status')::int as status_changes,
            coalesce(sum(
              case when a.field = 'budgetAmount' and p.budget_currency_code = 'ARS' and p.created_at < ${start.toISOString()}
                then (case when a.to_value ~ ${NUMBER_PATTERN} then a.to_value::numeric else 0 end)
                   - (case when a.from_value ~ ${NUMBER_PATTERN} then a.from_value::numeric else 0 end)
              end), 0)::text as budget_delta
          from activity a join projects p on p.id = a.project_id
          where a.tenant_id = ${tenantId} and p.tenant_id = ${tenantId} and p.archived_at is null
            and a.kind in ('status_change', 'field_update', 'imported')
            and a.created_at >= ${start.toISOString()} and a.created_at <= ${now.toISOString()}`,
    ),
  ]);
  const budget =
    Number((created as { budget: string }).budget) + Number((changes as { budget_delta: string }).budget_delta);
  return {
    month,
    from: start.toISOString(),
    to: now.toISOString(),
    projectsCreated: Number((created as { count: number }).count),
    statusChanges: Number((changes as { status_changes: number }).status_changes),
    // Sums of numeric read once as a number; cents kept.
    budgetAssigned: Math.round(budget * 100) / 100,
  };
}
