// The product's tables (drizzle pg-core). `pnpm --filter @siipro/api db:generate` turns changes here into a new SQL
// migration in ../../drizzle; the same migrations run on embedded PGlite and on a PostgreSQL server.
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  ACTIVITY_KINDS,
  AUDIT_ACTIONS,
  INVITATION_STATUSES,
  OPTIMIZER_SCENARIO_NAME_MAX,
  ROLES,
  TENANT_PLANS,
  type OptimizerAnswer,
  type AnyOptimizerRequest,
  type CapitalAnswer,
} from '@siipro/domain';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  type ExtraConfigColumn,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/**
 * `column in ('a', 'b', …)` over one of domain's lists (ROLES, TENANT_PLANS, INVITATION_STATUSES), so the database
 * admits exactly the values the code knows; a change to a list shows up in `db:generate` as a new migration.
 * The values are constants of the code, never input, so they are written into the SQL as they are.
 */
const oneOf = (column: SQLWrapper, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
/** The role column, unqualified as migration 0001 wrote it in both tables' checks. */
const roleColumn = sql.raw('role');

/**
 * Who created / last changed a record, as shown on screen (name and avatar). Kept as a snapshot next to the optional
 * user reference: imported and demo records name people who have no account, and the list filters by these names.
 */
const createdByColumns = () => ({
  createdByUserId: uuid('created_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name'),
  createdByAvatarUrl: text('created_by_avatar_url'),
});
const updatedByColumns = () => ({
  updatedByUserId: uuid('updated_by_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name'),
  updatedByAvatarUrl: text('updated_by_avatar_url'),
});

/** Free-form tenant configuration; known parts are typed, the rest is kept as the admin wrote it. */
export interface TenantConfigJson {
  projectStatus?: { value: string; label: string }[];
  map?: { center?: { lat: number; lng: number }; zoom?: number };
  [key: string]: unknown;
}

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    siteUrl: text('site_url'),
    plan: text('plan').notNull().default('free'),
    defaultLanguage: text('default_language').notNull().default('es'),
    configJson: jsonb('config_json').$type<TenantConfigJson>().notNull().default({}),
    /** The demo tenant is reset on every deployment; the web shows a banner saying so. */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Set by the operator (`pnpm siipro tenant disable`): the tenant's members are refused on every /t/{slug} request
     * and it leaves their tenant list; its data is kept, and `tenant enable` clears it.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Moves forward with every statement that writes the tenant's projects, their organisation links or its
     * organisations (triggers of migration 0011; never written by the API itself), in commit order: the ETag of the
     * projects map (GET /t/{slug}/map) is made of it, so any such write changes the ETag. Microseconds since the epoch
     * at the last write (or one more than before, if that is larger), so a tenant deleted and created again never
     * repeats an old value.
     */
    portfolioVersion: bigint('portfolio_version', { mode: 'number' }).notNull().default(0),
    /**
     * "Portal público" (issue 45): while on, the tenant's published projects are answered under /public/{slug}; off
     * by default, and while off every public route answers the same 404 as an unknown tenant.
     */
    publicPortal: boolean('public_portal').notNull().default(false),
    /** The OC4IDS project identifier prefix the tenant registered (`oc4ids-xxxxxx`); null: none configured. */
    oc4idsPrefix: text('oc4ids_prefix'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tenants_slug_key').on(t.slug), check('tenants_plan_check', oneOf(t.plan, TENANT_PLANS))],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Firebase Auth uid; null until the person first signs in (or when linked by e-mail). */
    firebaseUid: text('firebase_uid'),
    /** Always stored trimmed and lower-cased: invitations and sign-ins match on it. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    language: text('language').notNull().default('es'),
    phone: text('phone'),
    workAddress: text('work_address'),
    preferredTenantId: uuid('preferred_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** An admin ended this person's sessions then: access tokens issued before it are refused (http/sessionCutoff.ts). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_firebase_uid_key').on(t.firebaseUid)],
);

export const memberships = pgTable(
  'memberships',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    index('memberships_user_id_idx').on(t.userId),
    check('memberships_role_check', oneOf(roleColumn, ROLES)),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull().default('viewer'),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /**
     * The random token of the invitation's link (domain's `paths.invitation`). It grants nothing by itself: accepting
     * takes signing in with the invited e-mail. Null for invitations made before links existed.
     */
    token: text('token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invitations_email_status_idx').on(t.email, t.status),
    uniqueIndex('invitations_token_key').on(t.token),
    // At most one open invitation per person and tenant; resending refreshes it instead of adding another.
    uniqueIndex('invitations_pending_key')
      .on(t.tenantId, t.email)
      .where(sql`${t.status} = 'pending'`),
    check('invitations_role_check', oneOf(roleColumn, ROLES)),
    check('invitations_status_check', oneOf(t.status, INVITATION_STATUSES)),
  ],
);

