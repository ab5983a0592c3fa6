// The statement behind GET /t/:slug/optimizer/candidates: the four values linear-int-opt-v1 reads of every active
// project of type proyecto of one tenant (an archived one is never a candidate; ARCHITECTURE.md §4), in a stable
// order (by id) so two runs on the same data answer the same columns. duration_months is the project's
// expected_execution_months.
import { sql } from 'drizzle-orm';
import type { OptimizerCandidateInput } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../projects/listRows.ts';

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

export async function optimizerCandidates(db: Database, tenantId: string): Promise<OptimizerCandidateInput[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT id, budget_amount, expected_execution_months, score, beneficiary_count
        FROM projects WHERE tenant_id = ${tenantId} AND type = 'proyecto' AND archived_at IS NULL ORDER BY id`,
  );
  return rows.map((row) => ({
    projectId: String(row.id),
    budget_amount: numberOrNull(row.budget_amount),
    duration_months: numberOrNull(row.expected_execution_months),
    score: numberOrNull(row.score),
    beneficiary_count: numberOrNull(row.beneficiary_count),
  }));
}
