// What the public portal reads (issue 45): the tenant behind a public slug, and its published projects and
// organisations, through the list's own statements (listQuery.ts, with the query's publishedOnly) and the list item's
// own JSON (listItem.ts), cut down to domain's public fields (toPublicProject) before anything leaves the API.
// Hidden answers are one 404: no tenant, portal off, unpublished, archived or another tenant's project.
import { type SQL, sql } from 'drizzle-orm';
import {
  PUBLIC_SPREADSHEET_KEYS,
  SPREADSHEET_COLUMNS,
  ARGENTINA_TIME_ZONE,
  messages,
  toPublicProject,
  toPublicProjectDetail,
  type ApiProjectQuery,
  type Pagination,
  type ProjectListItem,
  type PublicOrganization,
  type PublicProject,
  type PublicProjectDetail,
  type PublicReferences,
  type SpreadsheetColumn,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Database } from '../db/client.ts';
import { tenantDatabase } from '../db/tenantScope.ts';
import type { ExportShape } from '../projects/listExport.ts';
import { ITEM_JSON } from '../projects/listItem.ts';
import { buildProjectListQueries } from '../projects/listQuery.ts';
import { pageOfRows, rowsOf, type ListRow } from '../projects/listRows.ts';
import { loadProjectDetail } from '../projects/projectDetail.ts';

/** A tenant whose portal is on, as the public routes need it. */
export interface PublicTenantRow {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  oc4idsPrefix: string | null;
  /** Moves with every write of the tenant's projects and organisations (schema.ts): part of every ETag. */
  portfolioVersion: number;
  /** Moves with every change of its settings (name, logo, prefix): part of every ETag too. */
  updatedAt: Date;
  /** The tenant's database, confined by row-level security to this tenant (db/tenantScope.ts). */
  db: Database;
}

/** The one answer of everything the portal does not show. */
export function publicNotFound(): ApiError {
  return new ApiError('NOT_FOUND', messages.publicPortal.notFound);
}

/**
 * The tenant of a public slug whose portal is on, or the 404 every hidden thing answers. Read as the owner (it is
 * what chooses the tenant, like the membership lookup); everything after it runs in the tenant's scope. No caller:
 * the scope's user is empty, which no policy reads.
 */
export async function publicTenantOf(owner: Database, slug: string): Promise<PublicTenantRow> {
  // PostgreSQL holds no NUL character: such a slug names no tenant.
  if (slug.includes('\u0000') || slug.length > 200) throw publicNotFound();
  const [row] = await rowsOf(
    owner,
    sql`select t.id, t.slug, t.name, t.logo, t.oc4ids_prefix, t.portfolio_version, t.updated_at
      from tenants t where t.slug = ${slug.toLowerCase()} and t.public_portal limit 1`,
  );
  if (!row) throw publicNotFound();
  const id = String(row.id);
  return {
    id,
    slug: String(row.slug),
    name: String(row.name),
    logo: (row.logo as string | null) ?? null,
    oc4idsPrefix: (row.oc4ids_prefix as string | null) ?? null,
    portfolioVersion: Number(row.portfolio_version),
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at)),
    db: tenantDatabase(owner, { tenantId: id, userId: '' }),
  };
}

/**
 * Beside each item: whether its program is public (published and active) and the slugs of its organisations that are
 * not (archived), so toPublicProject can drop them. Aliases of the page statement: `p`, `lo`, `pr`.
 */
const REFERENCE_COLUMNS = sql.raw(`coalesce(pr.published and pr.archived_at is null, false) as program_public,
  array(select o.slug from project_organizations po join organizations o on o.id = po.organization_id
    where po.project_id = p.id and o.archived_at is not null
    union select lo.slug where lo.archived_at is not null) as hidden_organizations`);

/** The statement columns of a public item: the list item and its references. */
export const PUBLIC_ITEM_COLUMNS: SQL = sql`${ITEM_JSON}, ${REFERENCE_COLUMNS}`;

function referencesOf(row: ListRow): PublicReferences {
  return {
    programPublic: row.program_public === true,
    hiddenOrganizationSlugs: new Set((row.hidden_organizations as string[] | null) ?? []),
  };
}

function itemOf(row: ListRow): ProjectListItem {
  return (typeof row.item === 'string' ? JSON.parse(row.item) : row.item) as ProjectListItem;
}

/** A row of PUBLIC_ITEM_COLUMNS as its public project. */
export function publicProjectOf(row: ListRow): PublicProject {
  return toPublicProject(itemOf(row), referencesOf(row));
}

