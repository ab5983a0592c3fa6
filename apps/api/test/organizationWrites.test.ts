// Creating, editing the responsible person of, archiving and restoring organisations (issue 42), against the seeded
// demo portfolio on PGlite and on PostgreSQL: 201 with a slug from the name, a name taken ignoring case and accents
// (409), an organisation with active projects that cannot be archived (409 saying how many), the "Archivados" view,
// and every refusal with nothing written.
import { describe, expect, it } from 'vitest';
import { organizationAnswerSchema, organizationListAnswerSchema, type OrganizationAnswer } from '@siipro/domain';
import { authorized } from './support/http.ts';
import { usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();
const TENANT = 'cenit-demo';

function send(method: string, path: string, body?: unknown, token = tokens.editor!) {
  return authorized(testContext(), `/t/${TENANT}${path}`, token, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

async function organizations(search = '', token = tokens.viewer!): Promise<OrganizationAnswer[]> {
  const response = await get(`/t/${TENANT}/organizations?${search}`, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return organizationListAnswerSchema.parse(await response.json());
}

async function created(body: unknown): Promise<OrganizationAnswer> {
  const response = await send('POST', '/organizations', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return organizationAnswerSchema.parse(await response.json());
}

async function refused(response: Response, status: number, message: RegExp) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(text).toMatch(message);
}

describe('POST /t/{slug}/organizations', () => {
  it('creates one: 201 with the whole organisation, a slug from its name, the responsible person', async () => {
    const organization = await created({
      name: 'Dirección Provincial de Vialidad Rural',
      description: 'Caminos rurales y puentes.',
      responsableName: 'Ana Pérez',
      responsableEmail: 'Ana.Perez@Vialidad.gob.ar',
    });
    expect(organization).toMatchObject({
      slug: 'direccion-provincial-de-vialidad-rural',
      version: 1,
      responsable: { name: 'Ana Pérez', email: 'ana.perez@vialidad.gob.ar' },
      projectCount: 0,
      archivedAt: null,
    });
    expect((await organizations('q=vialidad rural')).map((item) => item.organizationId)).toContain(
      organization.organizationId,
    );
  });

  it('refuses a name taken ignoring case and accents (409), bad bodies (400) and a viewer (403)', async () => {
    await created({ name: 'Ente Regulador de Energía' });
    const before = (await organizations()).length;
    await refused(
      await send('POST', '/organizations', { name: 'ENTE REGULADOR DE ENERGIA' }),
      409,
      /Ya existe un organismo llamado «Ente Regulador de Energía»/,
    );
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(301) },
      { name: 'Ok', responsableEmail: 'no-es-correo' },
      { name: 'Ok', slug: 'elegido' },
    ]) {
      expect((await send('POST', '/organizations', body)).status, JSON.stringify(body)).toBe(400);
    }
    await refused(await send('POST', '/organizations', { name: 'Del visualizador' }, tokens.viewer), 403, /.+/);
    expect((await organizations()).length).toBe(before);
  });

  it('makes a route word safe as a slug', async () => {
    expect((await created({ name: 'Nuevo' })).slug).toBe('nuevo-1');
  });
});

describe('PUT, archive and restore', () => {
  it('edits the responsible person with the version read', async () => {
    const organization = await created({ name: 'Instituto de la Vivienda Social' });
    const response = await send('PUT', `/organizations/${organization.organizationId}`, {
      version: 1,
      responsableName: 'Luis Gómez',
      responsableEmail: 'lgomez@ivs.gob.ar',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(organizationAnswerSchema.parse(await response.json())).toMatchObject({
      version: 2,
      responsable: { name: 'Luis Gómez', email: 'lgomez@ivs.gob.ar' },
    });
  });

  it('refuses to archive an organisation with active projects, saying how many', async () => {
    const [busy] = (await organizations()).filter((item) => item.projectCount > 1);
    const before = await organizations();
    const response = await send('POST', `/organizations/${busy!.organizationId}/archive`);
    expect(response.status).toBe(409);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/No puedes archivar este organismo: tiene \d+ proyectos activos/);
    expect(await organizations()).toEqual(before);
  });

  it('archives an organisation without projects: it leaves the list, shows under Archivados, and is restored', async () => {
    const organization = await created({ name: 'Consejo de Planificación Regional' });
    const archived = await send('POST', `/organizations/${organization.organizationId}/archive`);
    expect(archived.status, await archived.clone().text()).toBe(200);
    expect(organizationAnswerSchema.parse(await archived.json()).archivedAt).not.toBeNull();
    const ids = async (search: string, token?: string) =>
      (await organizations(search, token)).map((item) => item.organizationId);
    expect(await ids('')).not.toContain(organization.organizationId);
    expect(await ids('archived=true', tokens.editor)).toContain(organization.organizationId);
    await refused(await get(`/t/${TENANT}/organizations?archived=true`, tokens.viewer), 403, /.+/);
    await refused(await send('POST', `/organizations/${organization.organizationId}/archive`), 409, /Ya está/);
    // An archived organisation cannot be given to a project.
    await refused(
      await send('POST', '/projects', { type: 'proyecto', name: 'X', organizationIds: [organization.organizationId] }),
      400,
      /no existe en este espacio/,
    );
    const restored = await send(
      'POST',
      `/organizations/${organization.organizationId}/restore`,
      undefined,
      tokens.admin,
    );
    expect(restored.status).toBe(200);
    expect(await ids('')).toContain(organization.organizationId);
    await refused(await send('POST', `/organizations/${organization.organizationId}/restore`), 409, /No está/);
  });

  it('answers 404 for another tenant’s organisation and 403 to a viewer', async () => {
    const foreign = await get('/t/obras-publicas/organizations?limit=1', tokens.admin!);
    const [other] = organizationListAnswerSchema.parse(await foreign.json());
    await refused(await send('POST', `/organizations/${other!.organizationId}/archive`), 404, /.+/);
    const [mine] = await organizations('limit=1');
    await refused(
      await send('POST', `/organizations/${mine!.organizationId}/archive`, undefined, tokens.viewer),
      403,
      /.+/,
    );
  });
});
