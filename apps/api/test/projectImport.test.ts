// The spreadsheet import of issue 42 (POST /t/{slug}/projects/imports and its job, template and errors): the export's
// own file re-imports unchanged, every bad cell is named by row, column and reason, nothing is written unless the
// whole file is right (one transaction), a project edited since the review is a conflict, and the limits, formats,
// permissions and tenants are held. Run on PGlite and on PostgreSQL.
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOrganizationsByTenant, messages, SPREADSHEET_COLUMNS, type ImportJob } from '@siipro/domain';
import { activity, projects, tenants } from '../src/db/schema.ts';
import { createApp } from '../src/http/app.ts';
import { ImportRunner } from '../src/projects/import/importRunner.ts';
import { databaseChecksum } from './support/databaseChecksum.ts';
import { BASE } from './support/http.ts';
import { usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens } = usePortfolioApi();
const SLUG = 'cenit-demo';
const runner = new ImportRunner();
let app: ReturnType<typeof createApp>;
let tenantId: string;
const organizationName = demoOrganizationsByTenant['cenit-demo'][0]!.name;

beforeAll(async () => {
  // The app of the portfolio's context, with a runner this file can wait on (no polling, no sleeps).
  app = createApp({ ...testContext().deps, imports: runner });
  const db = testContext().database.db;
  [{ id: tenantId }] = (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, SLUG))) as [
    { id: string },
  ];
});

const call = (path: string, token: string, init: RequestInit = {}) =>
  app.request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

interface Upload {
  name: string;
  bytes: Uint8Array | string;
}

/** POSTs a file; returns the answer and, for a 202, the job once it has ended. */
async function upload(
  file: Upload,
  fields: Record<string, string>,
  token = tokens.editor!,
  slug = SLUG,
): Promise<{ status: number; body: Record<string, unknown>; job: ImportJob | null }> {
  const form = new FormData();
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], file.name));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await call(`/t/${slug}/projects/imports`, token, { method: 'POST', body: form });
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 202) return { status: response.status, body, job: null };
  await runner.settled(String(body.importId));
  const read = await call(`/t/${slug}/projects/imports/${String(body.importId)}`, token);
  expect(read.status).toBe(200);
  return { status: 202, body, job: (await read.json()) as ImportJob };
}

const review = (file: Upload, fields: Record<string, string> = {}) => upload(file, { dryRun: 'true', ...fields });
const apply = (file: Upload, fields: Record<string, string> = {}) => upload(file, { dryRun: 'false', ...fields });

