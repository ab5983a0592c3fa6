// GET/PUT /t/{slug}/projects/{projectId}/relations (issue 44): "Requiere" and "Alternativas", on PGlite and
// PostgreSQL — read by members, written with projects:edit under the version guard, each change a history entry; and
// tried as an attacker: another tenant's ids, the project itself, malicious bodies, a stale version, the wrong role.
// Cycles are allowed ("both or neither" in the optimizer) and checked as such.
import { describe, expect, it } from 'vitest';
import { authorized } from './support/http.ts';
import { fixture, otherTenantIds, usePortfolioApi } from './support/portfolioApi.ts';

const { testContext, tokens, get } = usePortfolioApi();

const cenit = fixture
  .filter((project) => project.type === 'proyecto')
  .map((project) => ({
    projectId: project.projectId,
    slug: project.slug,
    code: project.projectCode ?? null,
    name: project.name,
  }));
const foreign = [...otherTenantIds][0]!;
const program = fixture.find((project) => project.type === 'programa')!;
const [planta, acueducto, puente, puente2] = cenit as [
  (typeof cenit)[0],
  (typeof cenit)[0],
  (typeof cenit)[0],
  (typeof cenit)[0],
];
type Relation = { projectId: string; slug: string; code: string | null; name: string };
const pathOf = (projectId: string, slug = 'cenit-demo') => `/t/${slug}/projects/${projectId}/relations`;

const put = (projectId: string, body: unknown, token = tokens.editor!, slug = 'cenit-demo') =>
  authorized(testContext(), pathOf(projectId, slug), token, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function relationsOf(projectId: string) {
  const response = await get(pathOf(projectId), tokens.viewer);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as {
    version: number;
    requires: Relation[];
    requiredBy: Relation[];
    alternativeGroup: string | null;
    alternatives: Relation[];
  };
}

describe('project relations', () => {
  it('stores "requiere" and an alternatives group, bumps the version and writes the history', async () => {
    const before = await relationsOf(planta.projectId);
    expect(before).toMatchObject({ requires: [], requiredBy: [], alternativeGroup: null, alternatives: [] });
    const response = await put(planta.projectId, {
      requires: [acueducto.projectId],
      alternativeGroup: '  Puente del río  ',
      version: before.version,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = (await response.json()) as Awaited<ReturnType<typeof relationsOf>>;
    expect(after).toMatchObject({
      version: before.version + 1,
      requires: [acueducto],
      alternativeGroup: 'Puente del río',
    });
    expect((await relationsOf(acueducto.projectId)).requiredBy).toEqual([planta]);
    const other = await relationsOf(puente.projectId);
    await put(puente.projectId, { requires: [], alternativeGroup: 'Puente del río', version: other.version });
    expect((await relationsOf(planta.projectId)).alternatives).toEqual([puente]);

    const history = await get(`/t/cenit-demo/projects/${planta.projectId}/activity`, tokens.viewer);
    const entries = JSON.stringify(await history.json());
    expect(entries).toContain('"field":"requires"');
    expect(entries).toContain(acueducto.name);
    expect(entries).toContain('"field":"alternativeGroup"');

    // The same values again change nothing: no new version, no history.
    const same = await put(planta.projectId, {
      requires: [acueducto.projectId],
      alternativeGroup: 'Puente del río',
      version: after.version,
    });
    expect(((await same.json()) as { version: number }).version).toBe(after.version);
  });

  it('allows a cycle of "requiere" (both or neither), and refuses the project itself', async () => {
    const a = await relationsOf(acueducto.projectId);
    const cycle = await put(acueducto.projectId, {
      requires: [planta.projectId],
      alternativeGroup: null,
      version: a.version,
    });
    expect(cycle.status, await cycle.clone().text()).toBe(200);
    const b = await relationsOf(puente2.projectId);
    const itself = await put(puente2.projectId, {
      requires: [puente2.projectId],
      alternativeGroup: null,
      version: b.version,
    });
    expect(itself.status).toBe(400);
    expect(await itself.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Un proyecto no puede requerirse a sí mismo.',
    });
  });

  it('refuses another tenant’s project, a program, an unknown id, repeats and bad bodies, changing nothing', async () => {
    const current = await relationsOf(puente2.projectId);
    const refusals: [unknown, string][] = [
      [
        { requires: [foreign], alternativeGroup: null, version: current.version },
        `El proyecto requerido ${foreign} no es un proyecto activo de este espacio de trabajo.`,
      ],
      [
        { requires: [program.projectId], alternativeGroup: null, version: current.version },
        `El proyecto requerido ${program.projectId} no es un proyecto activo de este espacio de trabajo.`,
      ],
      [
        { requires: ['00000000-0000-4000-8000-000000000999'], alternativeGroup: null, version: current.version },
        'El proyecto requerido 00000000-0000-4000-8000-000000000999 no es un proyecto activo de este espacio de trabajo.',
      ],
      [
        { requires: [planta.projectId, planta.projectId], alternativeGroup: null, version: current.version },
        `El proyecto ${planta.projectId} aparece más de una vez en requires.`,
      ],
      [
        { requires: ["'; drop table projects; --"], alternativeGroup: null, version: current.version },
        'requires debe ser una lista de ids de proyectos (como máximo 50).',
      ],
      [
        { requires: [], alternativeGroup: 'x'.repeat(201), version: current.version },
        'El grupo de alternativas debe ser un texto de hasta 200 caracteres, o null.',
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await put(puente2.projectId, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    const extra = await put(puente2.projectId, { requires: [], alternativeGroup: null, version: 1, tenantId: 'x' });
    expect(extra.status).toBe(400);
    expect((await put(puente2.projectId, '{')).status).toBe(400);
    expect(await relationsOf(puente2.projectId)).toEqual(current);
  });

  it('guards the version, the role and the tenant', async () => {
    const read = await relationsOf(puente2.projectId);
    expect(
      (await put(puente2.projectId, { requires: [], alternativeGroup: 'Vado', version: read.version })).status,
    ).toBe(200);
    // Someone else's edit came first: the version read is stale.
    const stale = await put(puente2.projectId, { requires: [], alternativeGroup: 'x', version: read.version });
    expect(stale.status).toBe(409);
    const current = await relationsOf(puente2.projectId);
    const viewer = await put(
      puente2.projectId,
      { requires: [], alternativeGroup: 'x', version: current.version },
      tokens.viewer,
    );
    expect(viewer.status).toBe(403);
    // Another tenant's project through this tenant, and this tenant's project through another one.
    expect((await put(foreign, { requires: [], alternativeGroup: 'x', version: 1 })).status).toBe(404);
    expect((await get(pathOf(foreign), tokens.viewer)).status).toBe(404);
    expect(
      (
        await put(
          puente2.projectId,
          { requires: [], alternativeGroup: 'x', version: 1 },
          tokens.editor,
          'obras-publicas',
        )
      ).status,
    ).toBe(403);
    expect((await get(pathOf('no-es-un-id'), tokens.viewer)).status).toBe(404);
    // An edited token is no token.
    const [header, payload, signature] = tokens.editor!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const edited = Buffer.from(JSON.stringify({ ...claims, email: 'admin@siipro.test' })).toString('base64url');
    expect(
      (
        await put(
          puente2.projectId,
          { requires: [], alternativeGroup: 'x', version: current.version },
          `${header}.${edited}.${signature}`,
        )
      ).status,
    ).toBe(401);
    expect(await relationsOf(puente2.projectId)).toEqual(current);
  });
});
