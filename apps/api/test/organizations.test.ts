// Organisations (issue 15): the list with q, sort and project counts, one organisation, its edit guarded by its
// version with its history, and its latest projects — against the seeded demo portfolio, on PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  demoOrganizationsByTenant,
  organizationAnswerSchema,
  organizationListAnswerSchema,
  organizationProjectsAnswerSchema,
  type OrganizationAnswer,
} from '@siipro/domain';
import { authorized } from './support/http.ts';
import { enc, fixture, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get, total } = usePortfolioApi();

const seeded = demoOrganizationsByTenant['cenit-demo'];
const otherTenant = demoOrganizationsByTenant['obras-publicas'].find(
  (organization) => !seeded.some((own) => own.slug === organization.slug),
)!;
/** A different seeded organisation for each test that writes, so tests do not see each other's edits. */
const pick = (index: number) => seeded[index]!;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const NOT_FOUND = { errorCode: 'NOT_FOUND', message: 'No se encontró la organización' };
const CONFLICT = {
  errorCode: 'CONFLICT',
  message: 'Otra persona modificó este organismo. Recarga la página para ver los cambios.',
};
const PERMISSION_DENIED = {
  errorCode: 'PERMISSION_DENIED',
  message: 'No tienes los permisos necesarios para realizar esta acción.',
};

