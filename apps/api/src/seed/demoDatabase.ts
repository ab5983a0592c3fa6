// The demo data of ARCHITECTURE.md §2 in the database: two tenants with domains, the demo accounts and their
// memberships, cenit-demo's invitations, the organisations, and every project and program with its stored score.
// Everything comes from the fixtures of @siipro/domain, so the rows are identical on every run. Re-running replaces
// the demo tenants and accounts (and what hangs from them) in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  DEMO_SEEDS,
  demoAccounts,
  demoInvitations,
  demoOrganizationsByTenant,
  demoProjectsByTenant,
  demoTenants,
  generateProjects,
  type DemoTenant,
  type DemoTenantSlug,
  type Project,
} from '@siipro/domain';
import type { Database } from '../db/client.ts';
import {
  domains,
  invitations,
  memberships,
  organizations,
  projectOrganizations,
  projects,
  tenants,
  users,
} from '../db/schema.ts';
import { documentKeysOfTenants, keysNoLongerReferenced, removeDocumentFiles } from '../projects/documentFiles.ts';
import type { DocumentStore } from '../projects/documentStore.ts';
import { scoreProject } from '../projects/scoring.ts';
import { withIndexesBuiltAfterLoad } from './indexesAfterLoad.ts';
import { demoUserId, stableUuid } from './stableIds.ts';

export interface SeedOptions {
  /** Generate this many projects for cenit-demo instead of the fixture's (benchmarks: --projects 100000). */
  projects?: number;
  /** Tenants, accounts and invitations only, without organisations and projects (fast, for sign-in tests). */
  accountsOnly?: boolean;
  /**
   * Drop the portfolio tables' secondary indexes for the load and build them after it (indexesAfterLoad.ts): for
   * bulk loads of hundreds of thousands of projects, where it is many times quicker (benchmarks at 1,000,000).
   */
  indexesAfterLoad?: boolean;
  /**
   * Publish every project and program and turn every tenant's «Portal público» on (bench:public, soak public). The
   * rows are inserted published: an UPDATE of 100 000 of them afterwards ran for over 40 minutes, its statement
   * triggers joining the two transition tables of 100 000 rows each (project_type_counts_move).
   */
  publishAll?: boolean;
  /** Where documents' files live: the files of the demo documents this replaces are removed after the commit. */
  documentStore?: DocumentStore;
}

/**
 * The tables a portfolio load fills: projects, its copies for the searches (filled by triggers) and the organisation
 * links.
 */
const PORTFOLIO_TABLES = ['projects', 'project_search', 'project_list_names', 'project_organizations'] as const;

export interface SeedSummary {
  tenants: number;
  users: number;
  organizations: number;
  projects: number;
  programs: number;
}

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const BATCH_SIZE = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) await insert(rows.slice(start, start + BATCH_SIZE));
}

/** Demo people who have an account get linked by name; the others stay a name and avatar only. */
const accountIdByName = new Map(demoAccounts.map((account) => [account.name, demoUserId(account.uid)]));
const accountIdByEmail = new Map(demoAccounts.map((account) => [account.email, demoUserId(account.uid)]));

function projectsOf(tenant: DemoTenant, options: SeedOptions): readonly Project[] {
  const slug = tenant.slug as DemoTenantSlug;
  if (slug !== 'cenit-demo' || options.projects === undefined) return demoProjectsByTenant[slug];
  return generateProjects({
    tenantSlug: slug,
    count: options.projects,
    seed: DEMO_SEEDS[slug],
    organizations: demoOrganizationsByTenant[slug],
    statuses: (tenant.configJson.projectStatus ?? []).map((status) => status.value),
    codePrefix: 'CEN',
  });
}

