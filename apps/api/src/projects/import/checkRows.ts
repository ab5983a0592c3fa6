// Checks a spreadsheet's rows, batch by batch, exactly as the review and the apply both need them: every cell read by
// its column's rule (domain's spreadsheetColumns.ts → the field's rule of projectWrite.ts), the status against the
// tenant's list, organisations and programs found by name (case and accents aside), codes unique within the file,
// and each row matched to the tenant's project of the same Código — then sorted into create / update / unchanged by
// comparing what the file says with what the export would write for that project (so an exported file re-imported
// unchanged is all "unchanged").
import { sql } from 'drizzle-orm';
import {
  cellText,
  foldForMatch,
  headerErrorText,
  interpolate,
  isKnownStatus,
  messages,
  PROJECT_ORGANIZATIONS_MAX,
  PROJECT_REQUIRES_MAX,
  readSpreadsheetCell,
  spreadsheetCellOf,
  type HeaderMatch,
  type ImportError,
  type ProjectStatusOption,
  type ProjectType,
  type ProjectWriteField,
  type SpreadsheetCell,
  type SpreadsheetColumn,
  type SpreadsheetKey,
} from '@siipro/domain';
import type { Database } from '../../db/client.ts';
import { EXPORT_ROW, type ExportRow } from '../listExport.ts';
import { rowsOf } from '../listRows.ts';
import { EventLoopTurns } from '../../eventLoopTurns.ts';
import { IMPORT_MAX_REPORTED_ERRORS } from './importLimits.ts';
import type { SheetRow } from './readSpreadsheet.ts';

const errorTexts = messages.projectImport.errors;
const rules = messages.projectForm.validation;

/** A database or a transaction: the review reads outside one, the apply inside its own. */
export type Executor = Pick<Database, 'execute'>;

/** A named thing of the tenant the file may refer to. */
export interface Named {
  id: string;
  name: string;
}

/** The tenant's project that has a row's code, as the export reads it (plus what the apply needs). */
export interface ExistingProject {
  id: string;
  version: number;
  type: ProjectType;
  row: ExportRow;
}

export interface CheckedRow {
  number: number;
  type: ProjectType;
  /** The fields of the write bodies the file gives (only its columns), checked. */
  fields: Partial<Record<ProjectWriteField, unknown>>;
  /** The organisations' names as written (the column present), and the program's. */
  organizationNames?: string[];
  programName?: string | null;
  /** «Requiere»: the codes of the projects this one needs first (the column present); found at the end of the file. */
  requiresCodes?: string[];
  existing: ExistingProject | null;
  action: 'create' | 'update' | 'unchanged';
  /** For an update: the columns whose value differs. */
  changed: SpreadsheetKey[];
}

export interface CheckContext {
  tenantId: string;
  statuses: readonly ProjectStatusOption[];
  /** The tenant's organisations and programs by folded name. */
  organizations: Map<string, Named>;
  programs: Map<string, Named>;
  createOrganizations: boolean;
  /** Apply: lock the matched projects (FOR UPDATE) so nobody edits them while the file is written. */
  lockExisting: boolean;
}

/** A reference to a program the tenant lacks, kept until the end of the file (a later row may define it). */
interface PendingProgram {
  row: CheckedRow;
  name: string;
  value: string;
}

export class RowChecker {
  readonly errors: ImportError[] = [];
  errorCount = 0;
  readonly invalidRows = new Set<number>();
  readonly counts = { create: 0, update: 0, unchanged: 0 };
  /** Names the file uses that the tenant lacks, by folded name (first spelling wins). */
  readonly newOrganizations = new Map<string, string>();
  readonly newPrograms = new Map<string, string>();
  /** Programs the file itself creates (rows of type programa without a match), by folded name. */
  readonly programsInFile = new Set<string>();
  private readonly pendingPrograms: PendingProgram[] = [];
  private readonly codeRows = new Map<string, number>();
  /** The type of each code the file gives, for «Requiere» (a program's code is no project to require). */
  private readonly codeTypes = new Map<string, ProjectType>();
  /** Rows whose «Requiere» names codes, checked against the tenant and the whole file at the end. */
  private readonly pendingRequires: CheckedRow[] = [];
  private readonly programHeader: string;
  private readonly organizationsHeader: string;
  private readonly requiresHeader: string;
  private readonly turns = new EventLoopTurns();

