// GET /t/{slug}/projects/export: every row the list query selects (no paging), as CSV or xlsx, streamed chunk by
// chunk from the keyset walk of listRows.ts.
//
// CSV: UTF-8 with BOM (Excel only reads UTF-8 when the file starts with one), `;` between fields and decimal comma
// without thousands separators. Excel with Spanish (Argentina) regional settings uses `,` as the decimal separator and
// therefore `;` as its list separator: a `;` file opens in columns on a double click, and "1234,5" is read as a
// number. (A `sep=;` first line would also work elsewhere but makes Excel ignore the BOM, breaking accents.)
// xlsx: exceljs' streaming WorkbookWriter; numbers are numeric cells with a number format (Excel shows them with the
// reader's own separators: 1.234,50 in es-AR), dates are date cells.
import { PassThrough } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  ARGENTINA_TIME_ZONE,
  calendarDayOf,
  FORMULA_START,
  spreadsheetCellOf,
  spreadsheetColumnsFor,
  type ApiProjectQuery,
  type SpreadsheetCell,
  type SpreadsheetCellKind,
  type SpreadsheetColumn,
  type SpreadsheetKey,
  type SpreadsheetValue,
} from '@siipro/domain';
import type { Database } from '../db/client.ts';
import { allProjectRows } from './listRows.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** What the export reads of each project: one value per spreadsheet column (domain's spreadsheetColumns.ts). */
export type ExportRow = Record<SpreadsheetKey, SpreadsheetValue>;

/**
 * The ExportRow columns, straight from `projects`: the lead organisation's and the program's names are the copies
 * the list sorts by (schema.ts), so the chunk statement joins nothing. The participating organisations are one
 * array per row from the (project_id, …) primary key of the links. Measured at 100 000 projects: ~9 ms per chunk of
 * 1 000 rows before the organisations' arrays, against ~66 ms for the list's JSON items (their joins and subqueries).
 */
export const EXPORT_ROW = sql.raw(`p.project_code as "projectCode", p.name, p.type,
  coalesce((select array_agg(o.name order by po.position, o.name) from project_organizations po
    join organizations o on o.id = po.organization_id where po.project_id = p.id),
    array_remove(array[nullif(p.organization_name, '')], null)) as organizations,
  p.sector, p.executing_area as "executingArea",
  p.score::float8 as score, p.budget_amount::float8 as "budgetAmount", p.budget_currency_code as "budgetCurrencyCode",
  nullif(p.program_name, '') as program, p.status, p.priority, p.funding_source as "fundingSource",
  p.economic_evaluation as "economicEvaluation", p.environmental_study as "environmentalStudy",
  p.expected_execution_months as "expectedExecutionMonths", p.budget_date::text as "budgetDate",
  p.beneficiary_count as "beneficiaryCount", p.description, p.expected_benefits as "expectedBenefits",
  p.sdg_targets as "sdgTargets", p.land_availability as "landAvailability", p.progress_stage as "progressStage",
  p.address_line1 as "addressLine1", p.latitude, p.longitude, p.tir::float8 as tir, p.is_green as "isGreen",
  p.has_gender_diversity as "hasGenderDiversity", p.has_specific_funds as "hasSpecificFunds", p.published,
  p.province, p.planned_start as "plannedStart", p.alternative_group as "alternativeGroup",
  (select array_agg(rp.project_code order by rp.project_code) from project_requirements r
    join projects rp on rp.id = r.required_project_id
    where r.project_id = p.id and rp.project_code is not null and rp.project_code <> '') as requires,
  nullif(p.created_by_name, '') as "createdBy",
  to_char(p.created_at at time zone '${ARGENTINA_TIME_ZONE}', 'YYYY-MM-DD') as "createdAt",
  to_char(p.updated_at at time zone '${ARGENTINA_TIME_ZONE}', 'YYYY-MM-DD') as "updatedAt"`);

export function exportColumns(query: ApiProjectQuery): readonly SpreadsheetColumn[] {
  return spreadsheetColumnsFor(query.type === 'programa' ? 'programa' : null);
}

/** e.g. proyectos-cenit-demo-2026-11-21.csv (the day in Argentina). */
export function exportFilename(tenantSlug: string, query: ApiProjectQuery, format: ExportFormat, now: Date): string {
  const what = query.type === 'programa' ? 'programas' : 'proyectos';
  return `${what}-${tenantSlug}-${calendarDayOf(now)}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A number with a decimal comma and no grouping ("1234567,5"), which es-AR Excel reads as a number. */
function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** One CSV field; also the errors' CSV of the import writes its cells with it. */
export function csvField(value: SpreadsheetCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return csvNumber(value);
  if (value instanceof Date) {
    const [year, month, day] = value.toISOString().slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  }
  // A text cell that starts like a formula would be run by a spreadsheet: defuse it with a leading apostrophe.
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.join(';')}\r\n`;
}

