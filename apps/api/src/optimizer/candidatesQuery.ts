// The statement behind GET /t/:slug/optimizer/candidates: the four values linear-int-opt-v1 reads of every active
// project of type proyecto of one tenant (an archived one is never a candidate; ARCHITECTURE.md §4), in a stable
// order (by id) so two runs on the same data answer the same columns. duration_months is the project's
// expected_execution_months. A project whose status the tenant marks closed (Finalizado, Desestimado: issue 43) is
// never a candidate either.
import { sql } from 'drizzle-orm';
import {
  DEFAULT_STATUS,
  projectStatusesFromConfig,
  statusesWithRole,
  type CapitalCandidateInput,
} from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../projects/listRows.ts';

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * With linear-int-opt-v2's fields (issue 44): name, planned start, funding source, province, lead organisation,
 * executing area, whether its status has the tenant's execution role (a commitment), the projects it requires
 * (active ones of the tenant: a relation to an archived project is dropped, so the project is not held back by one
 * that left the portfolio) and its alternative group. The v1 model reads only its four values. The run and the save
 * of a scenario read the same list, so a saved result is checked against the candidates that produced it. With
 * `signal` (the request's), an aborted read rejects with its reason instead of going on.
 */
export async function optimizerCandidates(
  db: Database,
  tenantId: string,
  signal?: AbortSignal,
): Promise<CapitalCandidateInput[]> {
  const statuses = await tenantStatuses(db, tenantId);
  // The optimizer's client went away (the optimizer aborted its read, issue 44): the candidates' statement, the
  // heavy one, is not sent. A statement already running ends on its own; what follows it is not done either.
  signal?.throwIfAborted();
  const executing = statusesWithRole(statuses, 'execution');
  const closed = statusesWithRole(statuses, 'closed');
  const statusOf = (row: Record<string, unknown>) => (typeof row.status === 'string' ? row.status : DEFAULT_STATUS);
  const rows = await rowsOf(
    db,
    sql`SELECT p.id, p.name, p.budget_amount, p.expected_execution_months, p.score, p.beneficiary_count,
          p.planned_start, p.funding_source, p.province, p.organization_name, p.executing_area, p.status,
          p.alternative_group,
          (SELECT coalesce(json_agg(r.required_project_id ORDER BY r.required_project_id), '[]'::json)
             FROM project_requirements r JOIN projects q ON q.id = r.required_project_id
            WHERE r.tenant_id = ${tenantId} AND r.project_id = p.id AND q.archived_at IS NULL) AS requires
        FROM projects p
        WHERE p.tenant_id = ${tenantId} AND p.type = 'proyecto' AND p.archived_at IS NULL ORDER BY p.id`,
  );
  signal?.throwIfAborted();
  return rows
    .filter((row) => !closed.has(statusOf(row)))
    .map((row) => ({
      projectId: String(row.id),
      budget_amount: numberOrNull(row.budget_amount),
      duration_months: numberOrNull(row.expected_execution_months),
      score: numberOrNull(row.score),
      beneficiary_count: numberOrNull(row.beneficiary_count),
      name: textOrNull(row.name),
      start: textOrNull(row.planned_start),
      fundingSource: textOrNull(row.funding_source),
      province: textOrNull(row.province),
      organization: textOrNull(row.organization_name),
      executingArea: textOrNull(row.executing_area),
      inExecution: executing.has(statusOf(row)),
      requires: (typeof row.requires === 'string' ? JSON.parse(row.requires) : (row.requires ?? [])).map(String),
      alternativeGroup: textOrNull(row.alternative_group),
    }));
}

/** The tenant's projectStatus list, each status with its role. */
async function tenantStatuses(db: Database, tenantId: string) {
  const [tenant] = await rowsOf(db, sql`SELECT config_json FROM tenants WHERE id = ${tenantId}`);
  return projectStatusesFromConfig(tenant?.config_json);
}
