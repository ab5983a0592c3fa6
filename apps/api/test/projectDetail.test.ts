// The detail page's calls (issue #14): one project with its explained score, the edit guarded by its version with its
// history, and the activity feed — against the seeded demo portfolio, on PGlite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import {
  activityPageSchema,
  computeScore,
  demoProjectsByTenant,
  demoTenants,
  explainScore,
  projectDetailSchema,
  type ActivityPage,
  type ProjectDetail,
} from '@siipro/domain';
import { authorized } from './support/http.ts';
import { fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get, list } = usePortfolioApi();

const cenitConfig = demoTenants.find((tenant) => tenant.slug === 'cenit-demo')!.configJson;
const projectsOnly = fixture.filter((project) => project.type === 'proyecto');
/** A different seeded project for each test that writes, so tests do not see each other's edits. */
const pick = (index: number) => projectsOnly[index]!;
/** A project of obras-publicas whose slug cenit-demo does not use (some names exist in both tenants). */
const otherTenantProject = demoProjectsByTenant['obras-publicas'].find(
  (project) => !fixture.some((own) => own.slug === project.slug),
)!;

const NOT_FOUND = { errorCode: 'NOT_FOUND', message: 'No se encontró el proyecto.' };
const CONFLICT = {
  errorCode: 'CONFLICT',
  message: 'Otra persona modificó este proyecto. Recarga la página para ver los cambios.',
};
const PERMISSION_DENIED = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes los permisos necesarios para realizar esta acción.',
};