function projectRow(
  project: Project,
  tenant: DemoTenant,
  ids: { organizationId: string | null; programId: string | null },
) {
  const scoring = scoreProject(project, tenant.configJson);
  return {
    id: project.projectId,
    tenantId: tenant.tenantId,
    type: project.type,
    slug: project.slug,
    name: project.name,
    description: project.description,
    organizationId: ids.organizationId,
    programId: ids.programId,
    status: project.status,
    priority: project.priority,
    progressStage: project.progressStage,
    executingArea: project.executingArea ?? project.area,
    sector: project.sector,
    secretary: project.secretary,
    budgetCurrencyCode: project.budgetCurrencyCode,
    budgetAmount: project.budgetAmount,
    budgetAmountUsd: project.budgetAmountUsd,
    projectCode: project.projectCode,
    beneficiaryCount: project.beneficiaryCount,
    addressLine1: project.addressLine1,
    province: project.province ?? null,
    latitude: project.latitude,
    longitude: project.longitude,
    fundingSource: project.fundingSource,
    expectedExecutionMonths: project.expectedExecutionMonths,
    expectedBenefits: project.expectedBenefits,
    sdgTargets: [...project.sdgTargets],
    landAvailability: project.landAvailability,
    environmentalStudy: project.environmentalStudy,
    economicEvaluation: project.economicEvaluation,
    budgetDate: project.budgetDate,
    entryDate: project.entryDate,
    tir: project.tir,
    isGreen: project.isGreen,
    hasGenderDiversity: project.hasGenderDiversity,
    hasSpecificFunds: project.hasSpecificFunds,
    score: scoring.total,
    scoring: { ...scoring },
    version: project.version,
    createdByUserId: accountIdByName.get(project.createdBy?.name ?? '') ?? null,
    createdByName: project.createdBy?.name ?? null,
    createdByAvatarUrl: project.createdBy?.avatarUrl ?? null,
    updatedByUserId: accountIdByName.get(project.updatedBy?.name ?? '') ?? null,
    updatedByName: project.updatedBy?.name ?? null,
    updatedByAvatarUrl: project.updatedBy?.avatarUrl ?? null,
    createdAt: new Date(project.createdAt ?? tenant.createdAt ?? 0),
    updatedAt: new Date(project.updatedAt ?? project.createdAt ?? tenant.createdAt ?? 0),
  };
}

/** Removes the demo tenants and accounts; returns the storage keys of the documents that went with them. */
async function removePreviousDemo(tx: Database): Promise<Set<string>> {
  const previous = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      inArray(
        tenants.slug,
        demoTenants.map((tenant) => tenant.slug),
      ),
    );
  const documentKeys = await documentKeysOfTenants(
    tx,
    previous.map((tenant) => tenant.id),
  );
  // Cascades take memberships, invitations, domains, organisations, projects, documents, activity and refresh
  // tokens along.
  await tx.delete(tenants).where(
    inArray(
      tenants.slug,
      demoTenants.map((tenant) => tenant.slug),
    ),
  );
  await tx.delete(users).where(
    inArray(
      users.email,
      demoAccounts.map((account) => account.email),
    ),
  );
  return documentKeys;
}

async function insertTenant(tx: Database, tenant: DemoTenant): Promise<void> {
  const createdAt = new Date(tenant.createdAt ?? 0);
  await tx.insert(tenants).values({
    id: tenant.tenantId,
    slug: tenant.slug,
    name: tenant.name,
    logo: tenant.logo,
    siteUrl: tenant.siteUrl,
    plan: tenant.plan,
    defaultLanguage: tenant.defaultLanguage,
    configJson: tenant.configJson,
    isDemo: tenant.isDemo,
    createdAt,
    updatedAt: createdAt,
  });
  if (tenant.domains.length > 0) {
    await tx.insert(domains).values(
      tenant.domains.map((domain) => ({
        domain: domain.domain,
        tenantId: tenant.tenantId,
        createdAt: new Date(domain.createdAt),
      })),
    );
  }
}

