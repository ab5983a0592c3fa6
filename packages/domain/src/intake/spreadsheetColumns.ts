// The projects spreadsheet: one definition of its columns for the export (GET /t/{slug}/projects/export), the import
// (POST /t/{slug}/projects/imports) and its template, so a file exported, edited in a spreadsheet and imported again
// is a full round trip. Each column names the form's field it carries (projectWrite.ts), how it is written as a cell,
// and how a cell is read back and checked with that field's own rule (projectFieldSchema). Derived columns (score,
// author, dates) are written by the export and ignored by the import.
import { messages } from '../messages/messages.ts';
import { interpolate } from '../messages/interpolate.ts';
import { parseTypedNumber } from '../format/numbers.ts';
import { PROJECT_TYPES, type ProjectType } from '../entities/project.ts';
import { projectFieldSchema, projectPublishedSchema, type ProjectWriteField } from './projectWrite.ts';

/** How a column's cells are written and read. */
export type SpreadsheetCellKind = 'text' | 'number' | 'money' | 'date' | 'list' | 'yesNo' | 'type';

export interface SpreadsheetColumn {
  /** The value's name in a row (the form's field, or a derived value). */
  key: SpreadsheetKey;
  header: string;
  kind: SpreadsheetCellKind;
  /** Written by the export, ignored by the import (computed by SIIPRO: score, author, dates). */
  derived?: boolean;
  /** A file without it cannot be imported. */
  required?: boolean;
  /** Left out of programs' exports, as the table hides it for programs (portfolio.md §2.2). */
  projectsOnly?: boolean;
  /** Other headers a person may have typed for it (earlier exports, the form's label). */
  aliases?: readonly string[];
  /** Column width in the xlsx, in characters. */
  width: number;
}

/** The values a row of the spreadsheet carries: the fields a person enters, by name where the form picks from a list. */
export type SpreadsheetKey =
  | Exclude<ProjectWriteField, 'organizationIds' | 'programId'>
  | 'published'
  | 'type'
  | 'organizations'
  | 'program'
  | 'requires'
  | 'score'
  | 'createdBy'
  | 'createdAt'
  | 'updatedAt';

const exported = messages.projects.exportColumns;
const form = messages.projectForm.fields;
const importTexts = messages.projectImport;

/** Every column, in the file's order: the export's first columns as before, then the rest of the form's fields. */
export const SPREADSHEET_COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'projectCode', header: exported.code, kind: 'text', required: true, width: 14 },
  { key: 'name', header: exported.name, kind: 'text', required: true, width: 48 },
  { key: 'type', header: exported.type, kind: 'type', width: 10 },
  {
    key: 'organizations',
    header: importTexts.columns.organizations,
    kind: 'list',
    aliases: [exported.organization],
    width: 36,
  },
  { key: 'sector', header: exported.sector, kind: 'text', width: 18 },
  { key: 'executingArea', header: exported.area, kind: 'text', aliases: [form.executingArea], width: 24 },
  { key: 'score', header: exported.score, kind: 'number', derived: true, projectsOnly: true, width: 11 },
  { key: 'budgetAmount', header: exported.budget, kind: 'money', width: 18 },
  { key: 'budgetCurrencyCode', header: exported.currency, kind: 'text', width: 8 },
  { key: 'program', header: exported.program, kind: 'text', projectsOnly: true, width: 36 },
  { key: 'status', header: exported.status, kind: 'text', width: 20 },
  { key: 'priority', header: exported.priority, kind: 'text', width: 10 },
  { key: 'fundingSource', header: exported.fundingSource, kind: 'text', width: 24 },
  { key: 'economicEvaluation', header: exported.economicEvaluation, kind: 'text', width: 18 },
  { key: 'environmentalStudy', header: exported.environmentalStudy, kind: 'text', width: 16 },
  {
    key: 'expectedExecutionMonths',
    header: exported.expectedExecutionMonths,
    kind: 'number',
    aliases: [form.expectedExecutionMonths],
    width: 12,
  },
  { key: 'budgetDate', header: form.budgetDate, kind: 'date', width: 12 },
  { key: 'beneficiaryCount', header: form.beneficiaryCount, kind: 'number', width: 12 },
  { key: 'description', header: form.description, kind: 'text', width: 60 },
  { key: 'expectedBenefits', header: form.expectedBenefits, kind: 'text', width: 48 },
  { key: 'sdgTargets', header: form.sdgTargets, kind: 'list', width: 48 },
  { key: 'landAvailability', header: form.landAvailability, kind: 'text', width: 18 },
  { key: 'progressStage', header: form.progressStage, kind: 'text', width: 18 },
  { key: 'addressLine1', header: form.addressLine1, kind: 'text', width: 40 },
  { key: 'latitude', header: form.latitude, kind: 'number', width: 11 },
  { key: 'longitude', header: form.longitude, kind: 'number', width: 11 },
  { key: 'tir', header: form.tir, kind: 'number', width: 8 },
  { key: 'isGreen', header: form.isGreen, kind: 'yesNo', width: 10 },
  { key: 'hasGenderDiversity', header: form.hasGenderDiversity, kind: 'yesNo', width: 10 },
  { key: 'hasSpecificFunds', header: form.hasSpecificFunds, kind: 'yesNo', width: 10 },
  // What the optimizer's model v2 reads (issue 44); "Requiere" names other projects by their code.
  { key: 'province', header: form.province, kind: 'text', width: 18 },
  { key: 'plannedStart', header: form.plannedStart, kind: 'text', width: 12 },
  { key: 'alternativeGroup', header: form.alternativeGroup, kind: 'text', width: 24 },
  { key: 'requires', header: importTexts.columns.requires, kind: 'list', projectsOnly: true, width: 24 },
  // The public portal's switch (issue 45): "Sí" publishes, "No" or an empty cell does not.
  { key: 'published', header: form.published, kind: 'yesNo', width: 10 },
  { key: 'createdBy', header: exported.createdBy, kind: 'text', derived: true, width: 22 },
  { key: 'createdAt', header: exported.createdAt, kind: 'date', derived: true, width: 12 },
  { key: 'updatedAt', header: exported.updatedAt, kind: 'date', derived: true, width: 12 },
];