async function detail(slug: string, token?: string): Promise<ProjectDetail> {
  const response = await get(`/t/cenit-demo/projects/${encodeURIComponent(slug)}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return projectDetailSchema.parse(await response.json());
}

function put(projectId: string, body: unknown, token = tokens.editor!, slug = 'cenit-demo') {
  return authorized(testContext(), `/t/${slug}/projects/${projectId}`, token, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function comment(projectId: string, text: unknown, token = tokens.editor!) {
  return authorized(testContext(), `/t/cenit-demo/projects/${projectId}/activity`, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
}

async function activityOf(projectId: string, search = '', token?: string): Promise<ActivityPage> {
  const response = await get(`/t/cenit-demo/projects/${projectId}/activity?${search}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return activityPageSchema.parse(await response.json());
}

describe('GET /t/{slug}/projects/{projectSlug}', () => {
  it('answers the list item of the project with its score explained by domain’s rules', async () => {
    const seeded = pick(0);
    const project = await detail(seeded.slug);
    const [item] = (await list(`project_slug=${encodeURIComponent(seeded.slug)}&type=proyecto`)).data;
    const {
      scoring,
      organizationIds,
      programId,
      tir,
      isGreen,
      hasGenderDiversity,
      hasSpecificFunds,
      published,
      province,
      plannedStart,
      alternativeGroup,
      ...rest
    } = project;
    expect(rest).toEqual(item);
    // The optimizer's fields (issue 44) are the detail's own; the seed places each project in its province.
    expect({ province, plannedStart, alternativeGroup }).toEqual({
      province: seeded.province,
      plannedStart: null,
      alternativeGroup: null,
    });
    // The demo portfolio publishes nothing: the public portal starts empty (issue 45).
    expect(published).toBe(false);
    expect({ tir, isGreen, hasGenderDiversity, hasSpecificFunds }).toEqual({
      tir: seeded.tir,
      isGreen: seeded.isGreen,
      hasGenderDiversity: seeded.hasGenderDiversity,
      hasSpecificFunds: seeded.hasSpecificFunds,
    });
    expect(organizationIds.length).toBe(item!.organizations.length);
    expect(programId === null).toBe(item!.program === null);
    expect(scoring).toEqual(explainScore(computeScore(seeded, { configJson: cenitConfig })));
    expect(project.score).toBe(scoring.total);
    expect(scoring.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('explains a project with missing data: missing criteria, suggestions and the points to the next band', async () => {
    const incomplete = fixture.find((project) => project.tir === null && project.type === 'proyecto')!;
    const { scoring } = await detail(incomplete.slug);
    expect(scoring.breakdown.some((criterion) => criterion.missing)).toBe(true);
    expect(scoring.breakdown.map((criterion) => criterion.label)).toContain('TIR');
    expect(scoring.suggestions.length).toBeGreaterThan(0);
    expect(scoring.suggestions.some((suggestion) => suggestion.missing)).toBe(true);
    if (scoring.band.key === 'excellent') expect(scoring.pointsToNextBand).toBeNull();
    else expect(scoring.pointsToNextBand).toBe(scoring.band.max + 1 - scoring.total);
  });

  it('answers a program with its children count', async () => {
    const program = fixture.find((project) => project.type === 'programa')!;
    const answer = await detail(program.slug);
    expect(answer.type).toBe('programa');
    expect(answer.childrenCount).toBeGreaterThan(0);
    expect(answer.childrenCount).toBe((await list(`program_slug=${program.slug}&type=proyecto`)).pagination.total);
  });

  it('does not find another tenant’s project, an unknown slug or a hostile one (404, never 500)', async () => {
    for (const slug of [otherTenantProject.slug, 'no-existe', "x' or '1'='1", '%', '…'.repeat(300)]) {
      const response = await get(`/t/cenit-demo/projects/${encodeURIComponent(slug)}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('refuses a non-member (403) before looking the project up', async () => {
    const response = await get(`/t/obras-publicas/projects/${otherTenantProject.slug}`, tokens.viewer);
    expect(response.status).toBe(403);
  });
});

describe('PUT /t/{slug}/projects/{projectId}', () => {
  it('renames and re-describes with the version read; the list shows it and history records before → after', async () => {
    const before = await detail(pick(1).slug);
    const response = await put(before.projectId, {
      name: '  Acueducto del Norte (etapa 2)  ',
      description: 'Nueva descripción.',
      version: before.version,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = projectDetailSchema.parse(await response.json());
    expect(after).toMatchObject({
      name: 'Acueducto del Norte (etapa 2)',
      description: 'Nueva descripción.',
      version: before.version + 1,
      updatedBy: { name: 'Juan Pérez' },
    });
    expect((await detail(before.slug)).name).toBe('Acueducto del Norte (etapa 2)');
    const [listed] = (await list(`project_slug=${before.slug}`)).data;
    expect(listed?.name).toBe('Acueducto del Norte (etapa 2)');

    const history = await activityOf(before.projectId, 'kind=field_update');
    expect(history.data.map(({ field, from, to, user }) => ({ field, from, to, user: user?.name }))).toEqual(
      expect.arrayContaining([
        { field: 'name', from: before.name, to: 'Acueducto del Norte (etapa 2)', user: 'Juan Pérez' },
        { field: 'description', from: before.description, to: 'Nueva descripción.', user: 'Juan Pérez' },
      ]),
    );
    expect(history.pagination.total).toBe(2);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const before = await detail(pick(2).slug);
    expect((await put(before.projectId, { name: 'Primera', version: before.version })).status).toBe(200);
    const stale = await put(before.projectId, { name: 'Segunda', version: before.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual(CONFLICT);
    const now = await detail(before.slug);
    expect(now).toMatchObject({ name: 'Primera', version: before.version + 1 });
    expect((await activityOf(before.projectId)).pagination.total).toBe(1);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const before = await detail(pick(3).slug);
    const answers = await Promise.all([
      put(before.projectId, { name: 'Versión A', version: before.version }),
      put(before.projectId, { name: 'Versión B', version: before.version }, tokens.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await detail(before.slug)).version).toBe(before.version + 1);
  });

  it('changes the status to one of the tenant’s values, recorded as a status_change', async () => {
    const before = await detail(pick(4).slug);
    const target = before.status === 'Ejecución' ? 'Finalizado' : 'Ejecución';
    const response = await put(before.projectId, { status: target, version: before.version });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe(target);
    const [entry] = (await activityOf(before.projectId, 'kind=status_change')).data;
    expect(entry).toMatchObject({ kind: 'status_change', field: 'status', from: before.status, to: target });
    expect(entry!.text).toBeNull();
  });

  it('keeps the reason of a status change in its history entry (issue 43), trimmed, and no other entry gets it', async () => {
    const before = await detail(pick(6).slug);
    const target = before.status === 'Desestimado' ? 'Finalizado' : 'Desestimado';
    const response = await put(before.projectId, {
      status: target,
      name: `${before.name} (cerrado)`,
      statusReason: '  Sin terreno disponible ',
      version: before.version,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const entries = (await activityOf(before.projectId)).data;
    expect(entries.find((entry) => entry.kind === 'status_change')).toMatchObject({
      from: before.status,
      to: target,
      text: 'Sin terreno disponible',
    });
    expect(entries.find((entry) => entry.field === 'name')!.text).toBeNull();
    // A viewer reads the reason; it cannot change the status.
    const read = (await activityOf(before.projectId, 'kind=status_change', tokens.viewer)).data[0];
    expect(read?.text).toBe('Sin terreno disponible');
    const current = await detail(before.slug);
    const refused = await put(
      before.projectId,
      { status: before.status, statusReason: 'Reabierto', version: current.version },
      tokens.viewer,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(PERMISSION_DENIED);
    expect(await detail(before.slug)).toEqual(current);
  });

  it('refuses bad input with a Spanish 400 and changes nothing', async () => {
    const before = await detail(pick(5).slug);
    const cases: [unknown, RegExp][] = [
      [{ status: 'Inventado', version: before.version }, /El estado «Inventado» no existe/],
      [{ name: 'Con motivo', statusReason: 'Cerrado', version: before.version }, /envía también el estado/],
      [{ status: 'Finalizado', statusReason: 'x'.repeat(501), version: before.version }, /no puede superar los 500/],
      [{ status: 'Finalizado', statusReason: ['a'], version: before.version }, /debe ser un texto/],
      [{ name: '   ', version: before.version }, /El nombre no puede estar vacío/],
      [{ name: 'x'.repeat(301), version: before.version }, /no puede superar los 300 caracteres/],
      [{ name: 'Sin versión' }, /versión/],
      [{ name: 'Versión texto', version: '1' }, /versión/],
      [{ score: 100, version: before.version }, /.+/],
      [{ name: 42, version: before.version }, /.+/],
      ['{"name": ', /.+/],
      ['[]', /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await put(before.projectId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
    }
    expect(await detail(before.slug)).toEqual(before);
    expect((await activityOf(before.projectId)).pagination.total).toBe(0);
  });

  it('refuses a viewer (403) and another tenant’s or an unknown id (404), changing nothing', async () => {
    const before = await detail(pick(6).slug);
    const viewer = await put(before.projectId, { name: 'Del visualizador', version: before.version }, tokens.viewer);
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual(PERMISSION_DENIED);
    // Every field the page edits in place (issue 42: the classification, the score's inputs) is refused alike.
    for (const body of [
      { priority: 'Baja', sector: 'Energía', executingArea: 'Otra área', progressStage: 'Idea' },
      { projectCode: 'VIS-0001', organizationIds: before.organizationIds.slice(0, 1) },
      { tir: 99, isGreen: false, hasGenderDiversity: false, hasSpecificFunds: false },
    ]) {
      const refused = await put(before.projectId, { ...body, version: before.version }, tokens.viewer);
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(await refused.json()).toEqual(PERMISSION_DENIED);
    }

    for (const id of [
      otherTenantProject.projectId,
      '00000000-0000-4000-8000-000000000000',
      'no-es-un-uuid',
      '1;drop',
    ]) {
      const response = await put(id, { name: 'Ajeno', version: 1 });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    // The editor is not a member of obras-publicas at all.
    expect(
      (await put(otherTenantProject.projectId, { name: 'Ajeno', version: 1 }, tokens.editor, 'obras-publicas')).status,
    ).toBe(403);
    expect(await detail(before.slug)).toEqual(before);
  });
});

describe('activity: /t/{slug}/projects/{projectId}/activity', () => {
  it('keeps a comment server-side, trimmed, newest first, for every member to read', async () => {
    const project = await detail(pick(7).slug);
    const first = await comment(project.projectId, '  Funciona para mi  ');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      kind: 'comment',
      text: 'Funciona para mi',
      user: { name: 'Juan Pérez' },
    });
    testContext().clock.advanceSeconds(5);
    expect((await comment(project.projectId, 'Listo', tokens.admin)).status).toBe(201);

    // Another member, with another token, reads both, the newest first.
    const feed = await activityOf(project.projectId, '', tokens.viewer);
    expect(feed.data.map((entry) => [entry.text, entry.user?.name])).toEqual([
      ['Listo', 'María Fernández'],
      ['Funciona para mi', 'Juan Pérez'],
    ]);
    const paged = await activityOf(project.projectId, 'limit=1&page=2&kind=comment');
    expect(paged.data.map((entry) => entry.text)).toEqual(['Funciona para mi']);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2, hasPrev: true, hasNext: false });
  });

  it('refuses an empty or too long comment, a viewer’s comment and a bad query; changes nothing', async () => {
    const project = await detail(pick(8).slug);
    for (const [text, message] of [
      ['   ', 'El comentario no puede estar vacío.'],
      ['x'.repeat(5001), 'El comentario no puede superar los 5000 caracteres.'],
    ] as const) {
      const response = await comment(project.projectId, text);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    expect((await comment(project.projectId, 42)).status).toBe(400);
    const viewer = await comment(project.projectId, 'Hola', tokens.viewer);
    expect(viewer.status).toBe(403);
    for (const search of ['page=0', 'limit=101', 'limit=abc', 'kind=otro', 'desconocido=1']) {
      const response = await get(`/t/cenit-demo/projects/${project.projectId}/activity?${search}`);
      expect(response.status, search).toBe(400);
      expect((await response.json()).errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await activityOf(project.projectId)).pagination.total).toBe(0);
  });

  it('answers 404 for another tenant’s project, reading or writing', async () => {
    const id = otherTenantProject.projectId;
    expect((await get(`/t/cenit-demo/projects/${id}/activity`)).status).toBe(404);
    expect((await comment(id, 'Intruso')).status).toBe(404);
  });
});