/** A CSV in the export's format: BOM, ";" and CRLF. */
function csv(rows: string[][]): Upload {
  const text = rows
    .map((row) => row.map((cell) => (/[";\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(';'))
    .join('\r\n');
  return { name: 'planilla.csv', bytes: `\uFEFF${text}\r\n` };
}

const HEADERS = ['Código', 'Nombre', 'Tipo', 'Organismos', 'Estado', 'Presupuesto', 'Latitud', 'Longitud'];
const row = (code: string, name: string, extra: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    Código: code,
    Nombre: name,
    Tipo: 'Proyecto',
    Organismos: organizationName,
    Estado: 'Identificado',
    Presupuesto: '1.500.000,50',
    Latitud: '-34,6',
    Longitud: '-58,4',
    ...extra,
  };
  return HEADERS.map((header) => values[header] ?? '');
};

async function exportFile(format: 'csv' | 'xlsx'): Promise<Upload> {
  const response = await call(`/t/${SLUG}/projects/export?format=${format}`, tokens.editor!);
  expect(response.status).toBe(200);
  return { name: `proyectos.${format}`, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const checksum = () => databaseChecksum(testContext().database.db);

/** The database's fingerprint without the import jobs' own table (every upload adds a job row). */
async function portfolioChecksum() {
  const { project_imports: _jobs, ...rest } = await checksum();
  return rest;
}

async function projectByCode(code: string) {
  const [found] = await testContext()
    .database.db.select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.projectCode, code)));
  return found;
}

describe('the template', () => {
  it('is the spreadsheet’s columns a person fills, with one example row, in CSV and xlsx', async () => {
    const entered = SPREADSHEET_COLUMNS.filter((column) => !column.derived).map((column) => column.header);
    const csvAnswer = await call(`/t/${SLUG}/projects/imports/template.csv`, tokens.editor!);
    expect(csvAnswer.status).toBe(200);
    expect(csvAnswer.headers.get('content-disposition')).toContain('plantilla-proyectos.csv');
    const [headers, example, ...rest] = parseCsv(await csvAnswer.text(), { delimiter: ';', bom: true }) as string[][];
    expect(headers).toEqual(entered);
    expect(rest).toEqual([]);
    expect(example![headers!.indexOf('Presupuesto')]).toBe('1500000,5');

    const xlsxAnswer = await call(`/t/${SLUG}/projects/imports/template.xlsx`, tokens.editor!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsxAnswer.arrayBuffer());
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(entered);
  });

  it('reviews as one new project whose organisation is listed as new', async () => {
    const template = await call(`/t/${SLUG}/projects/imports/template.csv`, tokens.editor!);
    const { job } = await review({ name: 'plantilla.csv', bytes: new Uint8Array(await template.arrayBuffer()) });
    expect(job!.status).toBe('ready');
    expect(job!.report!.newOrganizations).toEqual(['Ministerio de Obras Públicas']);
    expect(job!.report!.errors).toEqual([
      expect.objectContaining({ row: 2, column: 'Organismos', value: 'Ministerio de Obras Públicas' }),
    ]);
    const allowed = await review(
      {
        name: 'plantilla.csv',
        bytes: new Uint8Array(
          await (await call(`/t/${SLUG}/projects/imports/template.csv`, tokens.editor!)).arrayBuffer(),
        ),
      },
      { createOrganizations: 'true' },
    );
    expect(allowed.job!.report!.counts).toEqual({ create: 1, update: 0, unchanged: 0, invalidRows: 0 });
    expect(allowed.job!.report!.errors).toEqual([]);
  });
});

describe('the round trip', () => {
  it('re-imports the export unchanged, CSV and xlsx: 0 created, 0 updated, every row unchanged', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await exportFile(format);
      const { job } = await review(file);
      const exported = Number(
        (await (await call(`/t/${SLUG}/projects?limit=1`, tokens.editor!)).json()).pagination.total,
      );
      expect(job!.report!.errors, format).toEqual([]);
      expect(job!.report!.counts, format).toEqual({ create: 0, update: 0, unchanged: exported, invalidRows: 0 });
      expect(job!.total).toBe(exported);
      expect(job!.processed).toBe(exported);
    }
  });
});