async function seedPortfolio(tx: Database, tenant: DemoTenant, options: SeedOptions) {
  const slug = tenant.slug as DemoTenantSlug;
  const createdAt = new Date(tenant.createdAt ?? 0);
  const organizationRows = demoOrganizationsByTenant[slug].map((organization) => ({
    id: organization.organizationId,
    tenantId: tenant.tenantId,
    slug: organization.slug,
    name: organization.name,
    description: organization.description,
    responsableName: organization.responsable?.name ?? null,
    responsableEmail: organization.responsable?.email ?? null,
    responsableAvatarUrl: organization.responsable?.avatarUrl ?? null,
    createdByUserId: accountIdByName.get(organization.createdBy?.name ?? '') ?? null,
    createdByName: organization.createdBy?.name ?? null,
    createdByAvatarUrl: organization.createdBy?.avatarUrl ?? null,
    updatedByUserId: accountIdByName.get(organization.updatedBy?.name ?? '') ?? null,
    updatedByName: organization.updatedBy?.name ?? null,
    updatedByAvatarUrl: organization.updatedBy?.avatarUrl ?? null,
    createdAt: new Date(organization.createdAt ?? createdAt),
    updatedAt: new Date(organization.updatedAt ?? organization.createdAt ?? createdAt),
  }));
  await tx.insert(organizations).values(organizationRows);
  const organizationIdBySlug = new Map(organizationRows.map((row) => [row.slug, row.id]));

  const portfolio = projectsOf(tenant, options);
  const programIdBySlug = new Map(
    portfolio.filter((project) => project.type === 'programa').map((program) => [program.slug, program.projectId]),
  );
  const rowOf = (project: Project) => ({
    ...projectRow(project, tenant, {
      organizationId: organizationIdBySlug.get(project.organizations[0]?.slug ?? '') ?? null,
      programId: project.parentProject ? (programIdBySlug.get(project.parentProject.slug) ?? null) : null,
    }),
    published: options.publishAll === true,
  });
  // Programs first: projects point to them. Rows are built batch by batch: a million of them at once would not fit
  // beside the million projects they come from.
  const ordered = [
    ...portfolio.filter((project) => project.type === 'programa'),
    ...portfolio.filter((project) => project.type !== 'programa'),
  ];
  await insertInBatches(ordered, (batch) => tx.insert(projects).values(batch.map(rowOf)));

  const links = portfolio.flatMap((project) =>
    project.organizations.flatMap((ref, position) => {
      const organizationId = organizationIdBySlug.get(ref.slug);
      return organizationId ? [{ projectId: project.projectId, organizationId, position }] : [];
    }),
  );
  await insertInBatches(links, (batch) => tx.insert(projectOrganizations).values(batch).onConflictDoNothing());

  return {
    organizations: organizationRows.length,
    projects: portfolio.filter((project) => project.type === 'proyecto').length,
    programs: portfolio.filter((project) => project.type === 'programa').length,
  };
}

function demoUserRows() {
  const createdAt = new Date(demoTenants[0]?.createdAt ?? 0);
  return demoAccounts.map((account) => ({
    id: demoUserId(account.uid),
    firebaseUid: account.uid,
    email: account.email,
    name: account.name,
    phone: account.phone,
    workAddress: account.workAddress,
    language: 'es',
    createdAt,
    updatedAt: createdAt,
  }));
}

/**
 * The demo accounts, and their memberships of `only`'s tenants. A reset of one tenant keeps the accounts that exist
 * (`keepAccounts`: they may belong to other tenants too) and creates the missing ones.
 */
async function seedAccounts(tx: Database, only: readonly DemoTenant[] = demoTenants, keepAccounts = false) {
  const createdAt = new Date(demoTenants[0]?.createdAt ?? 0);
  const inserting = tx.insert(users).values(demoUserRows());
  await (keepAccounts ? inserting.onConflictDoNothing() : inserting);
  const tenantIdBySlug = new Map(only.map((tenant) => [tenant.slug, tenant.tenantId]));
  const membershipRows = demoAccounts.flatMap((account) =>
    account.memberships.flatMap((membership) => {
      const tenantId = tenantIdBySlug.get(membership.tenantSlug);
      return tenantId
        ? [{ tenantId, userId: demoUserId(account.uid), role: membership.role, createdAt, updatedAt: createdAt }]
        : [];
    }),
  );
  if (membershipRows.length > 0) await tx.insert(memberships).values(membershipRows);
}

