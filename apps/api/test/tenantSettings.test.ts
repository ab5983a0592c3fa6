// PUT /t/{slug}/settings (issue 18): only admins change the settings; every field is validated and a refused body
// changes nothing; dropping a project status that projects use is refused with how many use it; each change is
// recorded before → after. On PGlite and PostgreSQL, against the seeded demo portfolio.
import { describe, expect, it } from 'vitest';
import { demoProjectsByTenant, tenantSettingsAnswerSchema, type TenantSettingsAnswer } from '@siipro/domain';
import { NOT_A_MEMBER, PERMISSION_DENIED, useAdminApi } from './support/adminApi.ts';

// The demo's logo host is one an operator allowed (IMAGE_HOSTS); any other is refused (issue 46).
const { tokens, call, auditRows } = useAdminApi({ seed: {}, env: { IMAGE_HOSTS: 'cenit.example.gob.ar' } });

async function settings(slug = 'cenit-demo'): Promise<TenantSettingsAnswer> {
  const response = await call('GET', `/t/${slug}/settings`, tokens.admin);
  expect(response.status).toBe(200);
  return tenantSettingsAnswerSchema.parse(await response.json());
}

const put = (body: unknown, token = tokens.admin, slug = 'cenit-demo') =>
  call('PUT', `/t/${slug}/settings`, token, body);

/** Runs `attempt` and checks that neither the settings nor the record of changes moved. */
async function changesNothing(attempt: () => Promise<void>) {
  const before = await settings();
  const recorded = (await auditRows()).length;
  await attempt();
  expect(await settings()).toEqual(before);
  expect(await auditRows()).toHaveLength(recorded);
}

