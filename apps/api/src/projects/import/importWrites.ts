// The writes of an applied import, inside its one transaction, through the one definition of how a project is written
// (projectWrites.ts: the tenant's checks, the score, the organisations' links, the history — here `imported` entries)
// and of how an organisation is created (organizationCreate.ts). This module only turns a checked row into the body
// those take: names into ids (creating the organisations and programs the person allowed), the changed columns of
// an existing project into an edit body with the version the check read and locked.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ApiError } from '@siipro/server';
import {
  foldForMatch,
  interpolate,
  messages,
  SPREADSHEET_COLUMNS,
  type ProjectCreateBody,
  type ProjectEditBody,
  type ProjectWriteField,
  type SpreadsheetKey,
} from '@siipro/domain';
import type { Clock } from '../../clock.ts';
import type { DatabaseTransaction } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { createOrganizationInTx } from '../../organizations/organizationCreate.ts';
import type { Author } from '../author.ts';
import { editProjectRelations } from '../projectRelations.ts';
import { createProjectInTx, createProjectsInTx, editProjectInTx } from '../projectWrites.ts';
import type { WriteContext } from '../tenantChecks.ts';
import type { CheckedRow, Named } from './checkRows.ts';

export interface ImportWriterOptions {
  tenantId: string;
  author: Author;
  clock: Clock;
  context: WriteContext;
  /** The tenant's organisations and programs by folded name; new ones join them as they are created. */
  organizations: Map<string, Named>;
  programs: Map<string, Named>;
  /** A row the writes refused (a check of the tenant the file's check could not foresee): the apply rolls back. */
  refuse(row: number, column: string, value: string, reason: string): void;
}

/** The spreadsheet's header of a body path the writes name in a refusal ("organizationIds.0" → Organismos). */
function headerOfPath(path: string | undefined): string {
  const field = (path ?? '').split('.')[0];
  const key: SpreadsheetKey | undefined =
    field === 'organizationIds' ? 'organizations' : field === 'programId' ? 'program' : (field as SpreadsheetKey);
  return SPREADSHEET_COLUMNS.find((column) => column.key === key)?.header ?? messages.projects.exportColumns.code;
}

export class ImportWriter {
  /** Projects that name a program the file creates further down: linked at the end. */
  private readonly pendingLinks: { row: CheckedRow; projectId: string; version: number }[] = [];
  /** Projects whose «Requiere» the file sets: written at the end, once every project the codes name exists. */
  private readonly pendingRequires: { row: CheckedRow; projectId: string }[] = [];

  constructor(
    private readonly tx: DatabaseTransaction,
    private readonly options: ImportWriterOptions,
  ) {}

  /**
   * Writes one checked batch (unchanged rows are left alone): programs before the projects naming them, the new rows
   * of each type with one batched create (createProjectsInTx: set-based checks, one insert per table), the changed
   * ones one by one through the edit, in file order.
   */
  async write(rows: readonly CheckedRow[]): Promise<void> {
    for (const programs of [true, false]) {
      const group = rows.filter((row) => (row.type === 'programa') === programs && row.action !== 'unchanged');
      await this.createAll(group.filter((row) => row.action === 'create'));
      for (const row of group) {
        if (row.action !== 'update') continue;
        try {
          await this.update(row);
        } catch (error) {
          this.refuseFor(row, error);
        }
      }
    }
  }

  /** A write's refusal (an ApiError) as the row's error; anything else is no refusal and ends the apply. */
  private refuseFor(row: CheckedRow, error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    const [detail] = error.details ?? [];
    this.options.refuse(row.number, headerOfPath(detail?.path), '', error.message);
  }

