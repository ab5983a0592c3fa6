// Runs the list statements of listQuery.ts and turns their rows into the camelCase project items of portfolio.md §3.
import type { SQL } from 'drizzle-orm';
import type { ApiProjectQuery } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import {
  type ListCursor,
  type ListStatementOptions,
  buildProjectListQueries,
  buildProjectPageQuery,
} from './listQuery.ts';

/** One row of the page query, as both drivers return it (dates as Date, json parsed). */
export type ListRow = Record<string, unknown>;

export async function rowsOf(db: Database, statement: SQL): Promise<ListRow[]> {
  const result = (await db.execute(statement)) as unknown as { rows: ListRow[] };
  return result.rows;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const instant = (value: unknown) =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : null;
const person = (name: unknown, avatarUrl: unknown) => {
  const value = text(name);
  return value ? { name: value, avatarUrl: text(avatarUrl) } : null;
};
const ref = (name: unknown, slug: unknown) => {
  const value = text(name);
  return value ? { name: value, slug: text(slug) } : null;
};

/** The list item: every field of portfolio.md §3 a list shows or filters by (the score breakdown is detail-only). */
export function projectItem(row: ListRow) {
  const area = text(row.executing_area);
  return {
    projectId: row.id as string,
    version: Number(row.version),
    type: row.type as string,
    name: row.name as string,
    slug: row.slug as string,
    projectCode: text(row.project_code),
    description: text(row.description),
    organization: ref(row.organization_name, row.organization_slug),
    organizations: (row.organizations as { name: string; slug: string }[] | null) ?? [],
    program: ref(row.program_name, row.program_slug),
    parentProject: ref(row.program_name, row.program_slug),
    childrenCount: Number(row.children_count ?? 0),
    status: row.status as string,
    priority: text(row.priority),
    progressStage: text(row.progress_stage),
    area,
    executingArea: area,
    sector: text(row.sector),
    secretary: text(row.secretary),
    budgetCurrencyCode: row.budget_currency_code as string,
    budgetAmount: number(row.budget_amount),
    budgetAmountUsd: number(row.budget_amount_usd),
    score: number(row.score),
    beneficiaryCount: number(row.beneficiary_count),
    addressLine1: text(row.address_line1),
    latitude: number(row.latitude),
    longitude: number(row.longitude),
    fundingSource: text(row.funding_source),
    expectedExecutionMonths: number(row.expected_execution_months),
    expectedBenefits: row.expected_benefits ?? null,
    sdgTargets: (row.sdg_targets as string[] | null) ?? [],
    landAvailability: text(row.land_availability),
    environmentalStudy: text(row.environmental_study),
    economicEvaluation: text(row.economic_evaluation),
    budgetDate: text(row.budget_date),
    entryDate: text(row.entry_date),
    createdBy: person(row.created_by_name, row.created_by_avatar_url),
    updatedBy: person(row.updated_by_name, row.updated_by_avatar_url),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}
export type ProjectItem = ReturnType<typeof projectItem>;

export interface ProjectPage {
  data: ProjectItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number; hasPrev: boolean; hasNext: boolean };
}

/**
 * One page and the total, and with `roleOfUser` that user's role in the tenant (null: not a member). The two
 * statements are independent, so a server pool runs them side by side.
 */
export async function listProjects(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  options: ListStatementOptions = {},
): Promise<{ page: ProjectPage; callerRole: string | null }> {
  const statements = buildProjectListQueries(tenantId, query, options);
  const [rows, counted] = await Promise.all([rowsOf(db, statements.page), rowsOf(db, statements.count)]);
  const total = Number(counted[0]?.total ?? 0);
  const totalPages = Math.ceil(total / query.limit);
  return {
    page: {
      data: rows.map(projectItem),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        totalPages,
        hasPrev: query.page > 1,
        hasNext: query.page < totalPages,
      },
    },
    callerRole: text(counted[0]?.caller_role),
  };
}

/**
 * Every selected row, `chunkSize` at a time, walking the total order by keyset (each chunk starts after the last row
 * of the previous one), so an export of 100 000 rows never holds more than one chunk and never re-reads skipped rows.
 */
export async function* allProjectRows(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  chunkSize = 1000,
): AsyncGenerator<ListRow[]> {
  let after: ListCursor | null = null;
  for (;;) {
    const rows = await rowsOf(db, buildProjectPageQuery(tenantId, query, { limit: chunkSize, after }));
    if (rows.length > 0) yield rows;
    if (rows.length < chunkSize) return;
    const last = rows.at(-1)!;
    after = {
      keys: query.sort.map((_, index) => (last[`sort_key_${index}`] ?? null) as string | null),
      id: last.id as string,
    };
  }
}