describe('checking every cell', () => {
  it('names an unknown column and a missing required one, and reads no row', async () => {
    const { job } = await review(
      csv([
        ['Código', 'Presupuestoo', 'Estado'],
        ['X-1', '10', 'Identificado'],
      ]),
    );
    expect(job!.report!.errors).toEqual([
      expect.objectContaining({ row: 1, column: 'Presupuestoo', reason: expect.stringContaining('«Presupuestoo»') }),
      expect.objectContaining({ row: 1, column: 'Nombre', reason: 'Falta la columna «Nombre», que es obligatoria.' }),
    ]);
    expect(job!.report!.counts).toEqual({ create: 0, update: 0, unchanged: 0, invalidRows: 0 });
  });

  it('names exactly the 3 bad rows of 10 000 (row, column, reason) and writes nothing', async () => {
    const rows = [HEADERS];
    for (let index = 1; index <= 10_000; index++) rows.push(row(`IMP-${index}`, `Obra importada número ${index}`));
    rows[1_234] = row('IMP-1234', 'Obra con presupuesto roto', { Presupuesto: 'mucho' });
    rows[5_000] = row('IMP-5000', 'Obra con estado desconocido', { Estado: 'En veremos' });
    rows[9_999] = row('IMP-9999', 'Obra a medio ubicar', { Longitud: '' });
    const file = csv(rows);
    const before = await portfolioChecksum();
    const { job } = await review(file);
    expect(job!.report!.errors).toEqual([
      { row: 1_235, column: 'Presupuesto', value: 'mucho', reason: 'Debe ser un número, por ejemplo 1.500.000,50.' },
      {
        row: 5_001,
        column: 'Estado',
        value: 'En veremos',
        reason: 'El estado «En veremos» no existe en este espacio de trabajo.',
      },
      { row: 10_000, column: 'Latitud', value: '-34.6', reason: 'Indica latitud y longitud, o ninguna de las dos.' },
    ]);
    expect(job!.report!.counts).toEqual({ create: 9_997, update: 0, unchanged: 0, invalidRows: 3 });
    const applied = await apply(file);
    expect(applied.job!.status).toBe('failed');
    expect(applied.job!.report!.applied).toBe(false);
    expect(applied.job!.report!.errorCount).toBe(3);
    expect(await portfolioChecksum()).toEqual(before);

    const errors = await call(
      `/t/${SLUG}/projects/imports/${String(applied.body.importId)}/errors.csv`,
      tokens.editor!,
    );
    const lines = parseCsv(await errors.text(), { delimiter: ';', bom: true }) as string[][];
    expect(lines[0]).toEqual(['Fila', 'Columna', 'Valor', 'Motivo']);
    expect(lines.slice(1).map((line) => line[0])).toEqual(['1235', '5001', '10000']);
  }, 120_000);
});