async function organizations(search = '', token?: string): Promise<OrganizationAnswer[]> {
  const response = await get(`/t/cenit-demo/organizations?${search}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return organizationListAnswerSchema.parse(await response.json());
}

async function detail(slug: string, token?: string): Promise<OrganizationAnswer> {
  const response = await get(`/t/cenit-demo/organizations/${enc(slug)}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return organizationAnswerSchema.parse(await response.json());
}

function put(organizationId: string, body: unknown, token = tokens.editor!, slug = 'cenit-demo') {
  return authorized(testContext(), `/t/${slug}/organizations/${organizationId}`, token, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function historyOf(organizationId: string) {
  const result = (await testContext().database.db.execute(
    sql`select field, from_value, to_value, user_name, tenant_id from organization_history
        where organization_id = ${organizationId} order by created_at, field`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe('GET /t/{slug}/organizations', () => {
  it('lists every organisation of the tenant by name with its project count, equal to its projects list total', async () => {
    const answer = await organizations();
    expect(answer.map((organization) => organization.slug).sort()).toEqual(seeded.map((o) => o.slug).sort());
    const names = answer.map((organization) => fold(organization.name));
    expect(names).toEqual([...names].sort());
    for (const organization of answer) {
      const own = seeded.find((candidate) => candidate.slug === organization.slug)!;
      expect(organization.projectCount, organization.slug).toBe(own.projectCount);
      expect(organization.responsable).toEqual(own.responsable);
    }
    const first = answer[0]!;
    expect(first.projectCount).toBe(await total(`organization_slug=${first.slug}&type=proyecto`));
  });

  it('sorts by name both ways and by creation date, and limits', async () => {
    const ascending = await organizations('sort=name');
    const descending = await organizations('sort=-name');
    expect(descending.map((o) => o.slug)).toEqual(ascending.map((o) => o.slug).reverse());
    const newest = await organizations('sort=-createdAt&limit=3');
    expect(newest).toHaveLength(3);
    const created = newest.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('finds by q without accents or case, by slug, and treats % and _ literally', async () => {
    const energy = seeded.filter((o) => fold(o.name).includes('energia'));
    expect(energy.length).toBeGreaterThan(0);
    for (const q of ['energia', 'ENERGÍA', 'Energía']) {
      expect((await organizations(`q=${enc(q)}`)).map((o) => o.slug).sort(), q).toEqual(
        energy.map((o) => o.slug).sort(),
      );
    }
    expect((await organizations(`q=${enc(pick(0).slug)}`)).map((o) => o.slug)).toContain(pick(0).slug);
    for (const q of ['%', '_', '\\', "' or '1'='1", 'a%b', '%%%']) {
      expect(await organizations(`q=${enc(q)}`), q).toEqual([]);
    }
    expect(await organizations(`organization_slug=${pick(1).slug}`)).toEqual([await detail(pick(1).slug)]);
  });

  it('refuses a bad query with a Spanish 400, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['sort=budget', /Orden desconocido: budget/],
      ['limit=0', /El límite debe ser un entero entre 1 y 1000/],
      ['limit=abc', /El límite/],
      [`q=${'x'.repeat(201)}`, /no puede superar los 200 caracteres/],
      [`q=${enc('a\u0000b')}`, /NUL/],
      ['otro=1', /.+/],
    ];
    for (const [search, message] of cases) {
      const response = await get(`/t/cenit-demo/organizations?${search}`);
      expect(response.status, search).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? []), search).toMatch(message);
    }
  });

  it('refuses a tenant the caller does not belong to (403) with no data', async () => {
    const response = await get('/t/obras-publicas/organizations', tokens.viewer);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: 'PERMISSION_DENIED' });
  });
});

describe('GET /t/{slug}/organizations/{orgSlug}', () => {
  it('answers the organisation with responsable, people, dates, code and version', async () => {
    const own = pick(2);
    const organization = await detail(own.slug);
    expect(organization).toMatchObject({
      organizationId: expect.any(String),
      slug: own.slug,
      code: own.slug,
      name: own.name,
      description: own.description,
      responsable: own.responsable,
      createdBy: { name: own.createdBy!.name, avatarUrl: null },
      updatedBy: { name: own.updatedBy!.name, avatarUrl: null },
      createdAt: own.createdAt,
      updatedAt: own.updatedAt,
      version: 1,
      projectCount: own.projectCount,
    });
  });

  it('does not find another tenant’s organisation, an unknown slug or a hostile one (404, never 500)', async () => {
    for (const slug of [otherTenant.slug, 'no-existe', "x' or '1'='1", '%', 'a\u0000b', '…'.repeat(300)]) {
      const response = await get(`/t/cenit-demo/organizations/${enc(slug)}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/t/obras-publicas/organizations/${otherTenant.slug}`, tokens.viewer)).status).toBe(403);
  });
});

describe('PUT /t/{slug}/organizations/{organizationId}', () => {
  it('renames and re-describes with the version read; the list shows it and history records before → after', async () => {
    const before = await detail(pick(3).slug);
    const response = await put(before.organizationId, {
      name: '  Ministerio de Obras Públicas  ',
      description: 'Nueva descripción.',
      version: before.version,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = organizationAnswerSchema.parse(await response.json());
    expect(after).toMatchObject({
      name: 'Ministerio de Obras Públicas',
      description: 'Nueva descripción.',
      version: before.version + 1,
      updatedBy: { name: 'Juan Pérez' },
      createdBy: before.createdBy,
      projectCount: before.projectCount,
    });
    expect(after.updatedAt).toBe(testContext().clock.now().toISOString());
    expect((await organizations('q=obras publicas')).map((o) => o.name)).toContain('Ministerio de Obras Públicas');
    // Its projects show the new name too (the copies of migration 0004).
    const { data } = (await (
      await get(`/t/cenit-demo/projects?organization_slug=${before.slug}&type=proyecto&limit=100`)
    ).json()) as { data: { organization: { name: string; slug: string } | null }[] };
    const led = data.filter((project) => project.organization?.slug === before.slug);
    expect(led.length).toBeGreaterThan(0);
    expect(led.every((project) => project.organization?.name === 'Ministerio de Obras Públicas')).toBe(true);

    const history = await historyOf(before.organizationId);
    expect(
      history.map(({ field, from_value, to_value, user_name }) => ({ field, from_value, to_value, user_name })),
    ).toEqual([
      { field: 'description', from_value: before.description, to_value: 'Nueva descripción.', user_name: 'Juan Pérez' },
      { field: 'name', from_value: before.name, to_value: 'Ministerio de Obras Públicas', user_name: 'Juan Pérez' },
    ]);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const before = await detail(pick(4).slug);
    expect((await put(before.organizationId, { name: 'Primera', version: before.version })).status).toBe(200);
    const stale = await put(before.organizationId, { name: 'Segunda', version: before.version });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual(CONFLICT);
    expect(await detail(before.slug)).toMatchObject({ name: 'Primera', version: before.version + 1 });
    expect(await historyOf(before.organizationId)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const before = await detail(pick(5).slug);
    const answers = await Promise.all([
      put(before.organizationId, { name: 'Versión A', version: before.version }),
      put(before.organizationId, { name: 'Versión B', version: before.version }, tokens.admin),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await detail(before.slug)).version).toBe(before.version + 1);
  });

  it('writes nothing when nothing differs', async () => {
    const before = await detail(pick(6).slug);
    const response = await put(before.organizationId, { name: before.name, version: before.version });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
    expect(await historyOf(before.organizationId)).toEqual([]);
  });

  it('refuses bad input with a Spanish 400 and changes nothing', async () => {
    const before = await detail(pick(7).slug);
    const cases: [unknown, RegExp][] = [
      [{ name: '   ', version: before.version }, /El nombre del organismo no puede estar vacío/],
      [{ name: '', version: before.version }, /El nombre del organismo no puede estar vacío/],
      [{ name: 'x'.repeat(301), version: before.version }, /no puede superar los 300 caracteres/],
      [{ description: 7, version: before.version }, /La descripción debe ser un texto/],
      [{ name: 'Sin versión' }, /versión del organismo/],
      [{ name: 'Versión texto', version: '1' }, /versión del organismo/],
      [{ slug: 'otro', version: before.version }, /.+/],
      [{ name: 'a\u0000b', version: before.version }, /.+/],
      ['{"name": ', /.+/],
      ['[]', /.+/],
    ];
    for (const [body, message] of cases) {
      const response = await put(before.organizationId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await response.json();
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
    }
    expect(await detail(before.slug)).toEqual(before);
    expect(await historyOf(before.organizationId)).toEqual([]);
  });

  it('refuses a viewer (403) and another tenant’s or an unknown id (404), changing nothing', async () => {
    const before = await detail(pick(8).slug);
    const viewer = await put(
      before.organizationId,
      { name: 'Del visualizador', version: before.version },
      tokens.viewer,
    );
    expect(viewer.status).toBe(403);
    expect(await viewer.json()).toEqual(PERMISSION_DENIED);
    for (const id of [otherTenant.organizationId, '00000000-0000-4000-8000-000000000000', 'no-es-un-uuid', '1;drop']) {
      const response = await put(id, { name: 'Ajeno', version: 1 });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    // The editor is not a member of obras-publicas at all.
    const foreign = await put(
      otherTenant.organizationId,
      { name: 'Ajeno', version: 1 },
      tokens.editor,
      'obras-publicas',
    );
    expect(foreign.status).toBe(403);
    expect(await detail(before.slug)).toEqual(before);
    expect(await historyOf(before.organizationId)).toEqual([]);
  });
});

describe('GET /t/{slug}/organizations/{orgSlug}/projects', () => {
  it('answers its 5 latest projects, its name and the total of its projects list', async () => {
    const own = [...seeded].sort((a, b) => b.projectCount - a.projectCount)[0]!;
    const response = await get(`/t/cenit-demo/organizations/${own.slug}/projects?limit=5`);
    expect(response.status).toBe(200);
    const answer = organizationProjectsAnswerSchema.parse(await response.json());
    expect(answer.orgName).toBe((await detail(own.slug)).name);
    expect(answer.total).toBe(await total(`organization_slug=${own.slug}&type=proyecto`));
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.projects).toHaveLength(5);
    const updated = answer.projects.map((project) => project.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    for (const project of answer.projects) {
      expect(project.type).toBe('proyecto');
      expect(project.organizations.map((o) => o.slug)).toContain(own.slug);
      expect(fixture.some((seededProject) => seededProject.projectId === project.projectId)).toBe(true);
    }
    const byDefault = organizationProjectsAnswerSchema.parse(
      await (await get(`/t/cenit-demo/organizations/${own.slug}/projects`)).json(),
    );
    expect(byDefault.projects).toHaveLength(5);
  });

  it('answers 404 for another tenant’s or an unknown organisation and 400 for a bad limit', async () => {
    for (const slug of [otherTenant.slug, 'no-existe']) {
      const response = await get(`/t/cenit-demo/organizations/${slug}/projects`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
    for (const limit of ['0', '101', 'x']) {
      expect((await get(`/t/cenit-demo/organizations/${pick(0).slug}/projects?limit=${limit}`)).status).toBe(400);
    }
  });
});