/** `{"n":{"n":…{}}}`, `levels` objects deep. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < levels; level++) value = { n: value };
  return value;
}

const statusesOf = (answer: TenantSettingsAnswer) =>
  (answer.configJson.projectStatus as { value: string; label: string }[]).map((status) => status.value);
const usingStatus = (status: string) =>
  demoProjectsByTenant['cenit-demo'].filter((project) => project.status === status).length;

describe('PUT /t/{slug}/settings', () => {
  it('lets only an admin change the settings: optimizer, editor and viewer get 403 and nothing changes', async () => {
    for (const role of ['optimizer', 'editor', 'viewer'] as const) {
      await changesNothing(async () => {
        const response = await put({ name: 'Tomado' }, tokens[role]);
        expect(response.status, role).toBe(403);
        expect(await response.json()).toEqual(PERMISSION_DENIED);
      });
    }
    // Another tenant's settings: not a member, so not even told whether it exists.
    for (const slug of ['obras-publicas', 'no-existe']) {
      const response = await put({ name: 'Tomado' }, tokens.editor, slug);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(NOT_A_MEMBER);
    }
  });

  it('saves every field, answers the updated tenant and records before → after', async () => {
    const before = await settings();
    const configJson = {
      ...before.configJson,
      projectStatus: [
        ...(before.configJson.projectStatus as object[]),
        { value: 'En revisión', label: 'En revisión técnica', color: '#7c3aed' },
      ],
      map: { center: { lat: -31.4201, lng: -64.1888 }, zoom: 6 },
      indicadores: { meta: 12 },
    };
    const response = await put({
      name: '  CENIT Córdoba  ',
      logo: 'https://cenit.example.gob.ar/logo.png',
      siteUrl: 'https://cenit-cordoba.example.gob.ar',
      plan: 'basic',
      defaultLanguage: 'es-AR',
      configJson,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = tenantSettingsAnswerSchema.parse(await response.json());
    expect(after).toEqual({
      ...before,
      name: 'CENIT Córdoba',
      logo: 'https://cenit.example.gob.ar/logo.png',
      siteUrl: 'https://cenit-cordoba.example.gob.ar',
      plan: 'basic',
      defaultLanguage: 'es-AR',
      configJson,
    });
    expect(await settings()).toEqual(after);

    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      action: 'settings.updated',
      actorName: 'María Fernández',
      actorEmail: 'admin@siipro.test',
      before: {
        name: before.name,
        logo: before.logo,
        siteUrl: before.siteUrl,
        plan: before.plan,
        defaultLanguage: before.defaultLanguage,
        configJson: before.configJson,
      },
      after: {
        name: 'CENIT Córdoba',
        logo: 'https://cenit.example.gob.ar/logo.png',
        siteUrl: 'https://cenit-cordoba.example.gob.ar',
        plan: 'basic',
        defaultLanguage: 'es-AR',
        configJson,
      },
    });

    // Only what differs is recorded; "" clears a URL; the same values again record nothing.
    expect((await put({ name: 'CENIT Córdoba', logo: '' })).status).toBe(200);
    expect(await auditRows().then((rows) => rows[0]!.after)).toEqual({ logo: null });
    const recorded = (await auditRows()).length;
    expect((await put({ name: 'CENIT Córdoba', configJson })).status).toBe(200);
    expect(await auditRows()).toHaveLength(recorded);
  });

  it.each([
    ['an array', [], /.+/],
    ['a JSON text that does not parse', '{"name":', /El cuerpo de la solicitud no es un JSON válido/],
    ['configJson as an array', { configJson: [] }, /La configuración debe ser un objeto JSON/],
    ['configJson as text', { configJson: '{"map":{}}' }, /La configuración debe ser un objeto JSON/],
    ['configJson null', { configJson: null }, /La configuración debe ser un objeto JSON/],
    ['a status without label', { configJson: { projectStatus: [{ value: 'Nuevo' }] } }, /necesita un label/],
    ['a status without value', { configJson: { projectStatus: [{ label: 'Nuevo' }] } }, /necesita un value/],
    ['a blank status', { configJson: { projectStatus: [{ value: ' ', label: 'x' }] } }, /necesita un value/],
    ['statuses as text', { configJson: { projectStatus: 'Identificado' } }, /projectStatus debe ser una lista/],
    [
      'a status role that is not one of the three',
      { configJson: { projectStatus: [{ value: 'Identificado', label: 'Identificado', role: 'cerrado' }] } },
      /El role de un estado de projectStatus debe ser candidate, execution o closed/,
    ],
    [
      'a status role that is not text',
      { configJson: { projectStatus: [{ value: 'Identificado', label: 'Identificado', role: true }] } },
      /debe ser candidate, execution o closed/,
    ],
    [
      'a repeated status',
      {
        configJson: {
          projectStatus: [
            { value: 'A', label: 'A' },
            { value: 'A', label: 'B' },
          ],
        },
      },
      /El estado A está repetido/,
    ],
    ['a latitude out of range', { configJson: { map: { center: { lat: 91, lng: 0 } } } }, /map\.center\.lat/],
    ['a longitude as text', { configJson: { map: { center: { lat: 0, lng: '-58' } } } }, /map\.center\.lng/],
    ['a zoom out of range', { configJson: { map: { zoom: 23 } } }, /map\.zoom debe ser un número entre 0 y 22/],
    ['a zoom as text', { configJson: { map: { zoom: 'cerca' } } }, /map\.zoom/],
    ['a map as a list', { configJson: { map: [1, 2] } }, /map debe ser un objeto/],
    ['an empty name', { name: '   ' }, /El nombre del espacio de trabajo no puede estar vacío/],
    ['a long name', { name: 'x'.repeat(201) }, /no puede superar los 200 caracteres/],
    ['a name as a number', { name: 12 }, /El nombre del espacio de trabajo/],
    ['a javascript: logo', { logo: 'javascript:alert(1)' }, /URL válida/],
    ['a logo on a host nobody allowed', { logo: 'https://atacante.example/pixel.png' }, /sitio permitido: .*cenit/],
    ['a logo over plain http', { logo: 'http://cenit.example.gob.ar/logo.png' }, /El logo debe ser una imagen https/],
    ['a logo with credentials', { logo: 'https://x@cenit.example.gob.ar/logo.png' }, /El logo debe ser/],
    ['a site URL without scheme', { siteUrl: 'cenit.gob.ar' }, /URL válida/],
    ['an unknown plan', { plan: 'oro' }, /El plan debe ser free, basic o premium/],
    ['a language that is not a code', { defaultLanguage: 'español; drop table' }, /El idioma por defecto/],
    ['the slug', { slug: 'otro' }, /slug/],
    ['the creation date', { createdAt: '2020-01-01T00:00:00Z' }, /createdAt/],
    ['a NUL in the name', { name: 'CENIT\u0000' }, /.+/],
    ['a NUL in the configuration', { configJson: { nota: 'a\u0000b' } }, /.+/],
    // The outside probe's configurations (issue 46): every member's /users/me carried them.
    ['a configuration 1,000 levels deep', { configJson: nested(1000) }, /no puede anidar más de 20 niveles/],
    ['a configuration 21 levels deep', { configJson: nested(21) }, /no puede anidar más de 20 niveles/],
    ['lists nested 25 deep', { configJson: { x: JSON.parse('['.repeat(25) + ']'.repeat(25)) } }, /20 niveles/],
    ['a configuration of 900 KB', { configJson: { relleno: 'x'.repeat(900 * 1024) } }, /no puede superar los 64 KB/],
    ['a configuration just over 64 KB', { configJson: { relleno: 'x'.repeat(64 * 1024) } }, /64 KB/],
    [
      'the unchecked project_status alias',
      { configJson: { project_status: [{ value: 'Nada', label: 'x' }] } },
      /Usa projectStatus para la lista de estados/,
    ],
  ])('refuses %s with a Spanish 400 and changes nothing', async (_case, body, message) => {
    await changesNothing(async () => {
      const response = await put(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errorCode: string; message: string; details?: unknown[] };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.message + JSON.stringify(answer.details ?? [])).toMatch(message);
    });
  });

  it('keeps an admin’s own keys up to 20 levels deep and 64 KB, and answers them to every member', async () => {
    const before = await settings();
    const configJson = { ...before.configJson, propio: nested(19), nota: 'x'.repeat(32 * 1024) };
    const response = await put({ configJson });
    expect(response.status).toBe(200);
    expect((await settings()).configJson).toEqual(configJson);
    expect((await put({ configJson: before.configJson })).status).toBe(200);
  });

  it("saves a status' role (issue 43); only an admin may change it", async () => {
    const before = await settings();
    const statuses = before.configJson.projectStatus as { value: string; label: string; role: string }[];
    expect(statuses.find((status) => status.value === 'Priorizado')?.role).toBe('candidate');
    const configJson = {
      ...before.configJson,
      projectStatus: statuses.map((status) => (status.value === 'Priorizado' ? { ...status, role: 'closed' } : status)),
    };
    await changesNothing(async () => {
      for (const role of ['optimizer', 'editor', 'viewer'] as const) {
        expect((await put({ configJson }, tokens[role])).status, role).toBe(403);
      }
    });
    expect((await put({ configJson })).status).toBe(200);
    expect((await settings()).configJson.projectStatus).toEqual(configJson.projectStatus);
    expect((await put({ configJson: before.configJson })).status).toBe(200);
  });

  it('refuses to drop a status projects use, saying how many; an unused one can go', async () => {
    const before = await settings();
    const statuses = before.configJson.projectStatus as { value: string; label: string }[];
    const used = usingStatus('Desestimado');
    expect(used).toBeGreaterThan(1);
    await changesNothing(async () => {
      const response = await put({
        configJson: {
          ...before.configJson,
          projectStatus: statuses.filter((status) => status.value !== 'Desestimado'),
        },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        errorCode: 'CONFLICT',
        message: `No se puede quitar el estado Desestimado: lo usan ${used} proyectos.`,
        details: [
          {
            path: 'configJson.projectStatus',
            message: `No se puede quitar el estado Desestimado: lo usan ${used} proyectos.`,
          },
        ],
      });
    });
    // An empty list drops every status: each one in use is named.
    await changesNothing(async () => {
      const response = await put({ configJson: { ...before.configJson, projectStatus: [] } });
      expect(response.status).toBe(409);
      const { details } = (await response.json()) as { details: { message: string }[] };
      expect(details.map((detail) => detail.message)).toContain(
        `No se puede quitar el estado Identificado: lo usan ${usingStatus('Identificado')} proyectos.`,
      );
      expect(details).toHaveLength(6);
    });
    // Relabelling keeps the value; an unused status can be removed.
    const relabelled = statuses.map((status) =>
      status.value === 'Ejecución' ? { ...status, label: 'En ejecución' } : status,
    );
    const response = await put({
      configJson: { ...before.configJson, projectStatus: relabelled.filter((s) => s.value !== 'En revisión') },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(statusesOf(await settings())).toEqual(
      statuses.map((status) => status.value).filter((value) => value !== 'En revisión'),
    );
  });
});