export const domains = pgTable(
  'domains',
  {
    /** Lower-cased host name; a domain belongs to one tenant at most. */
    domain: text('domain').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('domains_tenant_id_idx').on(t.tenantId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued by rotation from one sign-in shares a family; reuse of a spent one revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** sha-256 (hex) of the token: a database leak does not leak usable tokens. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    responsableName: text('responsable_name'),
    responsableEmail: text('responsable_email'),
    responsableAvatarUrl: text('responsable_avatar_url'),
    /** Grows with every write; PUT carries the version it read and a stale one is a 409 (as projects'). */
    version: integer('version').notNull().default(1),
    /** When it was archived (issue 42): archived organisations leave every list and can be restored. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...createdByColumns(),
    ...updatedByColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_tenant_slug_key').on(t.tenantId, t.slug),
    index('organizations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** (tenant_id, type, column, id) per sort column, plus the descending twin of the nullable ones. */
type SortIndexColumns = Record<
  | 'tenantId'
  | 'type'
  | 'id'
  | 'name'
  | 'projectCode'
  | 'sector'
  | 'executingArea'
  | 'score'
  | 'budgetAmount'
  | 'status'
  | 'priority'
  | 'createdAt'
  | 'updatedAt'
  | 'organizationName'
  | 'programName'
  | 'archivedAt',
  ExtraConfigColumn
>;

/**
 * The lists read active projects only (`archived_at is null`, issue 42): their indexes hold only those rows, so an
 * archived project costs the walks nothing and every index-only plan stays one (each list statement says the same
 * condition, projects/listQuery.ts, which lets the planner choose these indexes).
 */
const active = (t: { archivedAt: ExtraConfigColumn }) => sql`${t.archivedAt} is null`;

function listSortIndexes(t: SortIndexColumns) {
  const columns = {
    name: t.name,
    code: t.projectCode,
    sector: t.sector,
    area: t.executingArea,
    score: t.score,
    budget: t.budgetAmount,
    status: t.status,
    priority: t.priority,
    created: t.createdAt,
    updated: t.updatedAt,
    organization: t.organizationName,
    program: t.programName,
  };
  const nullable = new Set(['code', 'sector', 'area', 'score', 'budget', 'priority', 'organization', 'program']);
  return Object.entries(columns).flatMap(([key, column]) => [
    index(`projects_list_${key}_idx`).on(t.tenantId, t.type, column, t.id).where(active(t)),
    ...(nullable.has(key)
      ? [
          index(`projects_list_${key}_desc_idx`)
            .on(t.tenantId, t.type, column.desc().nullsLast(), t.id.desc())
            .where(active(t)),
        ]
      : []),
  ]);
}

/** Projects and programs share one table: a program is a project of type `programa` that others point to. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * A short, stable number of the project: the key of compact answers (the projects map's `k`, issue 16), where a
     * UUID or a slug would weigh more than the rest of the point. Assigned by the database, never reused.
     */
    shortId: integer('short_id').generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('proyecto'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The lead organisation; `project_organizations` lists every participating one. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The program this project belongs to (a row of type `programa`). */
    programId: uuid('program_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    /**
     * Copies of the lead organisation's and the program's names, so sorting the list by them is an index walk like
     * sorting by name (a join would read every project of the tenant first). Kept in step by triggers of migration
     * 0004 on every write of projects and organisations, whoever writes; never written by the API itself.
     */
    organizationName: text('organization_name'),
    programName: text('program_name'),
    status: text('status').notNull().default('Identificado'),
    priority: text('priority'),
    progressStage: text('progress_stage'),
    /** Shown as `area` in lists and the map, `executingArea` on the detail page. */
    executingArea: text('executing_area'),
    sector: text('sector'),
    secretary: text('secretary'),
    budgetCurrencyCode: text('budget_currency_code').notNull().default('ARS'),
    budgetAmount: numeric('budget_amount', { precision: 18, scale: 2, mode: 'number' }),
    budgetAmountUsd: numeric('budget_amount_usd', { precision: 18, scale: 2, mode: 'number' }),
    projectCode: text('project_code'),
    beneficiaryCount: integer('beneficiary_count'),
    addressLine1: text('address_line1'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    fundingSource: text('funding_source'),
    expectedExecutionMonths: integer('expected_execution_months'),
    /** The province where the work is, for regional minimums (issue 44). */
    province: text('province'),
    /** Planned start month, "YYYY-MM": the optimizer spreads the budget over the expected months from it (issue 44). */
    plannedStart: text('planned_start'),
    /** A named group of alternatives: at most one project of a group enters a selection (issue 44). */
    alternativeGroup: text('alternative_group'),
    /** Free text or a list of benefits, as entered. */
    expectedBenefits: jsonb('expected_benefits').$type<string | string[]>(),
    sdgTargets: jsonb('sdg_targets').$type<string[]>().notNull().default([]),
    landAvailability: text('land_availability'),
    environmentalStudy: text('environmental_study'),
    economicEvaluation: text('economic_evaluation'),
    budgetDate: date('budget_date', { mode: 'string' }),
    entryDate: date('entry_date', { mode: 'string' }),
    // Inputs of the SIIPRO score that are not shown as fields of their own (portfolio.md §9).
    /** Internal rate of return, in percent. */
    tir: numeric('tir', { precision: 7, scale: 2, mode: 'number' }),
    isGreen: boolean('is_green'),
    hasGenderDiversity: boolean('has_gender_diversity'),
    hasSpecificFunds: boolean('has_specific_funds'),
    /** computeScore's total, stored so lists can sort and filter by it; recomputed on every write. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    /** computeScore's breakdown at the last write, so the detail page needs no recomputation. */
    scoring: jsonb('scoring').$type<Record<string, unknown>>(),
    /** Grows with every write; PUT carries the version it read and a stale one is a 409. */
    version: integer('version').notNull().default(1),
    /**
     * When it was archived (issue 42; projects are archived, never deleted from the app): an archived project leaves
     * every list, the map, the search, the reports and the optimizer's candidates, and can be restored.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /**
     * "Publicado" (issue 45): shown in the tenant's public portal while the portal is on and the project is not
     * archived. Off by default; each change is a history entry.
     */
    published: boolean('published').notNull().default(false),
    ...createdByColumns(),
    ...updatedByColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_tenant_slug_key').on(t.tenantId, t.slug),
    uniqueIndex('projects_short_id_key').on(t.shortId),
    // The projects map (issue 16, projects/mapQuery.ts): every column the map reads, and the ones its usual filters
    // test, in the order of its answer, so a whole tenant is one index-only walk (~6 MB at 100 000 projects) instead
    // of reading every project's ~1.7 kB heap row.
    index('projects_map_idx')
      .on(t.tenantId, t.shortId, t.type, t.status, t.priority, t.score, t.latitude, t.longitude)
      .where(active(t)),
    // The list (issue 4) filters by tenant and type and sorts by one column with the id as tie-breaker, so every sort
    // is an index walk that stops after one page. Nullable columns sort with nulls last in both directions, which
    // needs a second, descending index for them (a backward walk of the ascending one would put nulls first).
    ...listSortIndexes(t),
    // Counting a filtered list reads only this index (no heap, whose rows are ~1.7 kB): every scalar column the
    // filters test is here, so any combination of them is checked on the index entries themselves.
    index('projects_list_filters_idx')
      .on(
        t.tenantId,
        t.type,
        t.status,
        t.priority,
        t.executingArea,
        t.sector,
        t.fundingSource,
        t.economicEvaluation,
        t.environmentalStudy,
        t.createdByName,
        t.budgetAmount,
        t.score,
        t.expectedExecutionMonths,
        t.createdAt,
        t.updatedAt,
      )
      .where(active(t)),
    // Counting the usual filters of the lists, status and priority, from small deduplicated entries: the 15 columns
    // of projects_list_filters_idx are read whole for every entry counted (~0.7 µs each; 11 202 rows of "Ejecución,
    // Priorizado" and "Alta" took 6 ms at 100 000 projects, 1 ms here).
    index('projects_list_status_priority_idx').on(t.tenantId, t.type, t.status, t.priority).where(active(t)),
    // Facets (distinct values per field) and `in` filters when no type is given.
    index('projects_tenant_area_idx').on(t.tenantId, t.executingArea).where(active(t)),
    index('projects_tenant_sector_idx').on(t.tenantId, t.sector).where(active(t)),
    index('projects_tenant_funding_idx').on(t.tenantId, t.fundingSource).where(active(t)),
    index('projects_tenant_created_by_idx').on(t.tenantId, t.createdByName).where(active(t)),
    index('projects_tenant_status_idx').on(t.tenantId, t.status).where(active(t)),
    index('projects_tenant_priority_idx').on(t.tenantId, t.priority).where(active(t)),
    index('projects_tenant_economic_evaluation_idx').on(t.tenantId, t.economicEvaluation).where(active(t)),
    index('projects_tenant_environmental_study_idx').on(t.tenantId, t.environmentalStudy).where(active(t)),
    // The public portal (issue 45): a tenant's published, active rows in the list's default order (name) and in the
    // map's (short_id), found without reading the unpublished ones, which are usually most of a portfolio.
    index('projects_published_name_idx')
      .on(t.tenantId, t.type, t.name, t.id)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
    index('projects_published_map_idx')
      .on(t.tenantId, t.shortId, t.latitude, t.longitude)
      .where(sql`${t.published} and ${t.archivedAt} is null`),
    // The "Archivados" view: the few archived rows of a tenant, found without reading the active ones.
    index('projects_archived_idx')
      .on(t.tenantId, t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
    // Rows of an imported spreadsheet are matched to projects by code, and a write checks its code is free
    // (projects/tenantChecks.ts), archived rows included: without this, each lookup walked the tenant's whole
    // (tenant_id, type, code) range.
    index('projects_tenant_code_idx').on(t.tenantId, t.projectCode),
    index('projects_organization_idx').on(t.organizationId),
    index('projects_program_idx').on(t.programId),
    // ILIKE '%term%' on every text field of the list filters through pg_trgm (extension created by migration 0000).
    index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('projects_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('projects_text_fields_trgm_idx').using(
      'gin',
      sql`${t.slug} gin_trgm_ops`,
      sql`${t.projectCode} gin_trgm_ops`,
      sql`${t.secretary} gin_trgm_ops`,
      sql`${t.executingArea} gin_trgm_ops`,
      sql`${t.sector} gin_trgm_ops`,
      sql`${t.status} gin_trgm_ops`,
      sql`${t.priority} gin_trgm_ops`,
      sql`${t.fundingSource} gin_trgm_ops`,
      sql`${t.economicEvaluation} gin_trgm_ops`,
      sql`${t.environmentalStudy} gin_trgm_ops`,
      sql`${t.createdByName} gin_trgm_ops`,
    ),
    check('projects_type_check', sql`${t.type} in ('proyecto', 'programa')`),
    check('projects_planned_start_check', sql`${t.plannedStart} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    // The target of project_requirements' same-tenant foreign keys (a relation never crosses tenants).
    uniqueIndex('projects_tenant_id_key').on(t.tenantId, t.id),
    check('projects_score_check', sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 100)`),
  ],
);

export const projectOrganizations = pgTable(
  'project_organizations',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /**
     * A copy of the project's type, set and kept by triggers of migration 0005 (whatever a writer passes): the
     * organisation scope counts its projects or programs from the links alone, in one index range.
     */
    projectType: text('project_type'),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.organizationId] }),
    // Covering: an organisation's projects, or only those of one type (the organisation scope of the list, its
    // count, and the organisation filters), without heap visits.
    index('project_organizations_organization_type_idx').on(t.organizationId, t.projectType, t.projectId),
  ],
);

/**
 * "B requiere A" (issue 44): B enters an optimizer selection only if A does. Both projects are of the same tenant —
 * the foreign keys go through (tenant_id, id), so a relation to another tenant's project cannot be stored, whoever
 * writes — and a project never requires itself. Cycles are allowed: they read as "both or neither".
 */
export const projectRequirements = pgTable(
  'project_requirements',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    requiredProjectId: uuid('required_project_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.requiredProjectId] }),
    foreignKey({ columns: [t.tenantId, t.projectId], foreignColumns: [projects.tenantId, projects.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.requiredProjectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    check('project_requirements_not_self_check', sql`${t.projectId} <> ${t.requiredProjectId}`),
    index('project_requirements_tenant_idx').on(t.tenantId, t.projectId),
    index('project_requirements_required_idx').on(t.requiredProjectId),
  ],
);

/** Text in the "C" collation (byte order): LIKE 'term%' is a range of a btree index on it, walked in ORDER BY order. */
const textC = customType<{ data: string; driverData: string }>({ dataType: () => 'text collate "C"' });

/**
 * What the global search (issue 15, search/searchQuery.ts) reads of each project and program: a narrow copy of its
 * folded name and code and of its search text, kept in step by triggers of migration 0010 (in the transaction of every
 * insert, update and delete of `projects`, whoever writes; never written by the API itself). ~250 bytes a row against
 * the ~1.7 kB of `projects` (25 MB against 204 MB at 100 000 projects), its text stored folded, so "contains" ranks a
 * common word's matches by name in a few ms, and the search's statement plans against three indexes instead of ~30.
 * - `name`, `code`: siipro_fold of the project's (migration 0008), in the "C" collation; exact and prefix matches walk
 *   the (tenant_id, type, name|code, id) indexes in order and stop after the few rows they show.
 * - `text`: siipro_search_text(name, code, slug) (migration 0009): "contains" anywhere in the three, by its trigram index.
 */
export const projectSearch = pgTable(
  'project_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    type: text('type').notNull(),
    name: textC('name').notNull(),
    code: textC('code'),
    text: text('text').notNull(),
  },
  (t) => [
    index('project_search_name_idx').on(t.tenantId, t.type, t.name, t.id),
    index('project_search_code_idx').on(t.tenantId, t.type, t.code, t.id),
    index('project_search_text_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

/**
 * What the list's search of names (`filter[name][ilike]`, the search box of every list; projects/listQuery.ts) reads:
 * each project's name as it is and lower() of it, kept in step by triggers of migration 0017 (in the transaction of
 * every insert of `projects` and every update of its name, type or tenant). ILIKE lowers both sides of every test
 * (~1 µs a row); LIKE on the stored lower-case copy is the same test without it, by its trigram index. A word's
 * matches are counted and ordered by name here, in ~170-byte rows: in project_search's ~330-byte ones (migration
 * 0015) the same search read twice the bytes, ~1.2 ms more per list call at 100 000 projects.
 */
export const projectListNames = pgTable(
  'project_list_names',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
  },
  (t) => [index('project_list_names_name_lower_idx').using('gin', sql`${t.nameLower} gin_trgm_ops`)],
);

/**
 * How many projects and programs each tenant has, kept exact by triggers of migration 0004 (in the transaction of
 * every insert, delete, type change and truncate of `projects`). The unfiltered list's total reads one row here
 * instead of counting every index entry of the tenant, which grew with the tenant (13–23 ms at 100 000 projects).
 */
export const projectTypeCounts = pgTable(
  'project_type_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** Binary content as PostgreSQL stores it; both drivers hand it over as bytes (pg a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files attached to a project (portfolio.md §2.6, Documentación). Since migration 0026 the bytes live in the document
 * store (documents/documentStore.ts: files under DATA_DIR), named by `storage_key`, so a 10 MB upload never passes
 * through the database (on PGlite it froze every request). Documents stored before keep their bytes in `content`:
 * exactly one of the two is set. The row commits together with its `file_upload` activity entry.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The file's name as uploaded (shown and used for the download). */
    name: text('name').notNull(),
    /** Ours, from the allow-list by extension; never the type the browser claimed. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The bytes of a document stored before migration 0026; null for one in the document store. */
    content: bytea('content'),
    /** Where the document store keeps the bytes (`{tenantId}/{documentId}`); null for one stored in `content`. */
    storageKey: text('storage_key'),
    ...createdByColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_project_created_idx').on(t.projectId, t.createdAt),
    // The tenant's storage quota sums the sizes of its documents.
    index('documents_tenant_size_idx').on(t.tenantId, t.size),
    check('documents_size_check', sql`${t.content} is null or ${t.size} = octet_length(${t.content})`),
    check('documents_bytes_check', sql`(${t.content} is null) <> (${t.storageKey} is null)`),
  ],
);

/** Comments and the automatic history of a project (status changes, field updates). */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Author as shown (snapshot): stays readable if the account goes away. */
    userName: text('user_name'),
    userAvatarUrl: text('user_avatar_url'),
    kind: text('kind').notNull(),
    text: text('text'),
    field: text('field'),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /**
     * The document of a `file_upload` entry; null once the document is deleted (deleteDocument lets go of it first, so
     * the cascade, kept from migration 0007, removes no entry of an API that deletes documents itself).
     */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_project_created_idx').on(t.projectId, t.createdAt),
    check('activity_kind_check', oneOf(t.kind, ACTIVITY_KINDS)),
  ],
);

/**
 * The history of an organisation's edits (who, when, field, before → after), written in the transaction of the edit
 * as a project's field_update entries are in `activity`. Organisations have no comments or documents, so their
 * history is a table of its own rather than nullable columns of `activity`.
 */
export const organizationHistory = pgTable(
  'organization_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Author as shown (snapshot): stays readable if the account goes away. */
    userName: text('user_name'),
    userAvatarUrl: text('user_avatar_url'),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('organization_history_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Rate-limit counters, here rather than in a process's memory so every API process behind a load balancer counts the
 * same hits (ARCHITECTURE.md §1). One row per rule and key (e.g. `auth:203.0.113.7`, `sign-in-failure:account:…`),
 * counting the hits of a fixed window that ends at `windowEndsAt`; rows of windows that have ended are pruned.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * Saved optimizer scenarios (issue 17): a named request and the result the API vouched for (rebuilt from its own data
 * by the model's rules when saved), so a ministry can show what was decided and why. The list's columns (budget
 * limit, objective, status, selected count, total budget) are copied out of the JSON so the list never reads it.
 */
export const optimizerScenarios = pgTable(
  'optimizer_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Author as shown (snapshot): stays readable if the account goes away. */
    authorName: text('author_name').notNull(),
    /** Either model's request (issue 44: v2 with restrictions); its `model` says which. */
    request: jsonb('request').$type<AnyOptimizerRequest>().notNull(),
    result: jsonb('result').$type<OptimizerAnswer | CapitalAnswer>().notNull(),
    budgetLimit: doublePrecision('budget_limit'),
    objective: doublePrecision('objective').notNull(),
    status: text('status').notNull(),
    selectedCount: integer('selected_count').notNull(),
    totalBudget: doublePrecision('total_budget').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('optimizer_scenarios_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    check(
      'optimizer_scenarios_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(OPTIMIZER_SCENARIO_NAME_MAX))}`,
    ),
    check('optimizer_scenarios_status_check', oneOf(t.status, ['optimal', 'time_limit'])),
  ],
);

/**
 * The record of changes of a tenant's administration (issue 18): settings, domains, invitations, roles and removals,
 * each written in the transaction of its change — who (a snapshot of name and e-mail next to the optional user
 * reference, readable after the account goes away), when, what (`action` and its `target`) and before → after (the
 * changed values as JSON, null where there was nothing). Read newest first by GET /t/{slug}/audit.
 */
export const tenantAudit = pgTable(
  'tenant_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: entries of one instant (one request writes several) still read newest first. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_audit_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.seq.desc()),
    check('tenant_audit_action_check', oneOf(t.action, AUDIT_ACTIONS)),
  ],
);

/**
 * Spreadsheet imports of projects (issue 42, projects/import/): one row per upload, a review (dry run, nothing
 * written) or an apply (one transaction). The API process that took the upload runs it in the background and keeps
 * `status`, `processed` and `total` moving here, so any process can answer GET …/imports/{importId}; the report
 * (counts, errors, names not found) is written when it ends. `seen_versions` is what a review saw of each matched
 * project ({projectId: version}): the apply that names the review refuses any project edited since.
 */
export const projectImports = pgTable(
  'project_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    dryRun: boolean('dry_run').notNull(),
    createOrganizations: boolean('create_organizations').notNull().default(false),
    /** The review this apply confirms (its seen_versions guard against overwriting later edits). */
    reviewId: uuid('review_id'),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('validating'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    report: jsonb('report').$type<Record<string, unknown>>(),
    seenVersions: jsonb('seen_versions').$type<Record<string, number>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_imports_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('project_imports_status_check', oneOf(t.status, ['validating', 'ready', 'applying', 'done', 'failed'])),
    check('project_imports_format_check', oneOf(t.format, ['csv', 'xlsx'])),
  ],
);