  constructor(
    private readonly db: Executor,
    private readonly columns: HeaderMatch,
    private readonly context: CheckContext,
  ) {
    const headerOf = (key: SpreadsheetKey) => columns.columns.find((column) => column?.key === key)?.header ?? '';
    this.programHeader = headerOf('program');
    this.organizationsHeader = headerOf('organizations');
    this.requiresHeader = headerOf('requires');
    for (const header of columns.unknown) this.error(1, header, header, headerErrorText('unknown', header));
    for (const header of columns.repeated) this.error(1, header, header, headerErrorText('repeated', header));
    for (const header of columns.missingRequired) this.error(1, header, '', headerErrorText('missing', header));
  }

  /** Whether the header alone makes the file unusable (an unknown, repeated or missing required column). */
  get headerRefused(): boolean {
    return this.errorCount > 0;
  }

  error(row: number, column: string, value: string, reason: string): void {
    this.errorCount += 1;
    if (row > 1) this.invalidRows.add(row);
    if (this.errors.length < IMPORT_MAX_REPORTED_ERRORS) this.errors.push({ row, column, value, reason });
  }

  /** Checks one batch of data rows; returns the valid ones, matched and sorted into create / update / unchanged. */
  async check(rows: readonly SheetRow[]): Promise<CheckedRow[]> {
    const read: CheckedRow[] = [];
    for (const sheetRow of rows) {
      const row = this.readRow(sheetRow);
      if (row) read.push(row);
      // The API answers others meanwhile (eventLoopTurns.ts): a batch read in one go held its event loop for ~100 ms.
      if (this.turns.due()) await this.turns.give();
    }
    const codes = [...new Set(read.map((row) => row.fields.projectCode).filter((code): code is string => !!code))];
    const existing = await this.existingByCode(codes);
    const valid: CheckedRow[] = [];
    for (const row of read) {
      if (this.match(row, existing)) valid.push(row);
    }
    return valid;
  }

  /** The cells of one row, each by its column's rule; null when any is wrong (its errors are recorded). */
  private readRow(sheetRow: SheetRow): CheckedRow | null {
    const row: CheckedRow = {
      number: sheetRow.number,
      type: 'proyecto',
      fields: {},
      existing: null,
      action: 'create',
      changed: [],
    };
    let valid = true;
    const fail = (column: SpreadsheetColumn | string, cell: SpreadsheetCell | boolean | undefined, reason: string) => {
      valid = false;
      const header = typeof column === 'string' ? column : column.header;
      this.error(row.number, header, cellText(cell ?? null), reason);
    };
    this.columns.columns.forEach((column, index) => {
      if (!column || column.derived) return;
      const cell = sheetRow.cells[index] ?? null;
      const reading = readSpreadsheetCell(column, cell);
      if (!reading.ok) return fail(column, cell, reading.reason);
      if (column.key === 'type') row.type = reading.value as ProjectType;
      else if (column.key === 'organizations') row.organizationNames = reading.value as string[];
      else if (column.key === 'program') row.programName = reading.value as string | null;
      else if (column.key === 'requires') row.requiresCodes = reading.value as string[];
      else if (column.key === 'status' && cellText(cell) === '') {
        // Left empty: the tenant's first status for a new row, unchanged for an existing one.
      } else if (column.key === 'status' && !isKnownStatus(reading.value as string, this.context.statuses)) {
        fail(column, cell, interpolate(messages.projectDetail.validation.unknownStatus, { status: cellText(cell) }));
      } else row.fields[column.key as ProjectWriteField] = reading.value;
    });
    const { latitude, longitude } = row.fields;
    if ((latitude === null || latitude === undefined) !== (longitude === null || longitude === undefined)) {
      fail(
        messages.projectForm.fields.latitude,
        latitude === null ? null : (latitude as number),
        rules.coordinatesPaired,
      );
    }
    if (row.organizationNames && !this.organizationsKnown(row, fail)) valid = false;
    if (row.programName) {
      if (row.type === 'programa') fail(this.programHeader, row.programName, errorTexts.programOfProgram);
      else if (!this.context.programs.has(foldForMatch(row.programName))) {
        this.pendingPrograms.push({ row, name: foldForMatch(row.programName), value: row.programName });
      }
    }
    const code = row.fields.projectCode as string | null | undefined;
    if (code) {
      const first = this.codeRows.get(code);
      if (first !== undefined) {
        fail(sheetCodeHeader, code, interpolate(errorTexts.codeRepeated, { code, row: first }));
      } else {
        this.codeRows.set(code, row.number);
        this.codeTypes.set(code, row.type);
      }
    }
    if (row.requiresCodes?.length && !this.requiresRead(row, code ?? null, fail)) valid = false;
    return valid ? row : null;
  }