describe('applying', () => {
  it('creates and updates in one go, with the score, the history entry "imported" and organisations by name', async () => {
    const existing = await projectByCode((await exportCodes())[0]!);
    const file = csv([
      HEADERS,
      row('NUEVO-1', 'Centro de salud de Villa Ángela', { Organismos: organizationName.toUpperCase() }),
      row('NUEVO-2', 'Puente sobre el arroyo Las Piedras', { Latitud: '', Longitud: '' }),
      row(existing!.projectCode!, existing!.name, { Presupuesto: '987.654,32' }),
    ]);
    const reviewed = await review(file);
    expect(reviewed.job!.report!.counts).toEqual({ create: 2, update: 1, unchanged: 0, invalidRows: 0 });
    const { job } = await apply(file, { reviewId: String(reviewed.body.importId) });
    expect(job!.status).toBe('done');
    expect(job!.report!.applied).toBe(true);

    const created = await projectByCode('NUEVO-1');
    expect(created).toMatchObject({ name: 'Centro de salud de Villa Ángela', budgetAmount: 1_500_000.5, version: 1 });
    expect(created!.organizationName).toBe(organizationName);
    expect(created!.score).not.toBeNull();
    const updated = await projectByCode(existing!.projectCode!);
    expect(updated!.budgetAmount).toBe(987_654.32);
    expect(updated!.version).toBe(existing!.version + 1);
    const history = await testContext().database.db.select().from(activity).where(eq(activity.projectId, updated!.id));
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'imported', field: 'budgetAmount', toValue: '987654.32' }),
    );
    const listed = await call(
      `/t/${SLUG}/projects?filter[name][ilike]=${encodeURIComponent('%Villa Ángela%')}`,
      tokens.viewer!,
    );
    expect(((await listed.json()) as { data: { name: string }[] }).data.map((item) => item.name)).toContain(
      'Centro de salud de Villa Ángela',
    );
  });

  it('gives rows of one name distinct slugs, past taken ones, each with its organisation and "imported" entry', async () => {
    // The batched create looks every base slug up at once: a name repeated in the file, then again in a later file.
    const name = 'Escuela rural de Paso Grande';
    const first = await apply(
      csv([HEADERS, row('SLUG-1', name), row('SLUG-2', name), row('SLUG-3', name.toUpperCase())]),
    );
    expect(first.job!.status).toBe('done');
    const second = await apply(csv([HEADERS, row('SLUG-4', name)]));
    expect(second.job!.status).toBe('done');
    const rows = await Promise.all(['SLUG-1', 'SLUG-2', 'SLUG-3', 'SLUG-4'].map(projectByCode));
    expect(rows.map((project) => project!.slug)).toEqual([
      'escuela-rural-de-paso-grande',
      'escuela-rural-de-paso-grande-2',
      'escuela-rural-de-paso-grande-3',
      'escuela-rural-de-paso-grande-4',
    ]);
    for (const project of rows) {
      expect(project!.organizationName).toBe(organizationName);
      const history = await testContext()
        .database.db.select()
        .from(activity)
        .where(eq(activity.projectId, project!.id));
      expect(history).toEqual([expect.objectContaining({ kind: 'imported', field: null })]);
    }
  });

  it('publishes and unpublishes with the «Publicado» column (issue 45), each change an "imported" history entry', async () => {
    const headers = [...HEADERS, 'Publicado'];
    const published = (code: string, name: string, value: string) => [...row(code, name), value];
    const created = await apply(csv([headers, published('PUBLICA-1', 'Plaza pública de Villa Elisa', 'Sí')]));
    expect(created.job!.status).toBe('done');
    const project = await projectByCode('PUBLICA-1');
    expect(project!.published).toBe(true);

    const bad = await review(csv([headers, published('PUBLICA-1', 'Plaza pública de Villa Elisa', 'tal vez')]));
    expect(bad.status, JSON.stringify(bad.body)).toBe(202);
    expect(bad.job!.report!.errors).toContainEqual(expect.objectContaining({ column: 'Publicado', value: 'tal vez' }));

    const { job } = await apply(csv([headers, published('PUBLICA-1', 'Plaza pública de Villa Elisa', 'No')]));
    expect(job!.report!.counts).toMatchObject({ update: 1 });
    expect((await projectByCode('PUBLICA-1'))!.published).toBe(false);
    const history = await testContext().database.db.select().from(activity).where(eq(activity.projectId, project!.id));
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'imported', field: 'published', fromValue: 'Sí', toValue: 'No' }),
    );
  });

  it('refuses a project edited since the review as a conflict, and writes nothing', async () => {
    const code = (await exportCodes())[1]!;
    const existing = await projectByCode(code);
    const file = csv([HEADERS, row(code, existing!.name, { Presupuesto: '1.234,00' }), row('NUEVO-3', 'Plaza seca')]);
    const reviewed = await review(file);
    // Someone edits it in between.
    await testContext()
      .database.db.update(projects)
      .set({ version: sql`${projects.version} + 1` })
      .where(eq(projects.id, existing!.id));
    const before = await portfolioChecksum();
    const { job } = await apply(file, { reviewId: String(reviewed.body.importId) });
    expect(job!.status).toBe('failed');
    expect(job!.report!.conflicts).toEqual([{ row: 2, code, name: existing!.name }]);
    expect(await portfolioChecksum()).toEqual(before);
  });

  it('writes nothing at all when the apply fails past its first batch of writes (all or nothing)', async () => {
    const db = testContext().database.db;
    // A real failure half-way: the database refuses row 550 of 560, in a later batch than the first (whole batches
    // were written before it).
    await db.execute(sql`create function import_test_refuse() returns trigger language plpgsql as $$
      begin if new.name = 'Obra que el servidor rechaza' then raise exception 'rechazada'; end if; return new; end $$`);
    await db.execute(sql`create trigger import_test_refuse before insert on projects
      for each row execute function import_test_refuse()`);
    try {
      const rows = [HEADERS];
      for (let index = 1; index <= 560; index++) rows.push(row(`TODO-${index}`, `Obra en bloque ${index}`));
      rows[550] = row('TODO-550', 'Obra que el servidor rechaza');
      const before = await portfolioChecksum();
      const { job } = await apply(csv(rows));
      expect(job!.status).toBe('failed');
      expect(job!.report!.applied).toBe(false);
      expect(job!.report!.message).toBe(
        'La importación se interrumpió antes de terminar y no se escribió nada. Vuelve a intentarlo.',
      );
      expect(await portfolioChecksum()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger import_test_refuse on projects`);
      await db.execute(sql`drop function import_test_refuse()`);
    }
  }, 120_000);

  it('stores a cell that starts like a formula as text, and exports it defused', async () => {
    const formula = '=HYPERLINK("http://example.com","clic")';
    const { job } = await apply(csv([HEADERS, row('FORMULA-1', formula)]));
    expect(job!.status).toBe('done');
    expect((await projectByCode('FORMULA-1'))!.name).toBe(formula);
    const exported = await call(
      `/t/${SLUG}/projects/export?format=csv&filter[name][ilike]=${encodeURIComponent('%HYPERLINK%')}`,
      tokens.editor!,
    );
    expect(await exported.text()).toContain(`'=HYPERLINK(""http://example.com"",""clic"")`);
  });
});

