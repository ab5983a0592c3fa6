// The writes of an applied import, inside its one transaction: new projects, programs and organisations, and the
// changed fields of existing projects — each project with its recomputed score, the next version, the author, and an
// `imported` history entry (one for a created row; one per changed field, before → after, for an updated one).
// Creates are inserted a batch at a time (one statement per table per batch), which is what keeps 100 000 rows
// within the benchmark's minute.
import { eq, sql } from 'drizzle-orm';
import {
  baseSlug,
  cellText,
  foldForMatch,
  spreadsheetCellOf,
  SPREADSHEET_COLUMNS,
  type ProjectStatusOption,
  type ProjectWriteField,
  type SpreadsheetKey,
} from '@siipro/domain';
import type { Database } from '../../db/client.ts';
import { activity, organizations, projectOrganizations, projects } from '../../db/schema.ts';
import { updatedBy } from '../../edits/versionedEdit.ts';
import { type Author, writtenBy } from '../author.ts';
import { scoreProject } from '../scoring.ts';
import type { CheckedRow, Named } from './checkRows.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Store columns of the fields a file may carry (organisations and the program are links, written apart). */
const STORED_FIELDS: readonly ProjectWriteField[] = [
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
];

const columnOf = new Map(SPREADSHEET_COLUMNS.map((column) => [column.key, column]));

/** A value as the history shows it: the spreadsheet's own text of it. */
function historyText(key: SpreadsheetKey, value: unknown): string | null {
  const column = columnOf.get(key);
  if (!column || value === null || value === undefined) return null;
  return cellText(spreadsheetCellOf(column, value as string)) || null;
}

export interface ImportWriterOptions {
  tenantId: string;
  author: Author;
  now: Date;
  tenantConfig: unknown;
  statuses: readonly ProjectStatusOption[];
  /** The tenant's organisations and programs by folded name; new ones join them as they are created. */
  organizations: Map<string, Named>;
  programs: Map<string, Named>;
  fileName: string;
}

export class ImportWriter {
  private slugs: Set<string> | null = null;
  private organizationSlugs: Set<string> | null = null;
  /** Projects that name a program the file creates further down: linked at the end. */
  private readonly pendingLinks: { projectId: string; program: string }[] = [];

  constructor(
    private readonly tx: Transaction,
    private readonly options: ImportWriterOptions,
  ) {}

  /** Writes one checked batch: creates together, updates one by one (unchanged rows are left alone). */
  async write(rows: readonly CheckedRow[]): Promise<void> {
    await this.loadSlugs();
    const creates = rows.filter((row) => row.action === 'create');
    // Programs first, so the projects of the same batch that name them find them.
    for (const type of ['programa', 'proyecto'] as const) {
      const batch = creates.filter((row) => row.type === type);
      if (batch.length > 0) await this.create(batch);
    }
    for (const row of rows) if (row.action === 'update') await this.update(row);
  }

  /** Links the projects whose program came later in the file, creating any still missing. */
  async finish(): Promise<void> {
    for (const link of this.pendingLinks) {
      const program = await this.program(link.program);
      await this.tx.update(projects).set({ programId: program.id }).where(eq(projects.id, link.projectId));
    }
  }