  /** What one row's «Requiere» says by itself; which codes exist is known only at the end of the file (finish). */
  private requiresRead(
    row: CheckedRow,
    ownCode: string | null,
    fail: (column: string, cell: string, reason: string) => void,
  ): boolean {
    const codes = row.requiresCodes ?? [];
    const header = this.requiresHeader;
    if (row.type === 'programa') return (fail(header, codes.join('; '), errorTexts.requiresOfProgram), false);
    if (codes.length > PROJECT_REQUIRES_MAX) {
      fail(header, codes.join('; '), interpolate(errorTexts.requiresTooMany, { max: PROJECT_REQUIRES_MAX }));
      return false;
    }
    const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
    if (repeated) return (fail(header, repeated, interpolate(errorTexts.requiresRepeated, { code: repeated })), false);
    if (ownCode && codes.includes(ownCode)) {
      fail(header, ownCode, interpolate(errorTexts.requiresItself, { code: ownCode }));
      return false;
    }
    this.pendingRequires.push(row);
    return true;
  }

  private organizationsKnown(row: CheckedRow, fail: (column: string, cell: string, reason: string) => void): boolean {
    const names = row.organizationNames ?? [];
    const header = this.organizationsHeader;
    const folded = names.map(foldForMatch);
    if (names.length > PROJECT_ORGANIZATIONS_MAX) {
      fail(header, names.join('; '), interpolate(rules.organizationsTooMany, { max: PROJECT_ORGANIZATIONS_MAX }));
      return false;
    }
    if (new Set(folded).size !== folded.length) {
      fail(header, names.join('; '), rules.organizationsRepeated);
      return false;
    }
    let known = true;
    names.forEach((name, index) => {
      if (this.context.organizations.has(folded[index]!)) return;
      if (!this.newOrganizations.has(folded[index]!)) this.newOrganizations.set(folded[index]!, name);
      if (!this.context.createOrganizations) {
        fail(header, name, interpolate(errorTexts.organizationNotFound, { name }));
        known = false;
      }
    });
    return known;
  }

  /** The tenant's projects with these codes (locked when applying); several with one code make it ambiguous. */
  private async existingByCode(codes: string[]): Promise<Map<string, ExistingProject[]>> {
    const found = new Map<string, ExistingProject[]>();
    if (codes.length === 0) return found;
    const rows = await rowsOf(
      this.db as Database,
      sql`select p.id, p.version, ${EXPORT_ROW} from projects p
        where p.tenant_id = ${this.context.tenantId} and p.type in ('proyecto', 'programa')
          and p.project_code in ${codes}
        ${this.context.lockExisting ? sql`for update of p` : sql``}`,
    );
    for (const row of rows) {
      const project = { id: String(row.id), version: Number(row.version), type: row.type as ProjectType };
      const list = found.get(String(row.projectCode)) ?? [];
      list.push({ ...project, row: row as unknown as ExportRow });
      found.set(String(row.projectCode), list);
    }
    return found;
  }

  /** Matches a read row to its project by code and decides its action; false (with the error) when it cannot be. */
  private match(row: CheckedRow, existingByCode: Map<string, ExistingProject[]>): boolean {
    const code = row.fields.projectCode as string | null | undefined;
    const matches = code ? (existingByCode.get(code) ?? []) : [];
    if (matches.length > 1) {
      this.error(row.number, sheetCodeHeader, code!, interpolate(errorTexts.codeAmbiguous, { code: code! }));
      return false;
    }
    const [existing] = matches;
    if (!existing) {
      row.action = 'create';
      if (row.type === 'programa') this.programsInFile.add(foldForMatch(String(row.fields.name ?? '')));
      this.counts.create += 1;
      return true;
    }
    const typeGiven = this.columns.columns.some((column) => column?.key === 'type');
    if (typeGiven && existing.type !== row.type) {
      const type = messages.projects.types[existing.type].toLowerCase();
      this.error(
        row.number,
        messages.projects.exportColumns.type,
        '',
        interpolate(errorTexts.typeChanged, { code: code!, type }),
      );
      return false;
    }
    row.type = existing.type;
    row.existing = existing;
    row.changed = this.changedColumns(row, existing);
    row.action = row.changed.length === 0 ? 'unchanged' : 'update';
    this.counts[row.action] += 1;
    return true;
  }