describe('limits, formats, permissions and tenants', () => {
  it('answers 413 past 200 000 rows and past 50 MB, 400 to what is neither CSV nor xlsx', async () => {
    const many = `Código;Nombre\r\n${'X;Obra\r\n'.repeat(200_001)}`;
    const rows = await upload({ name: 'muchas.csv', bytes: many }, { dryRun: 'true' });
    expect(rows.status).toBe(413);
    expect(rows.body).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('200.000') });
    const large = new Uint8Array(50 * 1024 * 1024 + 1).fill(0x41);
    const big = await upload({ name: 'enorme.csv', bytes: large }, { dryRun: 'true' });
    expect(big.status).toBe(413);
    expect(big.body.message).toContain('50 MB');
    const pdf = await upload(
      { name: 'acta.pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]) },
      {
        dryRun: 'true',
      },
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('El archivo debe ser una planilla CSV (separada por «;») o Excel (.xlsx).');
    const noDryRun = await upload(csv([HEADERS, row('A', 'B')]), {});
    expect(noDryRun.status).toBe(400);
  }, 60_000);

  it('reads a small CSV whose last cell ends in an accent, and refuses one that is not UTF-8', async () => {
    // A small file's last bytes once fell in the cut meant for the end of a long file's first 64 KB.
    const accented = await review({ name: 'acentos.csv', bytes: 'Código;Nombre\r\nACC-1;Obra en Ñacuñán' });
    expect(accented.status).toBe(202);
    // "Obra de cámara" saved as Latin-1 (á is one byte, 0xE1): the Spanish reason, no job.
    const prefix = new TextEncoder().encode('Código;Nombre\r\nLAT-1;Obra de c');
    const latin1 = new Uint8Array([...prefix, 0xe1, 0x6d, 0x61, 0x72, 0x61]);
    const refused = await review({ name: 'latin1.csv', bytes: latin1 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.projectImport.request.notSpreadsheet);
  });

  it('answers 403 to a viewer on every import route, and 404 to an import id of another tenant', async () => {
    const file = csv([HEADERS, row('VISTA-1', 'Obra que un lector no puede importar')]);
    const viewer = await upload(file, { dryRun: 'true' }, tokens.viewer!);
    expect(viewer.status).toBe(403);
    expect((await call(`/t/${SLUG}/projects/imports/template.csv`, tokens.viewer!)).status).toBe(403);
    const own = await review(file);
    const id = String(own.body.importId);
    expect((await call(`/t/${SLUG}/projects/imports/${id}`, tokens.viewer!)).status).toBe(403);
    // admin@ is an admin of both tenants: the id of cenit-demo's import names nothing in obras-publicas.
    const other = await call(`/t/obras-publicas/projects/imports/${id}`, tokens.admin!);
    expect(other.status).toBe(404);
    expect((await call(`/t/obras-publicas/projects/imports/${id}/errors.csv`, tokens.admin!)).status).toBe(404);
    expect((await call(`/t/${SLUG}/projects/imports/no-es-un-id`, tokens.editor!)).status).toBe(404);
  });
});

/** Codes of cenit-demo's projects, as the export lists them. */
async function exportCodes(): Promise<string[]> {
  const rows = await testContext()
    .database.db.select({ code: projects.projectCode })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.type, 'proyecto')))
    .orderBy(projects.projectCode)
    .limit(5);
  return rows.map((found) => found.code!);
}

