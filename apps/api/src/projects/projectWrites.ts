// Creating and editing a project or program inside a transaction the caller holds: the routes (POST and PUT
// /t/{slug}/projects…) run one each, the import runs one per row of a file in a single transaction. Both check the
// body against the tenant (tenantChecks.ts), store the score computed from the new values (scoring.ts), keep the
// project's organisations in project_organizations, and write the history. Bodies come already validated by domain's
// projectCreateBodySchema / projectEditBodySchema; nothing here is written when a check fails, as long as the caller
// lets the error end its transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  baseSlug,
  calendarDayOf,
  messages,
  uniqueSlug,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectType,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import type { Clock } from '../clock.ts';
import type { DatabaseTransaction } from '../db/client.ts';
import { insertJsonRows } from '../db/jsonRowsInsert.ts';
import { activity, organizations, projectOrganizations, projects } from '../db/schema.ts';
import { checkVersion, updatedBy } from '../edits/versionedEdit.ts';
import { EventLoopTurns } from '../eventLoopTurns.ts';
import { type Author, writtenBy } from './author.ts';
import { historyValue } from './historyValues.ts';
import { scoreProject } from './scoring.ts';
import {
  checkOrganizations,
  checkOrganizationsAmong,
  checkProgram,
  checkProgramAmong,
  checkProjectCode,
  checkProjectCodeAmong,
  checkStatus,
  initialStatus,
  loadWriteContext,
  organizationNamesOf,
  programNamesOf,
  takenProjectCodes,
  type WriteContext,
} from './tenantChecks.ts';

type ProjectRow = typeof projects.$inferSelect;

/** The fields of a body stored in a column of the same name (organisations are links, the type never changes). */
const COLUMN_FIELDS = [
  'name',
  'description',
  'status',
  'priority',
  'sector',
  'executingArea',
  'fundingSource',
  'budgetAmount',
  'budgetCurrencyCode',
  'budgetDate',
  'expectedExecutionMonths',
  'beneficiaryCount',
  'expectedBenefits',
  'sdgTargets',
  'landAvailability',
  'environmentalStudy',
  'economicEvaluation',
  'progressStage',
  'projectCode',
  'addressLine1',
  'latitude',
  'longitude',
  'tir',
  'isGreen',
  'hasGenderDiversity',
  'hasSpecificFunds',
  // What the optimizer's model v2 reads (issue 44); the group is also written by PUT …/relations.
  'province',
  'plannedStart',
  'alternativeGroup',
  // The public portal's switch (issue 45): a column like the others, so each change is a history entry.
  'published',
] as const satisfies readonly (keyof ProjectEditBody & keyof ProjectRow)[];
type ColumnField = (typeof COLUMN_FIELDS)[number];

export interface CreateOptions {
  /** 'created' ("creó el proyecto") by default; the import writes 'imported'. */
  historyKind?: 'created' | 'imported';
  /** The tenant's configuration, read once by a caller that writes many rows. */
  context?: WriteContext;
}

export interface EditOptions {
  /** Each changed field is a status_change / field_update entry by default; the import writes 'imported' ones. */
  historyKind?: 'field_update' | 'imported';
  context?: WriteContext;
}

export interface CreatedProject {
  projectId: string;
  slug: string;
  version: number;
}

export interface EditedProject {
  projectId: string;
  /** The version after the edit (unchanged when nothing differed). */
  version: number;
  /** One per changed field, with the values the history shows; empty when nothing differed (nothing written). */
  changes: { field: string; from: string | null; to: string | null }[];
}

/** The USD amount follows only a budget in dollars; any other currency has none until a rate is known. */
const budgetInDollars = (amount: number | null | undefined, currency: string) =>
  currency === 'USD' ? (amount ?? null) : null;

/** Replaces the project's organisations: the first leads (projects.organization_id), the others take part. */
async function linkOrganizations(tx: DatabaseTransaction, projectId: string, ids: readonly string[]) {
  await tx.delete(projectOrganizations).where(eq(projectOrganizations.projectId, projectId));
  if (ids.length > 0) {
    await tx
      .insert(projectOrganizations)
      .values(ids.map((organizationId, position) => ({ projectId, organizationId, position })));
  }
}

/**
 * Creates a project or program of the tenant. Throws 400 (a status, organisation or program the tenant has not) or
 * 409 (a taken project code) before writing anything.
 */