  /** Links the projects whose program came later in the file (or is created now, as the person allowed). */
  async finish(): Promise<void> {
    for (const link of this.pendingLinks) {
      try {
        const programId = await this.programId(link.row.programName!);
        await editProjectInTx(
          this.tx,
          this.options.tenantId,
          link.projectId,
          { programId, version: link.version } as ProjectEditBody,
          this.options.author,
          this.options.clock,
          { historyKind: 'imported', context: this.options.context },
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.options.refuse(link.row.number, headerOfPath('programId'), link.row.programName ?? '', error.message);
      }
    }
    for (const pending of this.pendingRequires) await this.writeRequires(pending.row, pending.projectId);
  }

  /** «Requiere» through the one write of relations (projectRelations.ts), its codes turned into the tenant's ids. */
  private async writeRequires(row: CheckedRow, projectId: string): Promise<void> {
    const codes = row.requiresCodes ?? [];
    try {
      const found =
        codes.length === 0
          ? []
          : await this.tx
              .select({ id: projects.id, code: projects.projectCode })
              .from(projects)
              .where(
                and(
                  eq(projects.tenantId, this.options.tenantId),
                  inArray(projects.projectCode, codes),
                  eq(projects.type, 'proyecto'),
                  isNull(projects.archivedAt),
                ),
              );
      const ids = new Map(found.map((project) => [project.code, project.id]));
      const missing = codes.find((code) => !ids.has(code));
      if (missing) {
        const reason = interpolate(messages.projectImport.errors.requiresNotFound, { code: missing });
        return this.options.refuse(row.number, headerOfPath('requires'), missing, reason);
      }
      // The project as the earlier writes of this file left it: their version, its group of alternatives.
      const [current] = await this.tx
        .select({ version: projects.version, alternativeGroup: projects.alternativeGroup })
        .from(projects)
        .where(eq(projects.id, projectId));
      await editProjectRelations(
        this.tx,
        this.options.tenantId,
        projectId,
        {
          requires: codes.map((code) => ids.get(code)!),
          alternativeGroup: current!.alternativeGroup,
          version: current!.version,
        },
        this.options.author,
        this.options.clock,
        { historyKind: 'imported' },
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.options.refuse(row.number, headerOfPath('requires'), codes.join('; '), error.message);
    }
  }

  /** The organisation of a name, created when the tenant lacks it (the check allowed it). */
  private async organizationId(name: string): Promise<string> {
    const folded = foldForMatch(name);
    const known = this.options.organizations.get(folded);
    if (known) return known.id;
    const { organizationId } = await createOrganizationInTx(
      this.tx,
      this.options.tenantId,
      { name: name.trim() } as Parameters<typeof createOrganizationInTx>[2],
      this.options.author,
      this.options.clock,
    );
    this.options.organizations.set(folded, { id: organizationId, name });
    return organizationId;
  }

  /** The program of a name, created as a bare program when neither the tenant nor the file has it. */
  private async programId(name: string): Promise<string> {
    const known = this.options.programs.get(foldForMatch(name));
    if (known) return known.id;
    const created = await createProjectInTx(
      this.tx,
      this.options.tenantId,
      { type: 'programa', name: name.trim(), organizationIds: [], sdgTargets: [], budgetCurrencyCode: 'ARS' },
      this.options.author,
      this.options.clock,
      { historyKind: 'imported', context: this.options.context },
    );
    this.options.programs.set(foldForMatch(name), { id: created.projectId, name });
    return created.projectId;
  }

  private async organizationIds(row: CheckedRow): Promise<string[]> {
    const ids: string[] = [];
    for (const name of row.organizationNames ?? []) ids.push(await this.organizationId(name));
    return ids;
  }

  private async createAll(rows: readonly CheckedRow[]) {
    if (rows.length === 0) return;
    const bodies: ProjectCreateBody[] = [];
    const programs: (Named | undefined)[] = [];
    for (const row of rows) {
      const known = row.programName ? this.options.programs.get(foldForMatch(row.programName)) : undefined;
      programs.push(known);
      bodies.push({
        sdgTargets: [],
        budgetCurrencyCode: 'ARS',
        ...row.fields,
        type: row.type,
        organizationIds: await this.organizationIds(row),
        programId: known?.id ?? null,
      } as ProjectCreateBody);
    }
    const outcomes = await createProjectsInTx(
      this.tx,
      this.options.tenantId,
      bodies,
      this.options.author,
      this.options.clock,
      { historyKind: 'imported', context: this.options.context },
    );
    outcomes.forEach((created, index) => {
      const row = rows[index]!;
      if (created instanceof ApiError) return this.refuseFor(row, created);
      const body = bodies[index]!;
      if (row.type === 'programa') {
        this.options.programs.set(foldForMatch(body.name), { id: created.projectId, name: body.name });
      } else if (row.programName && !programs[index]) {
        this.pendingLinks.push({ row, projectId: created.projectId, version: created.version });
      }
      if (row.requiresCodes?.length) this.pendingRequires.push({ row, projectId: created.projectId });
    });
  }

  private async update(row: CheckedRow) {
    const existing = row.existing!;
    const body: Record<string, unknown> = { version: existing.version };
    for (const key of row.changed) {
      if (key === 'organizations') body.organizationIds = await this.organizationIds(row);
      else if (key === 'program') body.programId = row.programName ? await this.programId(row.programName) : null;
      else if (key === 'requires') this.pendingRequires.push({ row, projectId: existing.id });
      else body[key] = row.fields[key as ProjectWriteField];
    }
    // Only «Requiere» changed: the relations' own write (at the end) is the whole edit.
    if (Object.keys(body).length === 1) return;
    await editProjectInTx(
      this.tx,
      this.options.tenantId,
      existing.id,
      body as ProjectEditBody,
      this.options.author,
      this.options.clock,
      { historyKind: 'imported', context: this.options.context },
    );
  }
}