describe('«Requiere» (issue 44): the codes of the projects a project needs first', () => {
  const REQUIRES = [...HEADERS, 'Requiere'];
  const needing = (code: string, name: string, requires: string) => [...row(code, name), requires];

  /** Some of cenit-demo's projects with what the relations' write needs, away from the codes the tests above edit. */
  async function someProjects() {
    const rows = await testContext()
      .database.db.select({ id: projects.id, code: projects.projectCode, name: projects.name })
      .from(projects)
      .where(and(eq(projects.tenantId, tenantId), eq(projects.type, 'proyecto')))
      .orderBy(projects.projectCode)
      .offset(10)
      .limit(3);
    const three = rows.map((found) => ({ ...found, code: found.code! }));
    expect(three).toHaveLength(3);
    return three as [(typeof three)[0], (typeof three)[0], (typeof three)[0]];
  }

  async function relationsOf(projectId: string) {
    const response = await call(`/t/${SLUG}/projects/${projectId}/relations`, tokens.viewer!);
    expect(response.status).toBe(200);
    return (await response.json()) as { version: number; requires: { code: string | null }[] };
  }

  it('exports the required projects’ codes and re-imports the export unchanged, CSV and xlsx', async () => {
    const [a, b, c] = await someProjects();
    const current = await relationsOf(a.id);
    const put = await app.request(`${BASE}/t/${SLUG}/projects/${a.id}/relations`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.editor!}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requires: [c.id, b.id], alternativeGroup: 'Vado del río', version: current.version }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const codes = (await relationsOf(a.id)).requires.map((required) => required.code!).sort();

    const exported = await call(`/t/${SLUG}/projects/export?format=csv`, tokens.editor!);
    const [headers, ...rows] = parseCsv(await exported.text(), { delimiter: ';', bom: true }) as string[][];
    const line = rows.find((cells) => cells[headers!.indexOf('Código')] === a.code)!;
    // Several codes in one cell, separated as the export separates every list.
    expect(line[headers!.indexOf('Requiere')]).toBe(codes.join('; '));
    expect(line[headers!.indexOf('Grupo de alternativas')]).toBe('Vado del río');

    const total = Number((await (await call(`/t/${SLUG}/projects?limit=1`, tokens.editor!)).json()).pagination.total);
    for (const format of ['csv', 'xlsx'] as const) {
      const { job } = await review(await exportFile(format));
      expect(job!.report!.errors, format).toEqual([]);
      expect(job!.report!.counts, format).toEqual({ create: 0, update: 0, unchanged: total, invalidRows: 0 });
    }
  });

  it('sets «Requiere» from codes of the tenant and of the file, in any order, each change an "imported" entry', async () => {
    const [, b, c] = await someProjects();
    const file = csv([
      REQUIRES,
      needing('REQ-1', 'Planta potabilizadora de Villa Ángela', `${c.code}; REQ-2`),
      needing('REQ-2', 'Acueducto Norte de Villa Ángela', ''),
      needing(b.code, (await projectByCode(b.code))!.name, 'REQ-2'),
    ]);
    const reviewed = await review(file);
    expect(reviewed.job!.report!.errors).toEqual([]);
    expect(reviewed.job!.report!.counts).toMatchObject({ create: 2, update: 1 });
    const { job } = await apply(file, { reviewId: String(reviewed.body.importId) });
    expect(job!.report!.applied, JSON.stringify(job!.report!.errors)).toBe(true);

    const planta = await projectByCode('REQ-1');
    expect((await relationsOf(planta!.id)).requires.map((required) => required.code).sort()).toEqual(
      [c.code, 'REQ-2'].sort(),
    );
    expect((await relationsOf(b.id)).requires.map((required) => required.code)).toEqual(['REQ-2']);
    const history = await testContext().database.db.select().from(activity).where(eq(activity.projectId, b.id));
    expect(history).toContainEqual(
      expect.objectContaining({ kind: 'imported', field: 'requires', toValue: 'Acueducto Norte de Villa Ángela' }),
    );

    // The same codes in another order change nothing.
    const again = await review(
      csv([REQUIRES, needing('REQ-1', 'Planta potabilizadora de Villa Ángela', `REQ-2;${c.code}`)]),
    );
    expect(again.job!.report!.counts).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    // An empty cell clears it.
    const cleared = await apply(csv([REQUIRES, needing(b.code, (await projectByCode(b.code))!.name, '')]));
    expect(cleared.job!.report!.applied).toBe(true);
    expect((await relationsOf(b.id)).requires).toEqual([]);
  });

  it('names each unknown, foreign, program, repeated or own code by row, column and value, and writes nothing', async () => {
    const [foreign] = await testContext()
      .database.db.select({ code: projects.projectCode })
      .from(projects)
      .innerJoin(tenants, eq(tenants.id, projects.tenantId))
      .where(and(eq(tenants.slug, 'obras-publicas'), sql`${projects.projectCode} is not null`))
      .limit(1);
    const [program] = await testContext()
      .database.db.select({ code: projects.projectCode })
      .from(projects)
      .where(
        and(eq(projects.tenantId, tenantId), eq(projects.type, 'programa'), sql`${projects.projectCode} is not null`),
      )
      .limit(1);
    const before = await portfolioChecksum();
    const file = csv([
      REQUIRES,
      needing('MAL-1', 'Obra que requiere un código inexistente', 'NO-EXISTE-999'),
      needing('MAL-2', 'Obra que requiere un proyecto de otro espacio', foreign!.code!),
      needing('MAL-3', 'Obra que requiere un programa', program!.code!),
      needing('MAL-4', 'Obra que se requiere a sí misma', 'MAL-4'),
      needing('MAL-5', 'Obra con un código repetido', 'MAL-1; MAL-1'),
      needing('MAL-6', 'Obra correcta', 'MAL-1'),
    ]);
    const { job } = await review(file);
    const errors = messages.projectImport.errors;
    expect(job!.report!.errors).toEqual([
      {
        row: 2,
        column: 'Requiere',
        value: 'NO-EXISTE-999',
        reason: errors.requiresNotFound.replace('{code}', 'NO-EXISTE-999'),
      },
      {
        row: 3,
        column: 'Requiere',
        value: foreign!.code,
        reason: errors.requiresNotFound.replace('{code}', foreign!.code!),
      },
      {
        row: 4,
        column: 'Requiere',
        value: program!.code,
        reason: errors.requiresNotFound.replace('{code}', program!.code!),
      },
      { row: 5, column: 'Requiere', value: 'MAL-4', reason: errors.requiresItself.replace('{code}', 'MAL-4') },
      { row: 6, column: 'Requiere', value: 'MAL-1', reason: errors.requiresRepeated.replace('{code}', 'MAL-1') },
    ]);
    expect(job!.report!.counts).toEqual({ create: 1, update: 0, unchanged: 0, invalidRows: 5 });
    const applied = await apply(file);
    expect(applied.job!.report!.applied).toBe(false);
    expect(await portfolioChecksum()).toEqual(before);
  });
});
