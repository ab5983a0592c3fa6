// The upload counts a CSV's data rows from its bytes (readSpreadsheet.ts countCsvDataRows) instead of parsing them:
// the count must be the one the import's own reading gives (csv-parse, blank rows left out), whatever the file does
// with quotes, separators and line breaks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countCsvDataRows, isBlankRow, readSpreadsheet } from '../src/projects/import/readSpreadsheet.ts';

const directory = mkdtempSync(join(tmpdir(), 'siipro-count-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function parsedCount(path: string): Promise<number> {
  let rows = 0;
  for await (const row of readSpreadsheet(path, 'csv')) if (row.number > 1 && !isBlankRow(row.cells)) rows += 1;
  return rows;
}

const files: Record<string, string> = {
  'export format': '\uFEFFCódigo;Nombre;Presupuesto\r\nA-1;Escuela;1.500,50\r\nA-2;Ruta;2.000\r\n',
  'no line break at the end': 'Código;Nombre\nA-1;Escuela\nA-2;Ruta',
  'blank rows and separators only': 'Código;Nombre\n\nA-1;Escuela\n;;\n ; \n"";""\nA-2;Ruta\n\n\n',
  'line breaks and separators inside quotes':
    'Código;Nombre\nA-1;"Escuela\nrural; etapa 2"\r\nA-2;"dice ""hola""\r\n y sigue"\n',
  'a quote inside an unquoted field': 'Código;Nombre\nA-1;Caño de 5" de diámetro\nA-2;Ruta\n',
  'old Mac line breaks': 'Código;Nombre\rA-1;Escuela\rA-2;Ruta\r',
  commas: 'Código,Nombre\nA-1,"Escuela, rural"\nA-2,Ruta\n',
  'only a header': 'Código;Nombre\r\n',
  'a quoted field that is only blanks': 'Código;Nombre\n"  ";\nA-1;x\n',
};

describe('countCsvDataRows', () => {
  for (const [name, text] of Object.entries(files)) {
    it(`counts as the import reads: ${name}`, async () => {
      const path = join(directory, `${name.replaceAll(' ', '-')}.csv`);
      writeFileSync(path, text, 'utf8');
      const delimiter = text.split(/\r\n|\n|\r/)[0]!.includes(';') ? ';' : ',';
      expect(await countCsvDataRows(path, delimiter)).toBe(await parsedCount(path));
    });
  }

  it('counts across chunk boundaries (an escaped quote split between two reads)', async () => {
    const path = join(directory, 'long.csv');
    const rows = Array.from({ length: 30_000 }, (_, index) => `A-${index};"texto ""citado"" ${index}\nsigue"`);
    writeFileSync(path, `Código;Nombre\n${rows.join('\n')}\n`, 'utf8');
    expect(await countCsvDataRows(path, ';')).toBe(30_000);
    expect(await parsedCount(path)).toBe(30_000);
  });

  it('counts a quote that starts the next read, after a field or inside one, as the parser reads it', async () => {
    // The reads are 64 KB: the quote is the first byte of the second one. After a separator it opens a quoted field
    // (its line break is inside the field); after a letter it is a character (its line break ends the record).
    for (const [name, last] of [
      ['after a separator', ';'],
      ['inside a field', 'y'],
    ] as const) {
      const path = join(directory, `boundary-${name.replaceAll(' ', '-')}.csv`);
      let text = 'Código;Nombre\n';
      for (let index = 0; Buffer.byteLength(text) < 60_000; index++) text += `A-${index};Escuela ${index}\n`;
      const fill = 64 * 1024 - Buffer.byteLength(text) - 'B-1;'.length - 1;
      text += `B-1;${'y'.repeat(fill)}${last}"dos\nlíneas";z\nC-1;Ruta\n`;
      expect(Buffer.byteLength(text.slice(0, text.indexOf('"dos')))).toBe(64 * 1024);
      writeFileSync(path, text, 'utf8');
      expect(await countCsvDataRows(path, ';'), name).toBe(await parsedCount(path));
    }
  });

  it('refuses a quote never closed, as the parser does', async () => {
    const path = join(directory, 'open-quote.csv');
    writeFileSync(path, 'Código;Nombre\nA-1;"Escuela\n', 'utf8');
    await expect(countCsvDataRows(path, ';')).rejects.toThrow(/Quote Not Closed/);
    await expect(parsedCount(path)).rejects.toThrow(/Quote Not Closed/);
  });
});