/** The columns of an export of projects or of programs. */
export function spreadsheetColumnsFor(type: ProjectType | null): readonly SpreadsheetColumn[] {
  return type === 'programa' ? SPREADSHEET_COLUMNS.filter((column) => !column.projectsOnly) : SPREADSHEET_COLUMNS;
}

/** Lists (organisations, SDGs) are joined with this in one cell. */
export const SPREADSHEET_LIST_SEPARATOR = '; ';

/** A cell as a spreadsheet holds it: text, a number, a day (a Date at 00:00 UTC) or nothing. */
export type SpreadsheetCell = string | number | Date | null;

/** A value of a project as the database and the API hold it, for one column. */
export type SpreadsheetValue = string | number | boolean | Date | readonly string[] | null | undefined;

/** A text that a spreadsheet would run as a formula: the export defuses it with a leading apostrophe. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** How a project's value is written in its column's cell. */
export function spreadsheetCellOf(column: SpreadsheetColumn, value: SpreadsheetValue): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'type':
      return messages.projects.types[value === 'programa' ? 'programa' : 'proyecto'];
    case 'yesNo':
      return value ? importTexts.columns.yes : importTexts.columns.no;
    case 'list':
      return Array.isArray(value) ? value.join(SPREADSHEET_LIST_SEPARATOR) || null : String(value as string);
    case 'date':
      return value instanceof Date ? value : new Date(`${String(value as string)}T00:00:00.000Z`);
    case 'number':
    case 'money':
      return typeof value === 'number' ? value : Number(value);
    default:
      // Stored lists of benefits (demo data) are written as one text, as the form shows them.
      return Array.isArray(value) ? value.join(SPREADSHEET_LIST_SEPARATOR) : String(value as string);
  }
}

/** Lower case, no accents, single spaces: how headers, organisations and programs are matched. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HeaderMatch {
  /** The column of each header of the file, in its order; null for a header the import does not read. */
  columns: (SpreadsheetColumn | null)[];
  /** Headers that are no column of the spreadsheet (errors: a typo would silently drop a field). */
  unknown: string[];
  /** Required columns the file lacks (errors). */
  missingRequired: string[];
  /** Other columns the file lacks: their fields stay as they are (update) or empty (create). */
  missing: string[];
  /** Headers given twice (errors). */
  repeated: string[];
}

const columnsByFoldedHeader = new Map<string, SpreadsheetColumn>();
function columnOfHeader(header: string): SpreadsheetColumn | undefined {
  if (columnsByFoldedHeader.size === 0) {
    for (const column of SPREADSHEET_COLUMNS) {
      for (const name of [column.header, ...(column.aliases ?? [])])
        columnsByFoldedHeader.set(foldForMatch(name), column);
    }
  }
  return columnsByFoldedHeader.get(foldForMatch(header));
}