const utf8 = new TextEncoder();

/** One project's cells, in its columns' order. */
export function exportCells(row: ExportRow, columns: readonly SpreadsheetColumn[]): SpreadsheetCell[] {
  return columns.map((column) => spreadsheetCellOf(column, row[column.key]));
}

export async function* csvChunks(rows: AsyncIterable<ExportRow[]>, columns: readonly SpreadsheetColumn[]) {
  yield utf8.encode(`\uFEFF${csvLine(columns.map((column) => csvField(column.header)))}`);
  for await (const chunk of rows) {
    const text = chunk.map((row) => csvLine(exportCells(row, columns).map(csvField))).join('');
    yield utf8.encode(text);
  }
}

const NUMBER_FORMATS: Record<SpreadsheetCellKind, string | undefined> = {
  text: undefined,
  list: undefined,
  yesNo: undefined,
  type: undefined,
  number: '#,##0.##',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
};

/** Writes the workbook into `output` as rows arrive; exceljs zips on the fly, so memory stays at about one chunk. */
export async function writeXlsx(
  rows: AsyncIterable<ExportRow[]>,
  columns: readonly SpreadsheetColumn[],
  output: PassThrough,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'SIIPRO';
  const sheet = workbook.addWorksheet('Proyectos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // exceljs gives each new cell its own copy of the column's style and looks a style up by serialising it to XML,
  // unless it has seen that very object before: handing every cell of a column one shared object skips that lookup
  // (a third of the writer's time).
  const cellStyles = sheet.columns.map((column) => column.style ?? {});
  for await (const chunk of rows) {
    // The reader went away (a cancelled download, or an answer replaced by an error): stop reading the database.
    if (output.destroyed) return;
    for (const row of chunk) {
      const written = sheet.addRow(exportCells(row, columns));
      written.eachCell({ includeEmpty: true }, (cell, column) => {
        cell.style = cellStyles[column - 1]!;
      });
      written.commit();
    }
    // Let the zip stream drain into the response before the next chunk.
    await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Which columns a file has and the statement's columns that fill them: the export's own by default; the public
 * portal's open data (public/publicRows.ts) writes only the public ones, from a row that reads nothing else.
 */
export interface ExportShape {
  columns: readonly SpreadsheetColumn[];
  row: SQL;
}

/**
 * The body of the export response, pulled by the HTTP server at the pace the client reads it. The first rows are read
 * before it is returned, so a statement the database refuses rejects here and answers as an error, rather than as a
 * 200 whose file stops after its header. Cancelling it (the client left, or the answer was replaced by an error before
 * anything was sent) ends the producer: the CSV generator returns, the xlsx writer's output is destroyed. Pulled from
 * iterators (streamOf) rather than Readable.toWeb, which keeps pushing a PassThrough's buffered data into the
 * cancelled stream — an uncaught exception in Node.
 */
export async function exportBody(
  db: Database,
  tenantId: string,
  query: ApiProjectQuery,
  format: ExportFormat,
  signal?: AbortSignal,
  shape: ExportShape = { columns: exportColumns(query), row: EXPORT_ROW },
): Promise<ReadableStream<Uint8Array>> {
  const { columns } = shape;
  // The driver's rows carry the columns of shape.row (EXPORT_ROW by default), which ExportRow describes.
  const rows = (await withFirstItemRead(
    abortable(allProjectRows(db, tenantId, query, shape.row), signal),
  )) as AsyncGenerator<ExportRow[]>;
  if (format === 'csv') return streamOf(csvChunks(rows, columns));
  const output = new PassThrough();
  writeXlsx(rows, columns, output).catch((error: unknown) => output.destroy(error as Error));
  // Destroyed on cancel even if never read: the writer then stops instead of filling memory with the whole file.
  return streamOf(output[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>, () => output.destroy());
}

/** A web stream that pulls from an async iterator; cancelling it returns the iterator and runs `stop`. */
export function streamOf(chunks: AsyncIterator<Uint8Array>, stop?: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      stop?.();
      await chunks.return?.();
    },
  });
}

/** Reads the first item of `source` now (its failure rejects here), then yields that item and the rest. */
export async function withFirstItemRead<T>(source: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await source.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* source;
  })();
}

/** Stops reading the database as soon as the client goes away. */
export async function* abortable<T>(source: AsyncGenerator<T>, signal?: AbortSignal): AsyncGenerator<T> {
  for await (const item of source) {
    if (signal?.aborted) return;
    yield item;
  }
}
