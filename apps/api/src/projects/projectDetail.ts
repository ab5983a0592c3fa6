// One project or program as the detail page reads it (portfolio.md §2.4, §3, §4.3): the list item — written by
// PostgreSQL with the list's own JSON (listItem.ts), so list and detail cannot drift apart — plus the explanation of
// its score, computed by domain's rules from the project's score inputs and the tenant's beneficiary reference.
import { sql } from 'drizzle-orm';
import { explainScore, type ProjectDetail, type ProjectListItem } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { rowsOf } from './listRows.ts';
import { ITEM_JSON } from './listItem.ts';
import { scoreProject } from './scoring.ts';

export type ProjectKey = { slug: string } | { id: string };

interface DetailRow {
  item: ProjectListItem;
  tir: number | null;
  progress_stage: string | null;
  sdg_targets: string[] | null;
  beneficiary_count: number | null;
  budget_amount: number | null;
  budget_currency_code: string | null;
  is_green: boolean | null;
  has_gender_diversity: boolean | null;
  has_specific_funds: boolean | null;
  config_json: unknown;
  organization_ids: string[] | null;
  program_id: string | null;
  published: boolean;
  province: string | null;
  planned_start: string | null;
  alternative_group: string | null;
}

/** The project of `tenantId` with that slug or id, or null: another tenant's project is never found. */
export async function loadProjectDetail(
  db: Database,
  tenantId: string,
  key: ProjectKey,
): Promise<ProjectDetail | null> {
  const match = 'slug' in key ? sql`p.slug = ${key.slug}` : sql`p.id = ${key.id}`;
  const [row] = (await rowsOf(
    db,
    sql`select ${ITEM_JSON}, p.tir::float8 as tir, p.progress_stage, p.sdg_targets, p.beneficiary_count,
          p.budget_amount::float8 as budget_amount, p.budget_currency_code, p.is_green, p.has_gender_diversity,
          p.has_specific_funds, t.config_json, p.program_id, p.published, p.province, p.planned_start,
          p.alternative_group,
          array(select po.organization_id::text from project_organizations po where po.project_id = p.id
            order by po.position, po.organization_id) as organization_ids
        from projects p
        join tenants t on t.id = p.tenant_id
        left join organizations lo on lo.id = p.organization_id
        left join projects pr on pr.id = p.program_id
        where p.tenant_id = ${tenantId} and ${match}
        limit 1`,
  )) as unknown as DetailRow[];
  if (!row) return null;
  const scoring = scoreProject(
    {
      tir: row.tir,
      progressStage: row.progress_stage,
      sdgTargets: row.sdg_targets,
      beneficiaryCount: row.beneficiary_count,
      budgetAmount: row.budget_amount,
      budgetCurrencyCode: row.budget_currency_code,
      isGreen: row.is_green,
      hasGenderDiversity: row.has_gender_diversity,
      hasSpecificFunds: row.has_specific_funds,
    },
    row.config_json,
  );
  const item = typeof row.item === 'string' ? (JSON.parse(row.item) as ProjectListItem) : row.item;
  return {
    ...item,
    scoring: explainScore(scoring),
    organizationIds: row.organization_ids ?? [],
    programId: row.program_id,
    tir: row.tir,
    isGreen: row.is_green,
    hasGenderDiversity: row.has_gender_diversity,
    hasSpecificFunds: row.has_specific_funds,
    published: row.published,
    province: row.province,
    plannedStart: row.planned_start,
    alternativeGroup: row.alternative_group,
  };
}
