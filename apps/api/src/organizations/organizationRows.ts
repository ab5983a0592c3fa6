// Organisations as the API answers them (domain's organizationAnswerSchema): the list with its q and sort, one by slug
// or id. Every statement is bounded by the tenant of the membership check, so another tenant's organisation is never
// found. Organisations are few per tenant (tens), so the rows are read and shaped here rather than as JSON in SQL.
import { type SQL, sql } from 'drizzle-orm';
import type { OrganizationAnswer, OrganizationListQuery, OrganizationSort } from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { containsFolded, folded } from '../db/fold.ts';
import { rowsOf } from '../projects/listRows.ts';

interface OrganizationRow {
  id: string;
  version: number;
  slug: string;
  name: string;
  description: string | null;
  responsable_name: string | null;
  responsable_email: string | null;
  responsable_avatar_url: string | null;
  created_by_name: string | null;
  created_by_avatar_url: string | null;
  updated_by_name: string | null;
  updated_by_avatar_url: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  archived_at: Date | string | null;
  project_count: number;
}

const ORDER: Record<OrganizationSort, SQL> = {
  // Folded, so "Ámbito" sorts with the a's on PostgreSQL and PGlite alike (their collations differ).
  name: sql`siipro_fold(o.name) asc, o.name asc, o.id asc`,
  '-name': sql`siipro_fold(o.name) desc, o.name desc, o.id desc`,
  createdAt: sql`o.created_at asc, o.id asc`,
  '-createdAt': sql`o.created_at desc, o.id desc`,
  updatedAt: sql`o.updated_at asc, o.id asc`,
  '-updatedAt': sql`o.updated_at desc, o.id desc`,
};

const iso = (value: Date | string) => new Date(value).toISOString();
const person = (name: string | null, avatarUrl: string | null) => (name ? { name, avatarUrl } : null);

function answerOf(row: OrganizationRow): OrganizationAnswer {
  return {
    organizationId: row.id,
    version: row.version,
    slug: row.slug,
    code: row.slug,
    name: row.name,
    description: row.description,
    responsable: row.responsable_name
      ? { name: row.responsable_name, email: row.responsable_email, avatarUrl: row.responsable_avatar_url }
      : null,
    createdBy: person(row.created_by_name, row.created_by_avatar_url),
    updatedBy: person(row.updated_by_name, row.updated_by_avatar_url),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    archivedAt: row.archived_at === null ? null : iso(row.archived_at),
    projectCount: Number(row.project_count),
  };
}

/**
 * The organisations of the tenant matching `where`, with their project count (the links of type proyecto: an archived
 * project's links carry no type, migration 0019).
 */
async function selectOrganizations(db: Database, tenantId: string, where: SQL, order: SQL, limit: number) {
  const rows = (await rowsOf(
    db,
    sql`select o.id, o.version, o.slug, o.name, o.description, o.responsable_name, o.responsable_email,
          o.responsable_avatar_url, o.created_by_name, o.created_by_avatar_url, o.updated_by_name,
          o.updated_by_avatar_url, o.created_at, o.updated_at, o.archived_at,
          (select count(*)::int from project_organizations po
            where po.organization_id = o.id and po.project_type = 'proyecto') as project_count
        from organizations o
        where o.tenant_id = ${tenantId} and ${where}
        order by ${order}
        limit ${limit}`,
  )) as unknown as OrganizationRow[];
  return rows.map(answerOf);
}

/** GET /t/{slug}/organizations: q matches the name or the slug, accent- and case-insensitively. */
export function listOrganizations(db: Database, tenantId: string, query: OrganizationListQuery) {
  // Active organisations, or only the archived ones for the "Archivados" view.
  const conditions: SQL[] = [query.archived ? sql`o.archived_at is not null` : sql`o.archived_at is null`];
  if (query.q) {
    const pattern = containsFolded(query.q);
    conditions.push(sql`(${folded(sql`o.name`)} like ${pattern} or ${folded(sql`o.slug`)} like ${pattern})`);
  }
  if (query.organization_slug !== undefined) conditions.push(sql`o.slug = ${query.organization_slug}`);
  return selectOrganizations(db, tenantId, sql.join(conditions, sql` and `), ORDER[query.sort], query.limit);
}

/** One organisation of the tenant by slug or id, or null. */
export async function loadOrganization(
  db: Database,
  tenantId: string,
  key: { slug: string } | { id: string },
): Promise<OrganizationAnswer | null> {
  const match = 'slug' in key ? sql`o.slug = ${key.slug}` : sql`o.id = ${key.id}`;
  const [organization] = await selectOrganizations(db, tenantId, match, ORDER.name, 1);
  return organization ?? null;
}
