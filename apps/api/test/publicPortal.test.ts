// Issue 45, the public portal and its open data, through the real app and database (PGlite and PostgreSQL, as every
// API test): publishing (the tenant's switch and prefix, each project's Publicado with its history, permissions on the
// server), every public route's headers (CORS, cache, ETag and 304, rate limit), and the proof — a sweep over every
// public route and every field showing that no private field, and no unpublished, archived or other tenant's project,
// can be reached by slug, id, filter, search or map — and an OC4IDS export of real data validated against the
// official schema (JSON Schema draft 4).
import { readFileSync } from 'node:fs';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_ORGANIZATION_FIELDS,
  PUBLIC_PROJECT_DETAIL_FIELDS,
  PUBLIC_PROJECT_FIELDS,
  PUBLIC_SCORE_CRITERIA,
  OC4IDS_CURRENCIES,
  OC4IDS_PROJECT_SECTORS,
  OC4IDS_PROJECT_STATUSES,
  demoAccounts,
  decodeMapAnswer,
  publicOrganizationListAnswerSchema,
  publicProjectDetailSchema,
  publicProjectListAnswerSchema,
  type MapAnswer,
} from '@siipro/domain';
import { errorBodySchema } from '@siipro/server';
import { activity, projects, tenants } from '../src/db/schema.ts';
import { BASE } from './support/http.ts';
import { ROLE_ACCOUNTS, useAdminApi } from './support/adminApi.ts';
import { createTestContext } from './support/testApp.ts';

const { testContext, tokens, call } = useAdminApi({ seed: {} });

const TENANT = 'cenit-demo';
const OTHER = 'obras-publicas';
const PREFIX = 'oc4ids-bu3kcz';
const PORTAL_NOT_FOUND = { errorCode: 'NOT_FOUND', message: 'No encontramos esa página del portal público.' };

/** Sentinels written into private fields of a published project: none may appear in any public answer. */
const SECRETS = {
  fundingSource: 'FONDO-RESERVADO-7731',
  projectCode: 'COD-RESERVADO-7731',
  economicEvaluation: 'EVALUACION-RESERVADA-7731',
  environmentalStudy: 'ESTUDIO-RESERVADO-7731',
  landAvailability: 'TIERRA-RESERVADA-7731',
  comment: 'Comentario interno: no publicar el monto real 7731.',
  document: 'informe-reservado-7731.txt',
};

interface Row {
  id: string;
  slug: string;
  name: string;
  version: number;
  shortId: number | null;
  latitude: number | null;
}

/** The public app, as a visitor calls it: no credentials. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  testContext().app.request(`${BASE}${path}`, { headers });

async function rowsOf(slug: string, count: number, skip = 0): Promise<Row[]> {
  const { db } = testContext().database;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      version: projects.version,
      shortId: projects.shortId,
      latitude: projects.latitude,
    })
    .from(projects)
    .where(and(eq(projects.tenantId, tenant!.id), eq(projects.type, 'proyecto')))
    .orderBy(projects.name)
    .limit(count)
    .offset(skip);
  return rows.filter((row) => row.latitude !== null);
}

async function versionOf(id: string): Promise<number> {
  const [row] = await testContext()
    .database.db.select({ version: projects.version })
    .from(projects)
    .where(eq(projects.id, id));
  return row!.version;
}

async function publish(slug: string, id: string, published: boolean, token = tokens.editor) {
  const response = await call('PUT', `/t/${slug}/projects/${id}`, token, { published, version: await versionOf(id) });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function portal(slug: string, body: Record<string, unknown>) {
  const response = await call('PUT', `/t/${slug}/settings`, tokens.admin, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

let published: Row[] = [];
let archived: Row;
let unpublished: Row;
let otherTenant: Row;
/** Names that authored or changed anything: none is public. */
let authorNames: string[] = [];

beforeAll(async () => {
  const candidates = await rowsOf(TENANT, 12);
  [published[0], published[1], published[2], archived, unpublished] = candidates as [Row, Row, Row, Row, Row];
  published = published.slice(0, 3);
  [otherTenant] = (await rowsOf(OTHER, 4)) as [Row];
  const { db } = testContext().database;
  const authors = await db.selectDistinct({ name: projects.createdByName }).from(projects);
  authorNames = [...authors.map((row) => row.name ?? ''), ...demoAccounts.map((account) => account.name)].filter(
    (name) => name.trim().length > 3,
  );
});