export async function createProjectInTx(
  tx: DatabaseTransaction,
  tenantId: string,
  body: ProjectCreateBody,
  author: Author,
  clock: Clock,
  options: CreateOptions = {},
): Promise<CreatedProject> {
  const [outcome] = await createProjectsInTx(tx, tenantId, [body], author, clock, options);
  if (outcome instanceof ApiError) throw outcome;
  return outcome!;
}

/** Bodies written by one createProjectsInTx insert (one JSON parameter): a few hundred KB a statement at most. */
const CREATE_CHUNK_ROWS = 500;

/**
 * Creates many projects and programs of the tenant with the same checks as one (the import writes a file's rows
 * this way): each body's tenant checks are made together (one query for all their organisations, one for their
 * programs, one for their codes, one for their slugs) and the rows that pass are written with one insert per table.
 * Answers, in the bodies' order, the created project or the ApiError that refused its body (nothing of that body
 * written; the others are). Codes repeated among the bodies: the first one takes it and the later ones get the 409,
 * as if written one after another. Programs are only looked up among existing ones: a body cannot name a program
 * created by another body of the same call.
 */
export async function createProjectsInTx(
  tx: DatabaseTransaction,
  tenantId: string,
  bodies: readonly ProjectCreateBody[],
  author: Author,
  clock: Clock,
  options: CreateOptions = {},
): Promise<(CreatedProject | ApiError)[]> {
  const outcomes: (CreatedProject | ApiError | null)[] = bodies.map(() => null);
  if (bodies.length === 0) return [];
  const context = options.context ?? (await loadWriteContext(tx, tenantId));
  // The checks, in the order a single create makes them, so each body is refused for the same reason either way.
  const statuses = bodies.map((body) => body.status ?? initialStatus(context));
  // A check's ApiError refuses that body only; anything else is no refusal and ends the call.
  const refuseUnless = (index: number, check: () => void) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcomes[index] = error;
    }
  };
  statuses.forEach((status, index) => refuseUnless(index, () => checkStatus(status, context)));
  const pending = () => bodies.flatMap((body, index) => (outcomes[index] === null ? [{ body, index }] : []));
  const organizationNames = await organizationNamesOf(
    tx,
    tenantId,
    pending().flatMap(({ body }) => body.organizationIds),
  );
  for (const { body, index } of pending()) {
    refuseUnless(index, () => checkOrganizationsAmong(body.organizationIds, organizationNames));
  }
  const programNames = await programNamesOf(
    tx,
    tenantId,
    pending().flatMap(({ body }) => (body.programId ? [body.programId] : [])),
  );
  for (const { body, index } of pending()) {
    refuseUnless(index, () => checkProgramAmong(body.type, body.programId ?? null, programNames));
  }
  const codes = pending().flatMap(({ body }) => (body.projectCode ? [body.projectCode] : []));
  const takenCodes = await takenProjectCodes(tx, tenantId, codes);
  for (const { body, index } of pending()) {
    const code = body.projectCode ?? null;
    if (code === null) continue;
    refuseUnless(index, () => {
      checkProjectCodeAmong(code, takenCodes);
      // Taken from here on: a later body with the same code gets the 409.
      takenCodes.add(code);
    });
  }

  const now = clock.now();
  // A file's batch is hundreds of rows: their scores are computed in slices, the API answering others in between.
  const turns = new EventLoopTurns();
  const rows: { index: number; body: ProjectCreateBody; row: Omit<typeof projects.$inferInsert, 'slug'> }[] = [];
  for (const { body, index } of pending()) {
    if (turns.due()) await turns.give();
    const values: Record<string, unknown> = {};
    for (const field of COLUMN_FIELDS) if (body[field] !== undefined) values[field] = body[field];
    const scoring = scoreProject(values, context.configJson);
    rows.push({
      index,
      body,
      row: {
        ...(values as Partial<Pick<ProjectRow, ColumnField>>),
        tenantId,
        type: body.type,
        name: body.name,
        status: statuses[index]!,
        programId: body.programId ?? null,
        organizationId: body.organizationIds[0] ?? null,
        budgetAmountUsd: budgetInDollars(body.budgetAmount, body.budgetCurrencyCode),
        entryDate: calendarDayOf(now),
        score: scoring.total,
        scoring: { ...scoring },
        version: 1,
        createdByUserId: author.userId,
        createdByName: author.name,
        createdByAvatarUrl: author.avatarUrl,
        ...updatedBy(author),
        createdAt: now,
        updatedAt: now,
      },
    });
  }

  for (let start = 0; start < rows.length; start += CREATE_CHUNK_ROWS) {
    let chunk = rows.slice(start, start + CREATE_CHUNK_ROWS);
    // Each body gets the first free slug for its name; a concurrent create that takes one first makes its row a
    // no-op (the unique index decides), and those rows try the next free one.
    while (chunk.length > 0) {
      const slugs = await freeSlugs(
        tx,
        tenantId,
        chunk.map(({ body }) => body.name),
      );
      const inserted = (await insertJsonRows(
        tx,
        projects,
        chunk.map(({ row }, position) => ({ ...row, slug: slugs[position]! })),
        { onConflict: sql`on conflict (tenant_id, slug) do nothing`, returning: sql`returning id, slug` },
      )) as { id: string; slug: string }[];
      const idBySlug = new Map(inserted.map((created) => [created.slug, created.id]));
      const links: (typeof projectOrganizations.$inferInsert)[] = [];
      const history: (typeof activity.$inferInsert)[] = [];
      const retry: typeof chunk = [];
      chunk.forEach((entry, position) => {
        const slug = slugs[position]!;
        const id = idBySlug.get(slug);
        if (id === undefined) return void retry.push(entry);
        entry.body.organizationIds.forEach((organizationId, order) =>
          links.push({ projectId: id, organizationId, position: order }),
        );
        history.push({
          tenantId,
          projectId: id,
          ...writtenBy(author),
          kind: options.historyKind ?? 'created',
          createdAt: now,
        });
        outcomes[entry.index] = { projectId: id, slug, version: 1 };
      });
      if (links.length > 0) await insertJsonRows(tx, projectOrganizations, links);
      if (history.length > 0) await insertJsonRows(tx, activity, history);
      chunk = retry;
    }
  }
  return outcomes as (CreatedProject | ApiError)[];
}

