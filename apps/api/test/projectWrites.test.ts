// Creating, editing every field, archiving and restoring projects (issue 42), against the seeded demo portfolio on
// PGlite and on PostgreSQL: the happy paths, every refusal (400/403/404/409) with nothing written, and an attacker's
// tries kept as tests — another tenant's ids in the body, an edited token, a viewer, unknown fields, huge strings,
// SQL-ish and formula-like text (stored as text, never run).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityPageSchema,
  organizationListAnswerSchema,
  projectDetailSchema,
  SDGS,
  type ActivityPage,
  type OrganizationAnswer,
  type ProjectDetail,
} from '@siipro/domain';
import { authorized } from './support/http.ts';
import { usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get, list, total } = usePortfolioApi();
const TENANT = 'cenit-demo';

let own: OrganizationAnswer[];
let foreign: OrganizationAnswer;
let program: { projectId: string; name: string; slug: string };
let foreignProgramId: string;

beforeAll(async () => {
  const organizations = async (slug: string, token: string) => {
    const response = await get(`/t/${slug}/organizations`, token);
    expect(response.status).toBe(200);
    return organizationListAnswerSchema.parse(await response.json());
  };
  own = await organizations(TENANT, tokens.viewer!);
  foreign = (await organizations('obras-publicas', tokens.admin!))[0]!;
  program = (await list('type=programa&limit=1')).data[0] as unknown as typeof program;
  const foreignPrograms = await get('/t/obras-publicas/projects?type=programa&limit=1', tokens.admin!);
  foreignProgramId = ((await foreignPrograms.json()) as { data: { projectId: string }[] }).data[0]!.projectId;
});