/** One page of the public list: the list's statements for the ids and the total, then the public items. */
export async function publicProjectPage(
  tenant: PublicTenantRow,
  query: ApiProjectQuery,
): Promise<{ data: PublicProject[]; pagination: Pagination }> {
  const statements = buildProjectListQueries(tenant.id, query);
  const page = pageOfRows(await rowsOf(tenant.db, statements.pageIds), statements.countedByPage);
  const [data, total] = await Promise.all([
    page.ids.length === 0 ? [] : publicItems(tenant.db, page.ids),
    page.total ?? rowsOf(tenant.db, statements.count).then(([row]) => Number(row?.total ?? 0)),
  ]);
  const totalPages = Math.ceil(total / query.limit);
  return {
    data,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages,
      hasPrev: query.page > 1,
      hasNext: query.page < totalPages,
    },
  };
}

async function publicItems(db: Database, ids: string[]): Promise<PublicProject[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`select ${PUBLIC_ITEM_COLUMNS} from unnest(array[${list}]::uuid[]) with ordinality as page(id, position)
      join projects p on p.id = page.id left join organizations lo on lo.id = p.organization_id
      left join projects pr on pr.id = p.program_id order by page.position`,
  );
  return rows.map(publicProjectOf);
}

/** A published, active project of the tenant by its slug, with its score explained; else the portal's 404. */
export async function publicProjectDetail(tenant: PublicTenantRow, projectSlug: string): Promise<PublicProjectDetail> {
  if (projectSlug.includes('\u0000') || projectSlug.length > 300) throw publicNotFound();
  const [row] = await rowsOf(
    tenant.db,
    sql`select p.id, ${REFERENCE_COLUMNS} from projects p
      left join organizations lo on lo.id = p.organization_id left join projects pr on pr.id = p.program_id
      where p.tenant_id = ${tenant.id} and p.slug = ${projectSlug.toLowerCase()} and p.published
        and p.archived_at is null
      limit 1`,
  );
  if (!row) throw publicNotFound();
  const detail = await loadProjectDetail(tenant.db, tenant.id, { id: String(row.id) });
  if (!detail) throw publicNotFound();
  return toPublicProjectDetail(detail, detail.scoring, referencesOf(row));
}

/**
 * The organisations that take part in a published, active project, active themselves, with how many such projects
 * each has: the portal never lists an organisation it has nothing to show of.
 */
export async function publicOrganizations(tenant: PublicTenantRow): Promise<PublicOrganization[]> {
  const rows = await rowsOf(
    tenant.db,
    sql`select o.slug, o.name, o.description, count(*)::int as project_count
      from organizations o
      join project_organizations po on po.organization_id = o.id
      join projects p on p.id = po.project_id
      where o.tenant_id = ${tenant.id} and o.archived_at is null
        and p.tenant_id = ${tenant.id} and p.published and p.archived_at is null
      group by o.id, o.slug, o.name, o.description
      order by o.name, o.slug`,
  );
  return rows.map((row) => ({
    slug: String(row.slug),
    name: String(row.name),
    description: (row.description as string | null) ?? null,
    projectCount: Number(row.project_count),
  }));
}

/**
 * The open data's spreadsheet columns: the export's, those of domain's public list only, and a row that reads only
 * them — the program only when it is public, the organisations only the active ones.
 */
export const PUBLIC_EXPORT_SHAPE: ExportShape = {
  columns: SPREADSHEET_COLUMNS.filter((column: SpreadsheetColumn) => PUBLIC_SPREADSHEET_KEYS.has(column.key)),
  row: sql.raw(`p.name, p.type,
    coalesce((select array_agg(o.name order by po.position, o.name) from project_organizations po
      join organizations o on o.id = po.organization_id where po.project_id = p.id and o.archived_at is null),
      array[]::text[]) as organizations,
    p.sector, p.executing_area as "executingArea", p.score::float8 as score,
    p.budget_amount::float8 as "budgetAmount", p.budget_currency_code as "budgetCurrencyCode",
    case when pr.published and pr.archived_at is null then pr.name end as program, p.status, p.priority,
    p.expected_execution_months as "expectedExecutionMonths", p.budget_date::text as "budgetDate",
    p.beneficiary_count as "beneficiaryCount", p.description, p.expected_benefits as "expectedBenefits",
    p.sdg_targets as "sdgTargets", p.address_line1 as "addressLine1", p.latitude, p.longitude,
    to_char(p.created_at at time zone '${ARGENTINA_TIME_ZONE}', 'YYYY-MM-DD') as "createdAt",
    to_char(p.updated_at at time zone '${ARGENTINA_TIME_ZONE}', 'YYYY-MM-DD') as "updatedAt"`),
};