/**
 * The first free slug of each name, in order: the base slugs are looked up together; only a base that is taken
 * (rare outside a file of repeated names) is probed candidate by candidate, as uniqueSlug does for one name. Two
 * names of the same call never get the same slug.
 */
async function freeSlugs(tx: DatabaseTransaction, tenantId: string, names: readonly string[]): Promise<string[]> {
  const baseOf = names.map(baseSlug);
  const bases = new Set(baseOf);
  // One probe of the unique (tenant_id, slug) index per base, forced by the LATERAL … LIMIT 1. Asked as
  // `slug in (…500 slugs)`, the planner took the trigram GIN index of projects' text fields (it holds slug too) and,
  // inside an import's transaction, searched its pending list of every row inserted so far: 8.2 s for one batch
  // after 10 000 rows (EXPLAIN ANALYZE), against 1.6 ms for these probes.
  const found = (await tx.execute(
    sql`select s.slug from jsonb_array_elements_text(${JSON.stringify([...bases])}::jsonb) as s(slug)
      cross join lateral (select 1 from projects p where p.tenant_id = ${tenantId} and p.slug = s.slug limit 1) as taken`,
  )) as unknown as { rows: { slug: string }[] };
  const takenBases = new Set(found.rows.map((row) => row.slug));
  const given = new Set<string>();
  const slugs: string[] = [];
  for (const [position, name] of names.entries()) {
    const base = baseOf[position]!;
    // The usual case, answered without a probe: the name's own slug is free (as uniqueSlug would find first).
    if (!given.has(base) && !takenBases.has(base)) {
      given.add(base);
      slugs.push(base);
      continue;
    }
    const slug = await uniqueSlug(name, async (candidate) => {
      if (given.has(candidate)) return true;
      // Every base was looked up above: only a numbered candidate past a taken base asks the database.
      if (bases.has(candidate)) return takenBases.has(candidate);
      const [taken] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.tenantId, tenantId), eq(projects.slug, candidate)))
        .limit(1);
      return taken !== undefined;
    });
    given.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/** The project's organisations, lead first, with their names. */