function send(method: string, path: string, body?: unknown, token = tokens.editor!) {
  return authorized(testContext(), `/t/${TENANT}${path}`, token, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
}

async function created(body: unknown, token?: string): Promise<ProjectDetail> {
  const response = await send('POST', '/projects', body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return projectDetailSchema.parse(await response.json());
}

async function detail(slug: string): Promise<ProjectDetail> {
  const response = await get(`/t/${TENANT}/projects/${encodeURIComponent(slug)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return projectDetailSchema.parse(await response.json());
}

async function history(projectId: string): Promise<ActivityPage['data']> {
  const response = await get(
    `/t/${TENANT}/projects/${projectId}/activity?kind=created,archived,restored,field_update,status_change&limit=100`,
  );
  expect(response.status).toBe(200);
  return activityPageSchema.parse(await response.json()).data;
}

async function refused(response: Response, status: number, message: RegExp) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(text).toMatch(message);
}

describe('POST /t/{slug}/projects', () => {
  it('creates a whole project: 201 with the detail, slug from the name, first status, score, history "created"', async () => {
    const project = await created({
      type: 'proyecto',
      name: 'Acueducto del Norte Cordobés',
      organizationIds: [own[1]!.organizationId, own[0]!.organizationId],
      programId: program.projectId,
      priority: 'Alta',
      sector: 'Agua y saneamiento',
      budgetAmount: 1_500_000.5,
      budgetDate: '2026-03-01',
      expectedExecutionMonths: 18,
      beneficiaryCount: 25_000,
      sdgTargets: [SDGS[5], SDGS[8]],
      progressStage: 'Proyecto Ejecutivo',
      projectCode: 'ACU-NORTE-001',
      addressLine1: 'Ruta 9 km 740, Jesús María',
      latitude: -30.98,
      longitude: -64.09,
      tir: 12.5,
      isGreen: true,
    });
    expect(project).toMatchObject({
      slug: 'acueducto-del-norte-cordobes',
      version: 1,
      status: 'Identificado',
      organization: { name: own[1]!.name },
      organizationIds: [own[1]!.organizationId, own[0]!.organizationId],
      programId: program.projectId,
      program: { name: program.name },
      budgetAmount: 1_500_000.5,
      latitude: -30.98,
      archivedAt: null,
      createdBy: { name: expect.any(String) },
    });
    expect(project.score).toBe(project.scoring.total);
    expect(project.score).toBeGreaterThan(0);
    expect(project.scoring.breakdown.find((item) => item.criterion === 'tir')?.missing).toBe(false);
    // In the list (and its search of names), on the map's source and in the global search.
    expect((await list(`project_slug=${project.slug}`)).data.map((item) => item.projectId)).toEqual([
      project.projectId,
    ]);
    expect(await total('filter[name][ilike]=%25Acueducto del Norte%25')).toBe(1);
    const search = await get(`/t/${TENANT}/search?q=${encodeURIComponent('Acueducto del Norte Cordobés')}`);
    expect(JSON.stringify(await search.json())).toContain(project.projectId);
    expect((await history(project.projectId)).map((entry) => entry.kind)).toEqual(['created']);
  });

  it('makes unique slugs that are never a route word, and a program without a program', async () => {
    const first = await created({ type: 'proyecto', name: 'Lista' });
    const second = await created({ type: 'proyecto', name: 'lista' });
    expect([first.slug, second.slug]).toEqual(['lista-1', 'lista-1-2']);
    const newProgram = await created({ type: 'programa', name: 'Programa de Caminos Vecinales del Oeste' });
    expect(newProgram).toMatchObject({
      type: 'programa',
      slug: 'programa-de-caminos-vecinales-del-oeste',
      programId: null,
    });
  });

  it('stores SQL-ish, formula-like and markup text as the text it is', async () => {
    const hostile = {
      name: "'; drop table projects; --",
      description: '=HYPERLINK("http://evil.example","clic")',
      sector: '+SUM(A1:A9)',
      executingArea: '<script>alert(1)</script>',
    };
    const project = await created({ type: 'proyecto', ...hostile });
    expect(await detail(project.slug)).toMatchObject(hostile);
    expect(await total('type=proyecto')).toBeGreaterThan(0);
  });

  it('refuses bad bodies with a Spanish 400 naming the field, and writes nothing', async () => {
    const before = await total('');
    const cases: [unknown, RegExp][] = [
      [{ type: 'obra', name: 'X' }, /El tipo debe ser/],
      [{ type: 'proyecto', name: '   ' }, /El nombre no puede estar vacío/],
      [{ type: 'proyecto', name: 'x'.repeat(301) }, /no puede superar los 300 caracteres/],
      [{ type: 'proyecto', name: 'X', description: 'x'.repeat(20_001) }, /descripción no puede superar/],
      [{ type: 'proyecto', name: 'X', budgetAmount: -5 }, /no puede ser negativo/],
      [{ type: 'proyecto', name: 'X', latitude: -34 }, /latitud y longitud/],
      [{ type: 'proyecto', name: 'X', tenantId: 'otro' }, /.+/],
      [{ type: 'proyecto', name: 'X', score: 100 }, /.+/],
      [{ type: 'proyecto', name: 'X', status: 'Inventado' }, /El estado «Inventado» no existe/],
      [{ type: 'proyecto', name: 'X', organizationIds: ['no-es-un-id'] }, /Elige organismos de la lista/],
      [{ type: 'proyecto', name: 'X', organizationIds: [foreign.organizationId] }, /no existe en este espacio/],
      [{ type: 'proyecto', name: 'X', programId: foreignProgramId }, /programa elegido no existe/],
      [{ type: 'programa', name: 'X', programId: program.projectId }, /no puede pertenecer a otro programa/],
      ['{"type": "proyecto", ', /.+/],
      ['[]', /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await send('POST', '/projects', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { errorCode: string; message: string; details?: unknown };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
    }
    expect(await total('')).toBe(before);
  });

  it('answers 409 to a project code already taken, and writes nothing', async () => {
    await created({ type: 'proyecto', name: 'Puente Sur', projectCode: 'PUENTE-SUR-1' });
    const before = await total('');
    await refused(
      await send('POST', '/projects', { type: 'proyecto', name: 'Otro Puente', projectCode: 'PUENTE-SUR-1' }),
      409,
      /Ya existe otro proyecto con el código «PUENTE-SUR-1»/,
    );
    expect(await total('')).toBe(before);
  });

  it('refuses a viewer (403), an edited token and a token signed by nobody (401)', async () => {
    const before = await total('');
    await refused(await send('POST', '/projects', { type: 'proyecto', name: 'X' }, tokens.viewer), 403, /permisos/);
    const [header, payload, signature] = tokens.editor!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString('base64url');
    for (const token of [`${header}.${edited}.${signature}`, `${header}.${payload}.`]) {
      const response = await send('POST', '/projects', { type: 'proyecto', name: 'X' }, token);
      expect(response.status).toBe(401);
    }
    expect(await total('')).toBe(before);
  });
});

describe('PUT /t/{slug}/projects/{projectId}', () => {
  it('edits every field with the version read: history before → after as readable text, score recomputed', async () => {
    const project = await created({
      type: 'proyecto',
      name: 'Escuela Técnica de Cafayate',
      organizationIds: [own[0]!.organizationId],
      budgetAmount: 1000,
      isGreen: false,
    });
    const response = await send('PUT', `/projects/${project.projectId}`, {
      version: project.version,
      budgetAmount: 2_500_000.75,
      organizationIds: [own[2]!.organizationId, own[0]!.organizationId],
      programId: program.projectId,
      sdgTargets: [SDGS[3], SDGS[9]],
      isGreen: true,
      tir: 18,
      status: 'Priorizado',
      latitude: -26.07,
      longitude: -65.97,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const edited = projectDetailSchema.parse(await response.json());
    expect(edited).toMatchObject({ version: 2, budgetAmount: 2_500_000.75, status: 'Priorizado', isGreen: true });
    expect(edited.organizationIds).toEqual([own[2]!.organizationId, own[0]!.organizationId]);
    expect(edited.score).toBeGreaterThan(project.score!);
    expect(edited.score).toBe(edited.scoring.total);
    const changes = Object.fromEntries(
      (await history(project.projectId))
        .filter((entry) => entry.field)
        .map((entry) => [entry.field, [entry.from, entry.to, entry.kind]]),
    );
    expect(changes).toEqual({
      budgetAmount: ['1000', '2500000.75', 'field_update'],
      organizations: [own[0]!.name, `${own[2]!.name}; ${own[0]!.name}`, 'field_update'],
      program: [null, program.name, 'field_update'],
      sdgTargets: [null, `${SDGS[3]}; ${SDGS[9]}`, 'field_update'],
      isGreen: ['No', 'Sí', 'field_update'],
      tir: [null, '18', 'field_update'],
      status: ['Identificado', 'Priorizado', 'status_change'],
      latitude: [null, '-26.07', 'field_update'],
      longitude: [null, '-65.97', 'field_update'],
    });
    // The same values again change nothing and write no history.
    const again = await send('PUT', `/projects/${project.projectId}`, { version: 2, budgetAmount: 2_500_000.75 });
    expect(projectDetailSchema.parse(await again.json()).version).toBe(2);
  });

  it('refuses a stale version (409), another tenant’s organisation or program (400), a taken code (409)', async () => {
    await created({ type: 'proyecto', name: 'Ocupa un código', projectCode: 'TOMADO-9' });
    const project = await created({ type: 'proyecto', name: 'Hospital de Añatuya' });
    const path = `/projects/${project.projectId}`;
    await refused(await send('PUT', path, { version: 7, name: 'Otro' }), 409, /Otra persona modificó/);
    await refused(
      await send('PUT', path, { version: 1, organizationIds: [foreign.organizationId] }),
      400,
      /no existe en este espacio/,
    );
    await refused(await send('PUT', path, { version: 1, programId: foreignProgramId }), 400, /programa elegido/);
    await refused(await send('PUT', path, { version: 1, projectCode: 'TOMADO-9' }), 409, /código «TOMADO-9»/);
    await refused(await send('PUT', path, { version: 1, type: 'programa' }), 400, /.+/);
    expect(await detail(project.slug)).toEqual(project);
  });
});

describe('the optimizer v2 fields (issue 44)', () => {
  it('creates and edits province, planned start and group of alternatives, as history; refuses a bad month', async () => {
    const project = await created({
      type: 'proyecto',
      name: 'Puente sobre el río Juramento (traza norte)',
      province: 'Salta',
      plannedStart: '2027-03',
    });
    expect(project).toMatchObject({ province: 'Salta', plannedStart: '2027-03', alternativeGroup: null });
    const path = `/projects/${project.projectId}`;
    await refused(
      await send('PUT', path, { version: 1, plannedStart: '2027-13' }),
      400,
      /inicio previsto debe ser un mes con la forma AAAA-MM/,
    );
    await refused(await send('PUT', path, { version: 1, province: 7 }), 400, /debe ser un texto/);
    expect(await detail(project.slug)).toEqual(project);
    const response = await send('PUT', path, {
      version: 1,
      plannedStart: '',
      alternativeGroup: 'Puente del río Juramento',
      province: 'Jujuy',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(projectDetailSchema.parse(await response.json())).toMatchObject({
      version: 2,
      province: 'Jujuy',
      plannedStart: null,
      alternativeGroup: 'Puente del río Juramento',
    });
    const changes = Object.fromEntries(
      (await history(project.projectId))
        .filter((entry) => entry.field)
        .map((entry) => [entry.field, [entry.from, entry.to]]),
    );
    expect(changes).toEqual({
      province: ['Salta', 'Jujuy'],
      plannedStart: ['2027-03', null],
      alternativeGroup: [null, 'Puente del río Juramento'],
    });
  });
});

describe('archive and restore', () => {
  it('archives: the project leaves the list, its search and the global search; the detail answers; admin restores', async () => {
    const project = await created({
      type: 'proyecto',
      name: 'Centro de Salud de Tilcara',
      organizationIds: [own[3]!.organizationId],
      latitude: -23.57,
      longitude: -65.39,
    });
    const organizationCount = async () => {
      const response = await get(`/t/${TENANT}/organizations?organization_slug=${own[3]!.slug}`);
      return organizationListAnswerSchema.parse(await response.json())[0]!.projectCount;
    };
    const countBefore = await organizationCount();
    const totalBefore = await total('type=proyecto');
    const archived = await send('POST', `/projects/${project.projectId}/archive`);
    expect(archived.status, await archived.clone().text()).toBe(200);
    expect(projectDetailSchema.parse(await archived.json())).toMatchObject({
      version: 2,
      archivedAt: expect.any(String),
    });
    expect(await total('type=proyecto')).toBe(totalBefore - 1);
    expect(await total(`project_slug=${project.slug}`)).toBe(0);
    expect(await total('filter[name][ilike]=%25Centro de Salud de Tilcara%25')).toBe(0);
    expect(await organizationCount()).toBe(countBefore - 1);
    const search = await get(`/t/${TENANT}/search?q=${encodeURIComponent('Centro de Salud de Tilcara')}`);
    expect(JSON.stringify(await search.json())).not.toContain(project.projectId);
    expect((await detail(project.slug)).archivedAt).not.toBeNull();
    // The "Archivados" view, for those who can edit; a second archive is a 409; a viewer cannot restore.
    const view = await list('archived=true&type=proyecto', tokens.editor);
    expect(view.data.map((item) => item.projectId)).toContain(project.projectId);
    await refused(await get(`/t/${TENANT}/projects?archived=true`, tokens.viewer), 403, /permisos/);
    await refused(await get(`/t/${TENANT}/projects?archived=quizas`, tokens.editor), 400, /archived/);
    await refused(await send('POST', `/projects/${project.projectId}/archive`), 409, /Ya está archivado/);
    await refused(
      await send('PUT', `/projects/${project.projectId}`, { version: 2, name: 'Oculto' }),
      409,
      /Ya está archivado/,
    );
    await refused(await send('POST', `/projects/${project.projectId}/restore`, undefined, tokens.viewer), 403, /.+/);

    const restored = await send('POST', `/projects/${project.projectId}/restore`, undefined, tokens.admin);
    expect(restored.status).toBe(200);
    expect(projectDetailSchema.parse(await restored.json())).toMatchObject({ version: 3, archivedAt: null });
    expect(await total('type=proyecto')).toBe(totalBefore);
    expect(await total('filter[name][ilike]=%25Centro de Salud de Tilcara%25')).toBe(1);
    expect(await organizationCount()).toBe(countBefore);
    await refused(await send('POST', `/projects/${project.projectId}/restore`), 409, /No está archivado/);
    // (The tests' clock stands still, so the three entries share an instant: compared as a set.)
    expect((await history(project.projectId)).map((entry) => entry.kind).sort()).toEqual([
      'archived',
      'created',
      'restored',
    ]);
  });

  it('leaves the map (its ETag changes), filter values, export, reports, program counts and optimizer candidates', async () => {
    const sector = 'Sector único de la prueba de archivo';
    const project = await created({
      type: 'proyecto',
      name: 'Dique Compensador de Ullum',
      sector,
      programId: program.projectId,
      latitude: -31.47,
      longitude: -68.66,
      budgetAmount: 9_000_000,
    });
    const read = async (path: string, token = tokens.admin!) => {
      const response = await get(`/t/${TENANT}${path}`, token);
      expect(response.status, path).toBe(200);
      return { etag: response.headers.get('etag'), text: await response.text() };
    };
    const snapshot = async () => ({
      etag: (await read('/map')).etag,
      sectors: (await read('/projects/filters/values?fields=sector')).text,
      export: (await read(`/projects/export?format=csv&filter[sector][in]=${encodeURIComponent(sector)}`)).text,
      report: JSON.parse((await read('/reports/priority-distribution')).text) as { total: number },
      candidates: (await read('/optimizer/candidates')).text,
      children: (await list(`project_slug=${program.slug}&type=programa`)).data[0] as unknown as {
        childrenCount: number;
      },
    });
    const before = await snapshot();
    expect(before.sectors).toContain(sector);
    expect(before.export).toContain('Dique Compensador de Ullum');
    expect(before.candidates).toContain(project.projectId);
    const archived = await send('POST', `/projects/${project.projectId}/archive`);
    expect(archived.status).toBe(200);
    const after = await snapshot();
    expect(after.etag).not.toBe(before.etag);
    expect(after.sectors).not.toContain(sector);
    expect(after.export).not.toContain('Dique Compensador de Ullum');
    expect(after.report.total).toBe(before.report.total - 1);
    expect(after.candidates).not.toContain(project.projectId);
    expect(after.children.childrenCount).toBe(before.children.childrenCount - 1);
  });

  it('answers 404 for another tenant’s project or a bad id, and a viewer 403, archiving nothing', async () => {
    const foreignProject = await get('/t/obras-publicas/projects?limit=1', tokens.admin!);
    const foreignId = ((await foreignProject.json()) as { data: { projectId: string }[] }).data[0]!.projectId;
    for (const id of [foreignId, 'no-es-un-id', '00000000-0000-4000-8000-000000000000']) {
      await refused(await send('POST', `/projects/${id}/archive`), 404, /No se encontró el proyecto/);
    }
    const [first] = (await list('limit=1')).data;
    await refused(await send('POST', `/projects/${first!.projectId}/archive`, undefined, tokens.viewer), 403, /.+/);
    expect((await detail(first!.slug)).archivedAt).toBeNull();
  });
});