async function seedInvitations(tx: Database): Promise<void> {
  // The fixture's invitations belong to the demo tenant.
  const tenant = demoTenants.find((candidate) => candidate.isDemo);
  if (!tenant || demoInvitations.length === 0) return;
  await tx.insert(invitations).values(
    demoInvitations.map((invitation) => {
      const createdAt = new Date(invitation.createdAt ?? tenant.createdAt ?? 0);
      return {
        id: stableUuid(`invitation:${tenant.slug}:${invitation.invitationId}`),
        tenantId: tenant.tenantId,
        email: invitation.email.toLowerCase(),
        role: invitation.role,
        status: invitation.status,
        expiresAt: new Date(invitation.expiresAt ?? createdAt),
        invitedBy: accountIdByEmail.get(invitation.invitedBy?.email ?? '') ?? null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/** Writes the demo data, replacing any previous copy of it. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const { summary, goneFiles } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const previousFiles = await removePreviousDemo(tx);
    // Tenants, then the accounts that belong to them, then what those accounts created.
    for (const tenant of demoTenants) await insertTenant(tx, tenant);
    await seedAccounts(tx);
    await seedInvitations(tx);
    const totals: SeedSummary = {
      tenants: demoTenants.length,
      users: demoAccounts.length,
      organizations: 0,
      projects: 0,
      programs: 0,
    };
    const seedPortfolios = async () => {
      for (const tenant of options.accountsOnly ? [] : demoTenants) {
        const counts = await seedPortfolio(tx, tenant, options);
        totals.organizations += counts.organizations;
        totals.projects += counts.projects;
        totals.programs += counts.programs;
      }
      if (options.publishAll) await tx.execute(sql`update tenants set public_portal = true`);
    };
    if (options.indexesAfterLoad) await withIndexesBuiltAfterLoad(tx, PORTFOLIO_TABLES, seedPortfolios);
    else await seedPortfolios();
    return { summary: totals, goneFiles: await keysNoLongerReferenced(tx, previousFiles) };
  });
  // Rows first (committed above), files after: a crash in between leaves files the start-up sweep removes.
  if (options.documentStore) await removeDocumentFiles(options.documentStore, goneFiles);
  // Fresh statistics after a bulk load, or the planner guesses badly on the first list queries; and a vacuum of the
  // portfolio tables so their visibility map is set: the list's counts are index-only scans only on all-visible
  // pages (35 ms instead of 6 ms for 100 000 rows), and PGlite has no autovacuum to do it later. project_search and
  // project_list_names are the searches' copies of projects (migrations 0010, 0017), filled by triggers in the same
  // transaction.
  await db.execute(
    sql`vacuum analyze projects, project_search, project_list_names, project_organizations, organizations`,
  );
  await db.execute(sql`analyze`);
  return summary;
}

/** Serialises resets of the demo tenant by several API processes starting at once on one server (arbitrary). */
const DEMO_RESET_LOCK_ID = 8_342_118;

/**
 * DEMO_RESET=on-start: the demo tenant (is_demo, with demo data in the fixtures: cenit-demo) back to its demo data,
 * and nothing else. Its rows go (the cascades take what hangs from it) and come back from the fixtures; the demo
 * accounts are kept, or created when missing, since they may belong to other tenants; no other tenant's row is read
 * or written. A tenant with the demo slug that is no longer flagged is_demo was taken over by someone and is left
 * alone. Returns the slugs reset.
 */
export async function resetDemoTenants(
  db: Database,
  documentStore?: DocumentStore,
  logger?: Pick<Logger, 'warn'>,
): Promise<string[]> {
  const { done: reset, goneFiles } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_RESET_LOCK_ID})`);
    const done: string[] = [];
    const previousFiles = new Set<string>();
    for (const tenant of demoTenants.filter((candidate) => candidate.isDemo)) {
      const [current] = await tx
        .select({ id: tenants.id, isDemo: tenants.isDemo })
        .from(tenants)
        .where(eq(tenants.slug, tenant.slug))
        .for('update');
      if (current && !current.isDemo) continue;
      if (current) {
        for (const key of await documentKeysOfTenants(tx, [current.id])) previousFiles.add(key);
        await tx.delete(tenants).where(and(eq(tenants.id, current.id), eq(tenants.isDemo, true)));
      }
      await insertTenant(tx, tenant);
      await seedAccounts(tx, [tenant], true);
      await seedInvitations(tx);
      await seedPortfolio(tx, tenant, {});
      done.push(tenant.slug);
    }
    return { done, goneFiles: await keysNoLongerReferenced(tx, previousFiles) };
  });
  // The documents people uploaded to the demo: their rows went in the transaction, their files go now.
  if (documentStore) await removeDocumentFiles(documentStore, goneFiles, logger);
  if (reset.length > 0) await db.execute(sql`vacuum analyze projects, project_search, project_list_names`);
  return reset;
}

/** Whether the database holds no tenant yet (a first start): then the server seeds the demo data. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return !row;
}