async function currentOrganizations(tx: DatabaseTransaction, projectId: string) {
  return tx
    .select({ id: organizations.id, name: organizations.name })
    .from(projectOrganizations)
    .innerJoin(organizations, eq(organizations.id, projectOrganizations.organizationId))
    .where(eq(projectOrganizations.projectId, projectId))
    .orderBy(asc(projectOrganizations.position), asc(organizations.id));
}

async function programName(tx: DatabaseTransaction, tenantId: string, programId: string | null) {
  if (programId === null) return null;
  const [program] = await tx
    .select({ name: projects.name })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, programId)));
  return program?.name ?? null;
}

/**
 * Edits the fields the body names (left out: unchanged; null: cleared), guarded by the version it read: 404 for no
 * such project in the tenant, 409 for a stale version or an archived project, 400/409 as createProjectInTx for the
 * tenant's checks. Nothing is written when no value differs.
 */
export async function editProjectInTx(
  tx: DatabaseTransaction,
  tenantId: string,
  projectId: string,
  body: ProjectEditBody,
  author: Author,
  clock: Clock,
  options: EditOptions = {},
): Promise<EditedProject> {
  const [current] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.tenantId, tenantId)))
    .for('update');
  if (!current) throw new ApiError('NOT_FOUND', messages.projectDetail.notFound);
  checkVersion(current.version, body.version, messages.projectDetail.errors.conflict);
  if (current.archivedAt !== null) throw new ApiError('CONFLICT', messages.archive.alreadyArchived);
  const context = options.context ?? (await loadWriteContext(tx, tenantId));

  const changes: EditedProject['changes'] = [];
  const next: Partial<Pick<ProjectRow, ColumnField>> = {};
  for (const field of COLUMN_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const from = historyValue(current[field]);
    const to = historyValue(value);
    if (from === to) continue;
    (next as Record<string, unknown>)[field] = value;
    changes.push({ field, from, to });
  }
  if (next.status !== undefined) checkStatus(next.status, context);
  if (next.projectCode !== undefined) await checkProjectCode(tx, tenantId, next.projectCode, current.id);

  let programId: string | null | undefined;
  if (body.programId !== undefined && body.programId !== current.programId) {
    const to = await checkProgram(tx, tenantId, current.type as ProjectType, body.programId);
    programId = body.programId;
    changes.push({ field: 'program', from: await programName(tx, tenantId, current.programId), to });
  }

  let organizationIds: readonly string[] | undefined;
  if (body.organizationIds !== undefined) {
    const before = await currentOrganizations(tx, current.id);
    if (before.map((organization) => organization.id).join() !== body.organizationIds.join()) {
      const names = await checkOrganizations(tx, tenantId, body.organizationIds);
      organizationIds = body.organizationIds;
      changes.push({
        field: 'organizations',
        from: historyValue(before.map((organization) => organization.name)),
        to: historyValue([...names.values()]),
      });
    }
  }
  if (changes.length === 0) return { projectId: current.id, version: current.version, changes };

  const merged = { ...current, ...next };
  const scoring = scoreProject(merged, context.configJson);
  const now = clock.now();
  const budgetChanged = next.budgetAmount !== undefined || next.budgetCurrencyCode !== undefined;
  const version = current.version + 1;
  await tx
    .update(projects)
    .set({
      ...next,
      ...(programId !== undefined ? { programId } : {}),
      ...(organizationIds !== undefined ? { organizationId: organizationIds[0] ?? null } : {}),
      ...(budgetChanged ? { budgetAmountUsd: budgetInDollars(merged.budgetAmount, merged.budgetCurrencyCode) } : {}),
      score: scoring.total,
      scoring: { ...scoring },
      version,
      ...updatedBy(author),
      updatedAt: now,
    })
    .where(eq(projects.id, current.id));
  if (organizationIds !== undefined) await linkOrganizations(tx, current.id, organizationIds);
  await tx.insert(activity).values(
    changes.map((change) => ({
      tenantId,
      projectId: current.id,
      ...writtenBy(author),
      kind:
        options.historyKind === 'imported' ? 'imported' : change.field === 'status' ? 'status_change' : 'field_update',
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      // The reason given for a status change (issue 43: asked when a project is closed), shown with the entry.
      text: change.field === 'status' ? (body.statusReason ?? null) : null,
      createdAt: now,
    })),
  );
  return { projectId: current.id, version, changes };
}