/** Matches a file's header row to the columns, tolerating case, accents and spaces. Empty headers are skipped. */
export function matchSpreadsheetHeaders(headers: readonly string[]): HeaderMatch {
  const seen = new Set<SpreadsheetKey>();
  const match: HeaderMatch = { columns: [], unknown: [], missingRequired: [], missing: [], repeated: [] };
  for (const header of headers) {
    const trimmed = header.replace(/^\uFEFF/, '').trim();
    const column = trimmed ? columnOfHeader(trimmed) : undefined;
    if (trimmed && !column) match.unknown.push(trimmed);
    if (column && seen.has(column.key)) match.repeated.push(trimmed);
    match.columns.push(column && !seen.has(column.key) ? column : null);
    if (column) seen.add(column.key);
  }
  for (const column of SPREADSHEET_COLUMNS) {
    if (column.derived || seen.has(column.key)) continue;
    (column.required ? match.missingRequired : match.missing).push(column.header);
  }
  return match;
}

/** A cell read: the field's value as the write bodies take it, or the Spanish reason it is refused. */
export type CellReading = { ok: true; value: unknown } | { ok: false; reason: string };

const DAY_DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A cell's text: numbers and days as a person would type them; a defused formula without its apostrophe. */
export function cellText(cell: SpreadsheetCell | boolean | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function readNumber(cell: SpreadsheetCell | boolean): number | null | undefined {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell);
  if (text === '') return null;
  const plain = parseTypedNumber(text);
  return plain === null ? undefined : Number(plain);
}

function readDay(cell: SpreadsheetCell | boolean): string | null | undefined {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? undefined : cell.toISOString().slice(0, 10);
  const text = cellText(cell);
  if (text === '') return null;
  const dmy = DAY_DMY.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return text;
}

const yesWords = new Set(['si', 'sí', 'yes', 'true', 'verdadero', '1'].map(foldForMatch));
const noWords = new Set(['no', 'false', 'falso', '0'].map(foldForMatch));

/** The field's rule on a value, as the API and the form check it. */
function checked(field: ProjectWriteField | 'published', value: unknown): CellReading {
  const schema = field === 'published' ? projectPublishedSchema : projectFieldSchema(field);
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, reason: result.error.issues[0]?.message ?? importTexts.errors.numberInvalid };
}

/**
 * Reads one cell of an importable column. Organisations and the program come back as names (the API finds them in
 * the tenant); every other field comes back checked by its own rule.
 */
export function readSpreadsheetCell(column: SpreadsheetColumn, cell: SpreadsheetCell | boolean): CellReading {
  switch (column.kind) {
    case 'type': {
      const text = foldForMatch(cellText(cell));
      if (text === '') return { ok: true, value: 'proyecto' };
      const type = PROJECT_TYPES.find((candidate) => foldForMatch(messages.projects.types[candidate]) === text);
      return type ? { ok: true, value: type } : { ok: false, reason: importTexts.errors.typeUnknown };
    }
    case 'yesNo': {
      if (typeof cell === 'boolean') return checked(column.key as ProjectWriteField | 'published', cell);
      const text = foldForMatch(cellText(cell));
      // Published is yes or no, never unknown: an empty cell is "not published".
      if (text === '') return { ok: true, value: column.key === 'published' ? false : null };
      if (yesWords.has(text)) return { ok: true, value: true };
      if (noWords.has(text)) return { ok: true, value: false };
      return { ok: false, reason: importTexts.errors.yesNoInvalid };
    }
    case 'number':
    case 'money': {
      const value = readNumber(cell);
      if (value === undefined) return { ok: false, reason: importTexts.errors.numberInvalid };
      return checked(column.key as ProjectWriteField, value);
    }
    case 'date': {
      const value = readDay(cell);
      if (value === undefined) return { ok: false, reason: importTexts.errors.dateInvalid };
      return checked(column.key as ProjectWriteField, value);
    }
    case 'list': {
      const names = cellText(cell)
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean);
      // Organisations are names and "Requiere" codes: the API finds them in the tenant (and in the file).
      if (column.key === 'organizations' || column.key === 'requires') return { ok: true, value: names };
      return checked(column.key as ProjectWriteField, names);
    }
    default: {
      const text = cellText(cell);
      if (column.key === 'program') return { ok: true, value: text || null };
      // Currency codes are upper case; a blank one is the default currency.
      if (column.key === 'budgetCurrencyCode') return checked('budgetCurrencyCode', text.toUpperCase() || 'ARS');
      if (column.key === 'priority' || column.key === 'progressStage') return checked(column.key, text || null);
      // A spreadsheet turns "2027-03" into a day: its month is the planned start.
      if (column.key === 'plannedStart' && cell instanceof Date) return checked('plannedStart', text.slice(0, 7));
      return checked(column.key as ProjectWriteField, text);
    }
  }
}

/** The text of an error about a column, for the report. */
export function headerErrorText(kind: 'unknown' | 'missing' | 'repeated', column: string): string {
  const texts = importTexts.errors;
  const template =
    kind === 'unknown' ? texts.unknownColumn : kind === 'missing' ? texts.missingColumn : texts.repeatedColumn;
  return interpolate(template, { column });
}