  /** The file's columns whose value differs from the project's, both read the same way (the export's cell, read back). */
  private changedColumns(row: CheckedRow, existing: ExistingProject): SpreadsheetKey[] {
    const changed: SpreadsheetKey[] = [];
    for (const column of this.columns.columns) {
      if (!column || column.derived || column.key === 'type') continue;
      const before = readSpreadsheetCell(column, spreadsheetCellOf(column, existing.row[column.key]));
      const beforeValue = before.ok ? before.value : existing.row[column.key];
      let after: unknown;
      if (column.key === 'organizations') after = row.organizationNames;
      else if (column.key === 'program') after = row.programName ?? null;
      else if (column.key === 'requires') after = row.requiresCodes;
      else if (column.key === 'status' && row.fields.status === undefined) continue;
      else after = row.fields[column.key as ProjectWriteField];
      if (!sameValue(column.key, beforeValue, after)) changed.push(column.key);
    }
    return changed;
  }

  /**
   * At the end of the file: programs named by rows that neither the tenant nor the file has. Listed as new (created
   * with createOrganizations), else an error on each row that names one.
   */
  async finish(): Promise<void> {
    await this.requiresFound();
    for (const pending of this.pendingPrograms) {
      if (this.programsInFile.has(pending.name)) continue;
      if (!this.newPrograms.has(pending.name)) this.newPrograms.set(pending.name, pending.value);
      if (!this.context.createOrganizations) {
        // The row was counted as valid; it is not.
        if (!this.invalidRows.has(pending.row.number)) this.counts[pending.row.action] -= 1;
        this.error(
          pending.row.number,
          this.programHeader,
          pending.value,
          interpolate(errorTexts.programNotFound, { name: pending.value }),
        );
      }
    }
    this.errors.sort((a, b) => a.row - b.row);
  }

  /**
   * Every code of «Requiere» must be an active project: one of the file's project rows, or the tenant's. Each unknown
   * code is an error on its row, naming the column and the value (the row, counted as valid, is not).
   */
  private async requiresFound(): Promise<void> {
    const outside = new Set<string>();
    for (const row of this.pendingRequires) {
      for (const code of row.requiresCodes ?? []) if (!this.codeTypes.has(code)) outside.add(code);
    }
    const known = new Set<string>();
    if (outside.size > 0) {
      const rows = await rowsOf(
        this.db as Database,
        sql`select distinct project_code from projects where tenant_id = ${this.context.tenantId}
          and type = 'proyecto' and archived_at is null and project_code in ${[...outside]}`,
      );
      for (const row of rows) known.add(String(row.project_code));
    }
    for (const row of this.pendingRequires) {
      for (const code of row.requiresCodes ?? []) {
        const inFile = this.codeTypes.get(code);
        if (inFile === 'proyecto' || (inFile === undefined && known.has(code))) continue;
        if (!this.invalidRows.has(row.number)) this.counts[row.action] -= 1;
        this.error(row.number, this.requiresHeader, code, interpolate(errorTexts.requiresNotFound, { code }));
      }
    }
  }

  /** Whether a row (checked valid) was later found wrong by finish(). */
  isInvalid(row: number): boolean {
    return this.invalidRows.has(row);
  }
}

const sheetCodeHeader = messages.projects.exportColumns.code;

/** Values compared as the spreadsheet shows them: names without case or accents, lists in order. */
function sameValue(key: SpreadsheetKey, before: unknown, after: unknown): boolean {
  const normal = (value: unknown): unknown => {
    if (value === undefined || value === '') return null;
    // «Requiere» is a set of codes: the order a person lists them in changes nothing.
    if (key === 'requires') return Array.isArray(value) && value.length > 0 ? [...(value as string[])].sort() : null;
    if (key === 'organizations' || key === 'program') {
      if (Array.isArray(value)) return value.map((name) => foldForMatch(String(name)));
      return value === null ? null : foldForMatch(String(value));
    }
    return value;
  };
  return JSON.stringify(normal(before)) === JSON.stringify(normal(after));
}
