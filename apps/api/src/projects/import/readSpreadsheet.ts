// The rows of an uploaded spreadsheet, streamed from disk one at a time: CSV through csv-parse (the export's own
// format: UTF-8 with or without BOM, ";" between fields, quoted fields that may hold ";" and line breaks; a file
// saved with "," between fields is read too), xlsx through exceljs' streaming WorkbookReader (first sheet only).
// Each row comes with the number a spreadsheet shows beside it (the header is row 1), so errors point at real rows.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { SpreadsheetCell } from '@siipro/domain';
import type { SpreadsheetFormat } from './spoolUpload.ts';

export interface SheetRow {
  /** As a spreadsheet numbers it: the header row is 1. */
  number: number;
  cells: SpreadsheetCell[];
}

export function readSpreadsheet(path: string, format: SpreadsheetFormat): AsyncGenerator<SheetRow> {
  return format === 'csv' ? readCsv(path) : readXlsx(path);
}

/** The header row's separator: ";" as the export writes it, unless the first line has none and has commas. */
async function csvDelimiter(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(16 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const firstLine = head.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    if (firstLine.includes(';')) return ';';
    if (firstLine.includes('\t')) return '\t';
    return firstLine.includes(',') ? ',' : ';';
  } finally {
    await handle.close();
  }
}

/**
 * Bytes of the file read (and parsed, or counted) in one go. csv-parse turns a whole chunk into records before the
 * event loop runs again, and the API's requests wait for it: a 64 KB chunk (fs's default) is ~160 rows of the export.
 * Measured on 20 000 rows at load ~8 (a 0 ms interval's lateness while reading): the event loop's gaps had a p95 of
 * 15–16 ms with 64 KB, 4.5–5.4 ms with 8 KB, for ~8 % more parsing time; the check's own slices are 1 ms
 * (eventLoopTurns.ts).
 */
const READ_CHUNK_BYTES = 8 * 1024;

async function* readCsv(path: string): AsyncGenerator<SheetRow> {
  const parser = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES }).pipe(
    parse({ delimiter: await csvDelimiter(path), bom: true, relax_column_count: true, relax_quotes: true }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    number += 1;
    yield { number, cells: record };
  }
}

/** An exceljs cell value as the import reads it: formulas as their text (never run), rich text as plain text. */
export function xlsxCell(value: ExcelJS.CellValue): SpreadsheetCell | boolean {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('formula' in value && value.formula) return `=${value.formula}`;
    if ('sharedFormula' in value && value.sharedFormula) return `=${value.sharedFormula}`;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value as unknown);
}

async function* readXlsx(path: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number.
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as ExcelJS.CellValue[];
      const cells: (SpreadsheetCell | boolean)[] = [];
      // exceljs numbers cells from 1.
      for (let index = 1; index < values.length; index++) cells.push(xlsxCell(values[index]));
      yield { number: row.number, cells: cells as SpreadsheetCell[] };
    }
    // The first sheet is the portfolio; others (notes, lookups) are not read.
    return;
  }
}

/** Rows under the header that hold anything, counted before checking (the 200 000-row limit, the progress bar). */
export async function countDataRows(path: string, format: SpreadsheetFormat): Promise<number> {
  if (format === 'csv') return countCsvDataRows(path, await csvDelimiter(path));
  let rows = 0;
  for await (const row of readSpreadsheet(path, format)) {
    if (row.number > 1 && !isBlankRow(row.cells)) rows += 1;
  }
  return rows;
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * The same count for a CSV, from its bytes without making any field: the upload's request waits for it, and parsing
 * 100 000 rows only to count them took as long as checking them. Records end at a line break outside quotes (CRLF,
 * LF or CR); a quote opens a quoted field only at a field's start (elsewhere it is a character, as csv-parse's
 * relax_quotes reads it); `""` inside quotes is one quote. A record counts when it is not the header and holds
 * anything but separators, blanks and empty quotes (isBlankRow). A test holds it to csv-parse's count.
 */
export async function countCsvDataRows(path: string, delimiter: string): Promise<number> {
  const separator = delimiter.charCodeAt(0);
  let rows = 0;
  let record = 0;
  let content = false;
  let inQuotes = false;
  let fieldStart = true;
  // A quote inside quotes whose next byte is in the next chunk: "" (escaped) or the field's end.
  let quotePending = false;
  let afterCr = false;
  const endRecord = () => {
    if (record > 0 && content) rows += 1;
    record += 1;
    content = false;
    fieldStart = true;
  };
  // 64 KB a chunk: scanning bytes is much cheaper than parsing them. With 1 MB chunks the gaps' p95 was 27–31 ms
  // (same measure as READ_CHUNK_BYTES), with 64 KB 3–6 ms.
  for await (const chunk of createReadStream(path, { highWaterMark: 8 * READ_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    // The next line break and quote at or after the current byte (-1: none left in the chunk), looked up natively
    // (indexOf) and only again once passed.
    let nextLf = chunk.indexOf(LF);
    let nextCr = chunk.indexOf(CR);
    let nextQuote = chunk.indexOf(QUOTE);
    const next = (found: number, byte: number, from: number) =>
      found === -1 || found >= from ? found : chunk.indexOf(byte, from);
    for (let index = 0; index < chunk.length; index++) {
      if (content && !inQuotes && !quotePending) {
        // The record already counts: up to its line break only a quote could change anything. Without one, skip
        // there (most of a file's bytes: checking every byte took 170–180 ms of the upload's request at 100 000 rows).
        nextLf = next(nextLf, LF, index);
        nextCr = next(nextCr, CR, index);
        nextQuote = next(nextQuote, QUOTE, index);
        const lineEnd = Math.min(nextLf === -1 ? chunk.length : nextLf, nextCr === -1 ? chunk.length : nextCr);
        if (lineEnd > index && (nextQuote === -1 || nextQuote >= lineEnd)) {
          // A quote right after this stretch opens a quoted field only if the stretch ended a field.
          fieldStart = chunk[lineEnd - 1] === separator;
          index = lineEnd - 1;
          continue;
        }
      }
      const byte = chunk[index]!;
      if (quotePending) {
        quotePending = false;
        if (byte === QUOTE) {
          content = true;
          continue;
        }
        inQuotes = false;
      }
      if (inQuotes) {
        if (byte === QUOTE) {
          if (index + 1 === chunk.length) quotePending = true;
          else if (chunk[index + 1] === QUOTE) {
            content = true;
            index += 1;
          } else inQuotes = false;
        } else if (byte !== SPACE && byte !== TAB && byte !== CR && byte !== LF) content = true;
        continue;
      }
      const wasAfterCr = afterCr;
      afterCr = false;
      if (byte === LF) {
        if (!wasAfterCr) endRecord();
      } else if (byte === CR) {
        endRecord();
        afterCr = true;
      } else if (byte === separator) fieldStart = true;
      else if (byte === QUOTE && fieldStart) {
        inQuotes = true;
        fieldStart = false;
      } else if (byte === SPACE || byte === TAB) fieldStart = false;
      else {
        content = true;
        fieldStart = false;
      }
    }
  }
  // A quote opened and never closed: unreadable, as csv-parse says it (the upload's 400).
  if (inQuotes && !quotePending) throw new Error(`Quote Not Closed: the parsing is finished with an opening quote`);
  // The last record, without a line break after it.
  if (record > 0 && content) rows += 1;
  return rows;
}

export function isBlankRow(cells: readonly (SpreadsheetCell | boolean)[]): boolean {
  return cells.every((cell) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === ''));
}