describe('publishing (issue 45)', () => {
  it('starts with the portal off: every public route is the same 404 as an unknown tenant', async () => {
    for (const slug of [TENANT, 'no-existe']) {
      for (const path of ['', '/projects', '/map', '/organizations', '/open-data/oc4ids.json']) {
        const response = await visit(`/public/${slug}${path}`);
        expect(response.status, `${slug}${path}`).toBe(404);
        expect(await response.json()).toEqual(PORTAL_NOT_FOUND);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
      }
    }
  });

  it('is the admin’s setting "Portal público" with the OC4IDS prefix; others are refused and nothing changes', async () => {
    for (const role of ['editor', 'viewer', 'optimizer'] as const) {
      const refused = await call('PUT', `/t/${TENANT}/settings`, tokens[role], { publicPortal: true });
      expect(refused.status).toBe(403);
    }
    const bad = await call('PUT', `/t/${TENANT}/settings`, tokens.admin, { publicPortal: true, oc4idsPrefix: 'x' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).message).toMatch(/^El prefijo OC4IDS debe empezar con oc4ids-/);
    const settings = await (await call('GET', `/t/${TENANT}/settings`, tokens.viewer)).json();
    expect(settings).toMatchObject({ publicPortal: false, oc4idsPrefix: null });

    expect(await portal(TENANT, { publicPortal: true, oc4idsPrefix: PREFIX })).toMatchObject({
      publicPortal: true,
      oc4idsPrefix: PREFIX,
    });
    await portal(OTHER, { publicPortal: true });
  });

  it('publishes a project with projects:edit, as a history entry; a viewer is refused', async () => {
    const [first] = published;
    const refused = await call('PUT', `/t/${TENANT}/projects/${first!.id}`, tokens.viewer, {
      published: true,
      version: await versionOf(first!.id),
    });
    expect(refused.status).toBe(403);
    const bad = await call('PUT', `/t/${TENANT}/projects/${first!.id}`, tokens.editor, {
      published: 'sí',
      version: await versionOf(first!.id),
    });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(await bad.json()).message).toBe('Publicado debe ser verdadero o falso.');

    for (const row of [...published, archived]) await publish(TENANT, row.id, true);
    await publish(OTHER, otherTenant.id, true, tokens.admin);
    const history = await testContext()
      .database.db.select()
      .from(activity)
      .where(and(eq(activity.projectId, first!.id), eq(activity.field, 'published')));
    expect(history.map((entry) => [entry.kind, entry.fromValue, entry.toValue])).toEqual([
      ['field_update', 'No', 'Sí'],
    ]);
    const detail = await (await call('GET', `/t/${TENANT}/projects/${first!.slug}`, tokens.viewer)).json();
    expect(detail.published).toBe(true);

    // An archived project stays out of the portal even though it is published.
    const archive = await call('POST', `/t/${TENANT}/projects/${archived.id}/archive`, tokens.editor, {
      version: await versionOf(archived.id),
    });
    expect(archive.status, await archive.clone().text()).toBeLessThan(300);

    // Private values on a published project: its internal fields, a comment and a document.
    const put = await call('PUT', `/t/${TENANT}/projects/${first!.id}`, tokens.editor, {
      fundingSource: SECRETS.fundingSource,
      projectCode: SECRETS.projectCode,
      economicEvaluation: SECRETS.economicEvaluation,
      environmentalStudy: SECRETS.environmentalStudy,
      landAvailability: SECRETS.landAvailability,
      version: await versionOf(first!.id),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const comment = await call('POST', `/t/${TENANT}/projects/${first!.id}/activity`, tokens.editor, {
      text: SECRETS.comment,
    });
    expect(comment.status).toBe(201);
    const form = new FormData();
    form.append('file', new File(['Monto real reservado.'], SECRETS.document));
    const uploaded = await testContext().app.request(`${BASE}/t/${TENANT}/projects/${first!.id}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.editor}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
  });
});

/** Every public answer a visitor can get for the tenant, by route, as text. */
async function sweep(): Promise<Map<string, { status: number; text: string; type: string }>> {
  const paths = [
    '',
    '/projects',
    '/projects?limit=100',
    '/projects?type=programa',
    '/projects?sort=-score&limit=100',
    `/projects?filter[name][ilike]=${encodeURIComponent(`%${published[0]!.name.slice(0, 12)}%`)}`,
    ...published.map((row) => `/projects/${row.slug}`),
    ...published.map((row) => `/map/projects/${row.shortId}`),
    '/map',
    '/organizations',
    '/projects/filters/values?fields=status,executing_area,priority',
    '/projects/filters/values?fields=executing_area&type=proyecto',
    '/open-data/projects.csv',
    '/open-data/oc4ids.json',
  ];
  const answers = new Map<string, { status: number; text: string; type: string }>();
  for (const path of paths) {
    const response = await visit(`/public/${TENANT}${path}`);
    answers.set(path, {
      status: response.status,
      text: await response.text(),
      type: response.headers.get('content-type') ?? '',
    });
  }
  return answers;
}

/** Every object key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
  return into;
}

describe('the proof: nothing private is public', () => {
  it('answers every public route with public fields only, and no private value anywhere', async () => {
    const answers = await sweep();
    const hiddenRows = [archived, unpublished, otherTenant];
    const privateValues = [
      ...Object.values(SECRETS),
      ...demoAccounts.map((account) => account.email),
      '@siipro.test',
      ...authorNames,
      ...hiddenRows.flatMap((row) => [row.id, row.slug, row.name]),
    ];
    for (const [path, answer] of answers) {
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      for (const value of privateValues) expect(answer.text, `${path} holds ${value}`).not.toContain(value);
    }
    // Every project object carries exactly the public fields (the project page adds the score's explanation).
    const list = publicProjectListAnswerSchema.parse(JSON.parse(answers.get('/projects?limit=100')!.text));
    for (const project of list.data) expect(Object.keys(project).sort()).toEqual([...PUBLIC_PROJECT_FIELDS].sort());
    for (const row of published) {
      const detail = JSON.parse(answers.get(`/projects/${row.slug}`)!.text) as Record<string, unknown>;
      expect(Object.keys(detail).sort()).toEqual([...PUBLIC_PROJECT_DETAIL_FIELDS].sort());
      expect(publicProjectDetailSchema.parse(detail).scoring.breakdown.length).toBeGreaterThan(0);
    }
    const orgs = publicOrganizationListAnswerSchema.parse(JSON.parse(answers.get('/organizations')!.text));
    expect(orgs.data.length).toBeGreaterThan(0);
    for (const organization of orgs.data) {
      expect(Object.keys(organization).sort()).toEqual([...PUBLIC_ORGANIZATION_FIELDS].sort());
    }
    // No key of a private field anywhere in the JSON answers.
    const privateKeys = [
      'createdBy',
      'updatedBy',
      'version',
      'projectCode',
      'fundingSource',
      'secretary',
      'economicEvaluation',
      'environmentalStudy',
      'landAvailability',
      'progressStage',
      'archivedAt',
      'published',
      'email',
      'responsable',
      'configJson',
      'tir',
      'isGreen',
      'documents',
      'comments',
      'childrenCount',
    ];
    for (const [path, answer] of answers) {
      if (!answer.type.startsWith('application/json')) continue;
      const parsed = JSON.parse(answer.text) as { projects?: unknown };
      // The OC4IDS package's own `version` is the standard's (0.9); its projects are what must hold no private key.
      const keys = keysOf(path.endsWith('oc4ids.json') ? parsed.projects : parsed);
      for (const key of privateKeys) expect(keys.has(key), `${path} has ${key}`).toBe(false);
    }
  });

  it('lists exactly the published, active projects of the tenant: by list, filter, search, id, slug and map', async () => {
    const list = publicProjectListAnswerSchema.parse(
      await (await visit(`/public/${TENANT}/projects?limit=100`)).json(),
    );
    expect(list.data.map((project) => project.projectId).sort()).toEqual(published.map((row) => row.id).sort());
    expect(list.pagination.total).toBe(3);

    for (const row of [archived, unpublished, otherTenant]) {
      const bySlug = await visit(`/public/${TENANT}/projects/${row.slug}`);
      expect(bySlug.status).toBe(404);
      expect(await bySlug.json()).toEqual(PORTAL_NOT_FOUND);
      for (const search of [
        `filter[project_id][eq]=${row.id}`,
        `filter[slug][eq]=${row.slug}`,
        `filter[name][ilike]=${encodeURIComponent(`%${row.name}%`)}`,
        `project_slug=${row.slug}`,
      ]) {
        const answer = await (await visit(`/public/${TENANT}/projects?${search}`)).json();
        expect(answer.pagination.total, search).toBe(0);
      }
      if (row.shortId !== null) {
        expect((await visit(`/public/${TENANT}/map/projects/${row.shortId}`)).status).toBe(404);
      }
    }
    // The other tenant's published project is its own portal's, never this one's.
    const own = await visit(`/public/${OTHER}/projects/${otherTenant.slug}`);
    expect(own.status).toBe(200);

    const map = (await (await visit(`/public/${TENANT}/map`)).json()) as MapAnswer;
    const keys = Array.from(decodeMapAnswer(map).key);
    expect(keys.sort((a, b) => a - b)).toEqual(published.map((row) => row.shortId!).sort((a, b) => a - b));
  });

  it('refuses filters and sorts on private fields in Spanish, so they cannot be probed', async () => {
    for (const search of [
      'filter[created_by][eq]=María Fernández',
      'filter[funding_source][ilike]=%BID%',
      'sort=projectCode',
      'archived=true',
    ]) {
      const response = await visit(`/public/${TENANT}/projects?${search.replaceAll(' ', '%20')}`);
      expect(response.status, search).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.errorCode).toBe('VALIDATION_ERROR');
      expect(body.message).toMatch(/no es público|archivados/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('offers quick-filter values of published projects only, and refuses every other field', async () => {
    const values = async () => {
      const response = await visit(`/public/${TENANT}/projects/filters/values?fields=executing_area,status,priority`);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      return (await response.json()) as Record<string, string[]>;
    };
    // A value only an unpublished project uses: not offered, until the project is published, and gone again after.
    const area = 'AREA-RESERVADA-7731';
    const put = await call('PUT', `/t/${TENANT}/projects/${unpublished.id}`, tokens.editor, {
      executingArea: area,
      version: await versionOf(unpublished.id),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const before = await values();
    expect(Object.keys(before).sort()).toEqual(['executing_area', 'priority', 'status']);
    expect(before.executing_area).not.toContain(area);
    // Exactly the values of the published projects (the list's own answer), nothing more.
    const list = publicProjectListAnswerSchema.parse(
      await (await visit(`/public/${TENANT}/projects?limit=100`)).json(),
    );
    const used = (pick: (row: (typeof list.data)[number]) => string | null) =>
      [...new Set(list.data.map(pick).filter((value): value is string => Boolean(value)))].sort();
    expect([...before.status!].sort()).toEqual(used((row) => row.status));
    expect([...before.executing_area!].sort()).toEqual(used((row) => row.area));
    expect([...before.priority!].sort()).toEqual(used((row) => row.priority));

    await publish(TENANT, unpublished.id, true);
    expect((await values()).executing_area).toContain(area);
    await publish(TENANT, unpublished.id, false);
    expect((await values()).executing_area).not.toContain(area);

    for (const search of [
      'fields=funding_source',
      'fields=status,created_by',
      'fields=organization_name',
      'fields=project_code',
      'fields=',
      '',
      'fields=status&type=archivado',
    ]) {
      const response = await visit(`/public/${TENANT}/projects/filters/values?${search}`);
      expect(response.status, search).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.errorCode, search).toBe('VALIDATION_ERROR');
      expect(body.message, search).toMatch(/no es público|fields|tipo/i);
    }
    // Another tenant's published values are its own portal's, never this one's; an unknown tenant is the one 404.
    const foreign = 'AREA-AJENA-7731';
    const other = await call('PUT', `/t/${OTHER}/projects/${otherTenant.id}`, tokens.admin, {
      executingArea: foreign,
      version: await versionOf(otherTenant.id),
    });
    expect(other.status, await other.clone().text()).toBe(200);
    expect((await values()).executing_area).not.toContain(foreign);
    const own = await visit(`/public/${OTHER}/projects/filters/values?fields=executing_area`);
    expect(((await own.json()) as Record<string, string[]>).executing_area).toContain(foreign);
    const unknown = await visit('/public/no-existe/projects/filters/values?fields=status');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(PORTAL_NOT_FOUND);
  });

  it('explains the score without giving away its internal inputs (TIR, etapa, verde, género, fondos)', async () => {
    const [, second] = published;
    const put = await call('PUT', `/t/${TENANT}/projects/${second!.id}`, tokens.editor, {
      tir: 19.7,
      progressStage: 'Proyecto Ejecutivo',
      isGreen: true,
      version: await versionOf(second!.id),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const members = await (await call('GET', `/t/${TENANT}/projects/${second!.slug}`, tokens.viewer)).json();
    // The members' explanation has every criterion, so this project's TIR row really is 19.7 → 59.2.
    expect(members.scoring.breakdown.map((item: { criterion: string }) => item.criterion)).toContain('tir');
    const response = await visit(`/public/${TENANT}/projects/${second!.slug}`);
    const text = await response.text();
    const { scoring } = publicProjectDetailSchema.parse(JSON.parse(text));
    expect(scoring.total).toBe(members.scoring.total);
    expect(scoring.breakdown.map((item) => item.criterion).sort()).toEqual([...PUBLIC_SCORE_CRITERIA].sort());
    expect(scoring.suggestions).toEqual([]);
    // The hidden criteria together: their weights, and what the total leaves after the shown rows.
    const shown = scoring.breakdown.reduce((sum, item) => sum + (item.weight * item.score0to100) / 100, 0);
    expect(scoring.withheld.weight + scoring.breakdown.reduce((sum, item) => sum + item.weight, 0)).toBe(100);
    expect(scoring.withheld.contribution).toBeCloseTo(scoring.total - shown, 1);
    const tirRow = members.scoring.breakdown.find((item: { criterion: string }) => item.criterion === 'tir');
    for (const secret of ['19.7', 'Proyecto Ejecutivo', String(tirRow.score0to100), '"tir"', 'progressStage']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('names a published project’s program only while the program is published too', async () => {
    const { db } = testContext().database;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, TENANT));
    const [program] = await db
      .select({ id: projects.id, slug: projects.slug, name: projects.name })
      .from(projects)
      .where(and(eq(projects.tenantId, tenant!.id), eq(projects.type, 'programa')))
      .limit(1);
    const [first] = published;
    const put = await call('PUT', `/t/${TENANT}/projects/${first!.id}`, tokens.editor, {
      programId: program!.id,
      version: await versionOf(first!.id),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const paths = [`/projects/${first!.slug}`, '/projects', '/open-data/projects.csv', '/open-data/oc4ids.json'];
    for (const path of paths) {
      const text = await (await visit(`/public/${TENANT}${path}`)).text();
      expect(text, path).not.toContain(program!.slug);
      expect(text, path).not.toContain(program!.name);
    }
    // Scoping by the hidden program's slug selects nothing, rather than revealing what it holds.
    const scoped = await (await visit(`/public/${TENANT}/projects?program_slug=${program!.slug}`)).json();
    expect(scoped.pagination.total).toBe(0);

    await publish(TENANT, program!.id, true);
    const detail = await (await visit(`/public/${TENANT}/projects/${first!.slug}`)).json();
    expect(detail.program).toEqual({ name: program!.name, slug: program!.slug });
    const shown = await (await visit(`/public/${TENANT}/projects?program_slug=${program!.slug}`)).json();
    expect(shown.pagination.total).toBe(1);
    await publish(TENANT, program!.id, false);
  });
});

describe('the open data', () => {
  it('exports the public columns only, as CSV and xlsx', async () => {
    const csv = await (await visit(`/public/${TENANT}/open-data/projects.csv`)).text();
    const [headers, ...lines] = parseCsv(csv, { delimiter: ';', bom: true }) as string[][];
    expect(headers).not.toContain('Código');
    expect(headers).not.toContain('Creado por');
    expect(headers).not.toContain('Publicado');
    expect(headers).toContain('Nombre');
    expect(lines).toHaveLength(3);
    const response = await visit(`/public/${TENANT}/open-data/projects.xlsx`);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="proyectos-cenit-demo-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).filter(Boolean)).toEqual(headers);
  });

  it('writes only the codes of the standard’s codelists: domain’s lists are the CSV files, code for code', () => {
    const codes = (file: string) =>
      readFileSync(new URL(`../../../../shared/standards/oc4ids-0.9.5/codelists/${file}`, import.meta.url), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]!);
    expect([...OC4IDS_PROJECT_STATUSES]).toEqual(codes('projectStatus.csv'));
    expect([...OC4IDS_PROJECT_SECTORS]).toEqual(codes('projectSector.csv'));
    expect([...OC4IDS_CURRENCIES]).toEqual(codes('currency.csv'));
  });

  it('publishes an OC4IDS 0.9 package that the official schema (draft 4) validates', async () => {
    const response = await visit(`/public/${TENANT}/open-data/oc4ids.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { projects: { id: string; locations?: unknown[] }[] };
    const standards = new URL('../../../../shared/standards/oc4ids-0.9.5/', import.meta.url);
    const read = (file: string) => JSON.parse(readFileSync(new URL(file, standards), 'utf8')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(read('project-schema.json'));
    const validate = ajv.compile(read('project-package-schema.json'));
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(document.projects.map((project) => project.id).sort()).toEqual(
      published.map((row) => `${PREFIX}-${row.id}`).sort(),
    );
    expect(document.projects.every((project) => project.locations?.length === 1)).toBe(true);
  });

  it('never answers a package the schema refuses: with no project selected (OC4IDS asks for one), a 404 that says so', async () => {
    const response = await visit(`/public/${TENANT}/open-data/oc4ids.json?filter[name][ilike]=%25ninguno-asi%25`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).message).toBe(
      'No hay proyectos publicados para armar el paquete OC4IDS.',
    );
  });
});

describe('public answers', () => {
  it('are cacheable: Cache-Control public, a strong ETag, 304 on a match, a new tag after a publication', async () => {
    const first = await visit(`/public/${TENANT}/projects`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"p1-/);
    const again = await visit(`/public/${TENANT}/projects`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another query is another answer.
    expect((await visit(`/public/${TENANT}/projects?limit=5`)).headers.get('etag')).not.toBe(etag);

    await publish(TENANT, unpublished.id, true);
    const after = await visit(`/public/${TENANT}/projects`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((await after.json()).pagination.total).toBe(4);
  });

  it('leave every answer when unpublished, and all of them when the portal goes off', async () => {
    await publish(TENANT, unpublished.id, false);
    const answers = await sweep();
    for (const [path, answer] of answers) expect(answer.text, path).not.toContain(unpublished.slug);
    await portal(TENANT, { publicPortal: false });
    for (const path of ['', '/projects', `/projects/${published[0]!.slug}`, '/map', '/open-data/projects.csv']) {
      const response = await visit(`/public/${TENANT}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(PORTAL_NOT_FOUND);
    }
    await portal(TENANT, { publicPortal: true });
  });

  it('answer the CORS preflight and refuse edited paths with the same 404', async () => {
    const preflight = await testContext().app.request(`${BASE}/public/${TENANT}/projects`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    for (const path of [
      `/public/${TENANT}/open-data/secret.csv`,
      `/public/${TENANT}/projects/${encodeURIComponent("x' or '1'='1")}`,
      `/public/${TENANT}/map/projects/abc`,
      `/public/${encodeURIComponent('cenit-demo\u0000')}/projects`,
      `/public/${TENANT.toUpperCase()}x/projects`,
    ]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual(PORTAL_NOT_FOUND);
    }
    // A member's token changes nothing: the portal is the same for everyone.
    const withToken = await testContext().app.request(`${BASE}/public/${TENANT}/projects?limit=100`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect((await withToken.json()).pagination.total).toBe(3);
  });

  it('are rate-limited per client address, with the limit’s Spanish 429', async () => {
    const limited = await createTestContext({ seed: { accountsOnly: true }, env: { PUBLIC_RATE_LIMIT: '3' } });
    try {
      await limited.database.db.update(tenants).set({ publicPortal: true }).where(eq(tenants.slug, TENANT));
      const statuses = [];
      for (let index = 0; index < 4; index++) {
        const response = await limited.app.request(`${BASE}/public/${TENANT}/projects`, {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(response.headers.get('access-control-allow-origin')).toBe('*');
          expect(errorBodySchema.parse(await response.json()).errorCode).toBe('RATE_LIMITED');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

void ROLE_ACCOUNTS;
