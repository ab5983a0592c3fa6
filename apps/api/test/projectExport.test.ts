import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoTenants, parseApiProjectQuery } from '@siipro/domain';
import type { Database } from '../src/db/client.ts';
import { EXPORT_ROW, exportBody } from '../src/projects/listExport.ts';
import { allProjectRows } from '../src/projects/listRows.ts';
import { count, enc, fixture, projects, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, get, list, total } = usePortfolioApi();

const argentinaDate = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

describe('GET /t/{slug}/projects/export', () => {
  const search = `type=proyecto&sort=-budgetAmount&filter[status][in]=${enc('Ejecución,Finalizado,Priorizado')}`;

  it('streams every selected row as CSV with BOM, ";" and Spanish headers', async () => {
    const expectedTotal = await total(search);
    const response = await get(`/t/cenit-demo/projects/export?format=csv&${search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="proyectos-cenit-demo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines[0]!.split(';').slice(0, 12)).toEqual([
      'Código',
      'Nombre',
      'Tipo',
      'Organismos',
      'Sector',
      'Área',
      'Puntuación',
      'Presupuesto',
      'Moneda',
      'Programa',
      'Estado',
      'Prioridad',
    ]);
    expect(lines).toHaveLength(expectedTotal + 1);
    const first = (await list(`${search}&limit=1`)).data[0]!;
    expect(lines[1]).toContain(String(first.budgetAmount).replace('.', ','));
  });

  it('writes each project as the list shows it: names, organisation, program, area, numbers and days', async () => {
    const csv = await (await get(`/t/cenit-demo/projects/export?format=csv&${search}`)).text();
    // Descriptions and lists hold ";" inside quoted fields: read it as a spreadsheet would.
    const [headers, ...lines] = parseCsv(csv, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];
    const items = [];
    for (let page = 1; ; page++) {
      const answer = await list(`${search}&limit=100&page=${page}`);
      items.push(...answer.data);
      if (!answer.pagination.hasNext) break;
    }
    expect(lines).toHaveLength(items.length);
    expect(items.some((item) => item.program)).toBe(true);
    expect(items.some((item) => item.budgetAmount === null)).toBe(true);
    items.forEach((item, index) => {
      const cells = Object.fromEntries(lines[index]!.map((cell, column) => [headers![column], cell]));
      const number = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
      // The lead organisation comes first among the participating ones.
      expect(cells['Organismos']!.split('; ')[0], item.slug).toBe(item.organization?.name ?? '');
      expect(cells, item.slug).toMatchObject({
        Código: item.projectCode ?? '',
        Nombre: item.name,
        Tipo: 'Proyecto',
        Sector: item.sector ?? '',
        Área: item.area ?? '',
        Puntuación: number(item.score),
        Presupuesto: number(item.budgetAmount),
        Moneda: item.budgetCurrencyCode,
        Programa: item.program?.name ?? '',
        Estado: item.status,
        Prioridad: item.priority ?? '',
        'Fuente de Financiamiento': item.fundingSource ?? '',
        'Evaluación Económica': item.economicEvaluation ?? '',
        'Estudio Ambiental': item.environmentalStudy ?? '',
        'Ejecución Esperada (meses)': number(item.expectedExecutionMonths),
        'Creado por': item.createdBy?.name ?? '',
        'Fecha de Creación': argentinaDate.format(new Date(item.createdAt)),
        'Última Actualización': argentinaDate.format(new Date(item.updatedAt)),
      });
    });
  });

  it('walks the rows chunk by chunk (keyset) in exactly the order of the paged list, ties and nulls included', async () => {
    const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;
    // The last two search text, which finds the rows from the trigram index and sorts them (listQuery.ts).
    for (const [search, expected] of [
      ['sort=status', fixture.length],
      ['sort=-budgetAmount', fixture.length],
      ['sort=priority', fixture.length],
      ['sort=-priority&type=proyecto', projects()],
      ['sort=organization', fixture.length],
      ['sort=-program', fixture.length],
      ['sort=sector,-score', fixture.length],
      [`sort=-budgetAmount&filter[name][ilike]=${enc('%de %')}`, count((p) => p.name.toLowerCase().includes('de '))],
      [
        `sort=-updatedAt&filter[description][ilike]=${enc('%la %')}`,
        count((p) => (p.description ?? '').toLowerCase().includes('la ')),
      ],
    ] as const) {
      const parsed = parseApiProjectQuery(search);
      if (!parsed.ok) throw new Error(search);
      const walked: string[] = [];
      for await (const chunk of allProjectRows(testContext().database.db, tenantId, parsed.query, EXPORT_ROW, 37)) {
        walked.push(...chunk.map((row) => row.id as string));
      }
      const paged: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await list(`${search}&limit=100&page=${page}`);
        paged.push(...answer.data.map((item) => item.projectId));
        if (!answer.pagination.hasNext) break;
      }
      expect(walked.length, search).toBeGreaterThan(37);
      expect(walked, search).toEqual(paged);
      expect(walked).toHaveLength(expected);
    }
  });

  it('writes an xlsx whose numbers are numeric cells with a number format', async () => {
    const response = await get(`/t/cenit-demo/projects/export?format=xlsx&${search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/proyectos-cenit-demo-.*\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe((await total(search)) + 1);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const budget = headers.indexOf('Presupuesto') + 1;
    const score = headers.indexOf('Puntuación') + 1;
    const cell = sheet.getRow(2).getCell(budget);
    expect(typeof cell.value).toBe('number');
    expect(cell.numFmt).toBe('#,##0.00');
    expect(typeof sheet.getRow(2).getCell(score).value).toBe('number');
    // Every data row keeps its columns' formats: dates are date cells shown as days, text has no number format.
    const created = headers.indexOf('Fecha de Creación') + 1;
    const name = headers.indexOf('Nombre') + 1;
    for (const rowNumber of [2, sheet.rowCount]) {
      const row = sheet.getRow(rowNumber);
      expect(row.getCell(created).value).toBeInstanceOf(Date);
      expect(row.getCell(created).numFmt).toBe('dd/mm/yyyy');
      expect(row.getCell(budget).numFmt).toBe('#,##0.00');
      expect(row.getCell(name).numFmt).toBeUndefined();
    }
  });

  it('stops without an error when the download is cancelled, before or after its first bytes', async () => {
    for (const format of ['csv', 'xlsx']) {
      const unread = await get(`/t/cenit-demo/projects/export?format=${format}`);
      await unread.body!.cancel();
      const started = await get(`/t/cenit-demo/projects/export?format=${format}`);
      const reader = started.body!.getReader();
      expect((await reader.read()).done, format).toBe(false);
      await reader.cancel();
    }
    // A producer still pushing into a cancelled stream would surface here as an uncaught error of the test run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(`/t/cenit-demo/projects/export?format=csv&${search}`)).status).toBe(200);
  });

  it('answers a selection of no rows with the header alone (CSV) or a workbook of one row (xlsx)', async () => {
    const nothing = 'filter[name][eq]=no-existe';
    const csv = await get(`/t/cenit-demo/projects/export?format=csv&${nothing}`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(1);
    const xlsx = await get(`/t/cenit-demo/projects/export?format=xlsx&${nothing}`);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.getWorksheet('Proyectos')!.rowCount).toBe(1);
  });

  it('reads the first rows before answering: a statement the database refuses rejects, no file is started', async () => {
    const refusal = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const refusingDb = { execute: () => Promise.reject(refusal) } as unknown as Database;
    const parsed = parseApiProjectQuery('type=proyecto');
    if (!parsed.ok) throw new Error('the query is valid');
    const tenantId = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.tenantId;
    for (const format of ['csv', 'xlsx'] as const) {
      await expect(exportBody(refusingDb, tenantId, parsed.query, format), format).rejects.toBe(refusal);
    }
  });

  it('answers 400 to a bad format or a bad query, and names programs "programas"', async () => {
    const bad = await get('/t/cenit-demo/projects/export?format=pdf');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('El formato de exportación debe ser csv o xlsx.');
    for (const query of [
      'sort=colour',
      'filter[budget_amount][gte]=mucho',
      'filter[name][ilike]=%25agua%5C',
      'page=0',
    ]) {
      const refused = await get(`/t/cenit-demo/projects/export?format=csv&${query}`);
      expect(refused.status, query).toBe(400);
      expect((await refused.json()).errorCode, query).toBe('VALIDATION_ERROR');
    }
    const programs = await get('/t/cenit-demo/projects/export?format=csv&type=programa');
    expect(programs.headers.get('content-disposition')).toMatch(/programas-cenit-demo-/);
    const lines = (await programs.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).not.toContain('Puntuación');
    expect(lines).toHaveLength(count((p) => p.type === 'programa') + 1);
  });
});
