// The statements behind /t/:slug/optimizer/scenarios (issue 17). Every one is bounded by the tenant of the membership
// check, so another tenant's scenario is never found. The list reads only the columns copied out of the result.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AnyOptimizerRequest,
  CapitalAnswer,
  OptimizerAnswer,
  OptimizerModel,
  OptimizerScenario,
  OptimizerScenarioSummary,
  OptimizerSelectionStatus,
} from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { optimizerScenarios } from '../db/schema.ts';
import type { Author } from '../projects/author.ts';

const summaryColumns = {
  id: optimizerScenarios.id,
  name: optimizerScenarios.name,
  // The request's own model (v2: with restrictions, issue 44); no column of its own, the JSON says it.
  model: sql<OptimizerModel>`${optimizerScenarios.request}->>'model'`,
  authorId: optimizerScenarios.authorId,
  authorName: optimizerScenarios.authorName,
  createdAt: optimizerScenarios.createdAt,
  budgetLimit: optimizerScenarios.budgetLimit,
  objective: optimizerScenarios.objective,
  status: optimizerScenarios.status,
  selectedCount: optimizerScenarios.selectedCount,
  totalBudget: optimizerScenarios.totalBudget,
};

interface SummaryRow {
  id: string;
  name: string;
  model: OptimizerModel;
  authorId: string | null;
  authorName: string;
  createdAt: Date;
  budgetLimit: number | null;
  objective: number;
  status: string;
  selectedCount: number;
  totalBudget: number;
}

function summaryOf(row: SummaryRow): OptimizerScenarioSummary {
  return {
    scenarioId: row.id,
    name: row.name,
    model: row.model,
    author: { userId: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    budgetLimit: row.budgetLimit,
    objective: row.objective,
    status: row.status as OptimizerSelectionStatus,
    selectedCount: row.selectedCount,
    totalBudget: row.totalBudget,
  };
}

export async function insertScenario(
  db: Database,
  tenantId: string,
  scenario: { name: string; request: AnyOptimizerRequest; result: OptimizerAnswer | CapitalAnswer },
  author: Author,
  createdAt: Date,
): Promise<OptimizerScenario> {
  const { name, request, result } = scenario;
  const [row] = await db
    .insert(optimizerScenarios)
    .values({
      tenantId,
      name,
      authorId: author.userId,
      authorName: author.name,
      request,
      result,
      budgetLimit: request.budgetLimit ?? null,
      objective: result.meta.objective,
      status: result.meta.status,
      selectedCount: result.data.length,
      totalBudget: result.meta.totalBudget,
      createdAt,
    })
    .returning(summaryColumns);
  return { ...summaryOf(row!), request, result };
}

/** Newest first (ties by id, so the order is stable). */
export async function listScenarios(
  db: Database,
  tenantId: string,
  limit: number,
): Promise<OptimizerScenarioSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(optimizerScenarios)
    .where(eq(optimizerScenarios.tenantId, tenantId))
    .orderBy(desc(optimizerScenarios.createdAt), desc(optimizerScenarios.id))
    .limit(limit);
  return rows.map(summaryOf);
}

export async function loadScenario(
  db: Database,
  tenantId: string,
  scenarioId: string,
): Promise<OptimizerScenario | null> {
  const [row] = await db
    .select({ ...summaryColumns, request: optimizerScenarios.request, result: optimizerScenarios.result })
    .from(optimizerScenarios)
    .where(and(eq(optimizerScenarios.tenantId, tenantId), eq(optimizerScenarios.id, scenarioId)))
    .limit(1);
  return row ? { ...summaryOf(row), request: row.request, result: row.result } : null;
}

/** Who saved it (null: the account is gone), or undefined when the tenant has no such scenario. */
export async function scenarioAuthor(
  db: Database,
  tenantId: string,
  scenarioId: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ authorId: optimizerScenarios.authorId })
    .from(optimizerScenarios)
    .where(and(eq(optimizerScenarios.tenantId, tenantId), eq(optimizerScenarios.id, scenarioId)))
    .limit(1);
  return row ? row.authorId : undefined;
}

export async function deleteScenario(db: Database, tenantId: string, scenarioId: string): Promise<void> {
  await db
    .delete(optimizerScenarios)
    .where(and(eq(optimizerScenarios.tenantId, tenantId), eq(optimizerScenarios.id, scenarioId)));
}