  private async loadSlugs() {
    if (this.slugs && this.organizationSlugs) return;
    const { tenantId } = this.options;
    const projectRows = await this.tx
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.tenantId, tenantId));
    const organizationRows = await this.tx
      .select({ slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.tenantId, tenantId));
    this.slugs = new Set(projectRows.map((row) => row.slug));
    this.organizationSlugs = new Set(organizationRows.map((row) => row.slug));
  }

  /** The first free slug for a name among `taken` (which then holds it): base, base-2, base-3… */
  private static freeSlug(name: string, taken: Set<string>): string {
    const base = baseSlug(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  }

  /** The organisation of a folded name, created when the tenant lacks it (the check allowed it). */
  private async organization(name: string): Promise<Named> {
    const folded = foldForMatch(name);
    const known = this.options.organizations.get(folded);
    if (known) return known;
    const [created] = await this.tx
      .insert(organizations)
      .values({
        tenantId: this.options.tenantId,
        slug: ImportWriter.freeSlug(name, this.organizationSlugs!),
        name: name.trim(),
        createdByUserId: this.options.author.userId,
        createdByName: this.options.author.name,
        createdByAvatarUrl: this.options.author.avatarUrl,
        ...updatedBy(this.options.author),
        createdAt: this.options.now,
        updatedAt: this.options.now,
      })
      .returning({ id: organizations.id, name: organizations.name });
    this.options.organizations.set(folded, created!);
    return created!;
  }

  /** The program of a name, created as a bare program when neither the tenant nor the file has it. */
  private async program(name: string): Promise<Named> {
    const known = this.options.programs.get(foldForMatch(name));
    if (known) return known;
    const [created] = await this.insertProjects([{ ...this.baseValues('programa', { name: name.trim() }) }]);
    this.options.programs.set(foldForMatch(name), created!);
    await this.history([{ projectId: created!.id }]);
    return created!;
  }

  /** The columns of a new row of `type` with `fields` (the file's) and everything else at its default. */
  private baseValues(type: 'proyecto' | 'programa', fields: Partial<Record<ProjectWriteField, unknown>>) {
    const { author, now, tenantId } = this.options;
    const values: Record<string, unknown> = {};
    for (const field of STORED_FIELDS) if (fields[field] !== undefined) values[field] = fields[field];
    values.status ??= this.options.statuses[0]?.value ?? 'Identificado';
    values.budgetCurrencyCode ??= 'ARS';
    values.sdgTargets ??= [];
    const scoring = scoreProject(values, this.options.tenantConfig);
    return {
      ...values,
      tenantId,
      type,
      slug: ImportWriter.freeSlug(String(fields.name), this.slugs!),
      name: String(fields.name),
      score: scoring.total,
      scoring: { ...scoring },
      version: 1,
      createdByUserId: author.userId,
      createdByName: author.name,
      createdByAvatarUrl: author.avatarUrl,
      ...updatedBy(author),
      createdAt: now,
      updatedAt: now,
    } as typeof projects.$inferInsert;
  }

  private insertProjects(values: (typeof projects.$inferInsert)[]) {
    return this.tx.insert(projects).values(values).returning({ id: projects.id, name: projects.name });
  }

  /** One `imported` entry per project (field null: the import created it), or per changed field. */
  private async history(entries: { projectId: string; field?: string; from?: string | null; to?: string | null }[]) {
    if (entries.length === 0) return;
    await this.tx.insert(activity).values(
      entries.map((entry) => ({
        tenantId: this.options.tenantId,
        projectId: entry.projectId,
        ...writtenBy(this.options.author),
        kind: 'imported',
        text: this.options.fileName,
        field: entry.field ?? null,
        fromValue: entry.from ?? null,
        toValue: entry.to ?? null,
        createdAt: this.options.now,
      })),
    );
  }

  private async create(rows: readonly CheckedRow[]) {
    const values: (typeof projects.$inferInsert & { organizationIds: string[] })[] = [];
    for (const row of rows) {
      const programId = row.programName ? (this.options.programs.get(foldForMatch(row.programName))?.id ?? null) : null;
      const organizationIds: string[] = [];
      for (const name of row.organizationNames ?? []) organizationIds.push((await this.organization(name)).id);
      values.push({
        ...this.baseValues(row.type, row.fields),
        programId,
        organizationId: organizationIds[0] ?? null,
        organizationIds,
      });
    }
    const created = await this.insertProjects(values.map(({ organizationIds: _links, ...project }) => project));
    const links = created.flatMap((project, index) =>
      values[index]!.organizationIds.map((organizationId, position) => ({
        projectId: project.id,
        organizationId,
        position,
      })),
    );
    if (links.length > 0) await this.tx.insert(projectOrganizations).values(links);
    await this.history(created.map((project) => ({ projectId: project.id })));
    rows.forEach((row, index) => {
      const project = created[index]!;
      if (row.type === 'programa') this.options.programs.set(foldForMatch(project.name), project);
      else if (row.programName && values[index]!.programId === null) {
        this.pendingLinks.push({ projectId: project.id, program: row.programName });
      }
    });
  }

  private async update(row: CheckedRow) {
    const existing = row.existing!;
    const set: Record<string, unknown> = {};
    const entries: { projectId: string; field: string; from: string | null; to: string | null }[] = [];
    for (const key of row.changed) {
      const before = historyText(key, existing.row[key]);
      if (key === 'organizations') {
        const ids = [];
        for (const name of row.organizationNames ?? []) ids.push((await this.organization(name)).id);
        await this.tx.delete(projectOrganizations).where(eq(projectOrganizations.projectId, existing.id));
        if (ids.length > 0) {
          await this.tx
            .insert(projectOrganizations)
            .values(ids.map((organizationId, position) => ({ projectId: existing.id, organizationId, position })));
        }
        set.organizationId = ids[0] ?? null;
        entries.push({
          projectId: existing.id,
          field: 'organizations',
          from: before,
          to: historyText(key, row.organizationNames),
        });
      } else if (key === 'program') {
        set.programId = row.programName ? (await this.program(row.programName)).id : null;
        entries.push({ projectId: existing.id, field: 'program', from: before, to: row.programName ?? null });
      } else {
        const value = row.fields[key as ProjectWriteField];
        set[key] = value;
        entries.push({ projectId: existing.id, field: key, from: before, to: historyText(key, value) });
      }
    }
    const merged = { ...existing.row, ...set };
    const scoring = scoreProject(merged as Parameters<typeof scoreProject>[0], this.options.tenantConfig);
    await this.tx
      .update(projects)
      .set({
        ...set,
        score: scoring.total,
        scoring: { ...scoring },
        version: sql`${projects.version} + 1`,
        ...updatedBy(this.options.author),
        updatedAt: this.options.now,
      })
      .where(eq(projects.id, existing.id));
    await this.history(entries);
  }
}
