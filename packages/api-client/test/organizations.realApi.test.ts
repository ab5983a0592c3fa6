// The organisation calls against the real API (a fresh PGlite database seeded with the demo data, its own server
// since these tests write): the list with q and sort, one organisation, the edit with its version and its conflict,
// a viewer's refusal, and the side panel's latest projects.
import { demoOrganizationsByTenant } from '@siipro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caught, startRealApi, type RealApi } from './support/realApi.ts';

const EDITOR = 'editor@siipro.test';
const VIEWER = 'viewer@siipro.test';
const TENANT = 'cenit-demo';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi([EDITOR, VIEWER]);
}, 180_000);

afterAll(() => api?.stop());

const clientAs = (email: string) => api.clientAs(email);

const seeded = demoOrganizationsByTenant[TENANT];
const energy = seeded.filter((organization) => /energía/i.test(organization.name));

describe('the organisation calls against the real API', () => {
  it('lists the organisations by name both ways, with project counts, and finds them without accents', async () => {
    const client = clientAs(VIEWER).organizations;
    const ascending = await client.list(TENANT);
    expect(ascending).toHaveLength(seeded.length);
    expect(ascending.every((organization) => organization.projectCount >= 0)).toBe(true);
    const descending = await client.list(TENANT, { sort: '-name' });
    expect(descending.map((o) => o.slug)).toEqual(ascending.map((o) => o.slug).reverse());
    expect((await client.list(TENANT, { q: 'energia' })).map((o) => o.slug).sort()).toEqual(
      energy.map((o) => o.slug).sort(),
    );
    expect(await client.list(TENANT, { limit: 2 })).toHaveLength(2);
  });

  it('reads one organisation and answers a missing slug with the Spanish not-found message', async () => {
    const client = clientAs(VIEWER).organizations;
    const organization = await client.get(TENANT, seeded[0]!.slug);
    expect(organization).toMatchObject({ slug: seeded[0]!.slug, code: seeded[0]!.slug, version: 1 });
    const error = await caught(client.get(TENANT, 'no-existe'));
    expect(error).toMatchObject({ status: 404, message: 'No se encontró la organización' });
  });

  it('saves with the version it read and refuses a second save of the same version', async () => {
    const client = clientAs(EDITOR).organizations;
    const before = await client.get(TENANT, seeded[1]!.slug);
    const saved = await client.update(TENANT, before.organizationId, {
      name: 'Organismo renombrado',
      description: 'Otra descripción',
      version: before.version,
    });
    expect(saved).toMatchObject({ name: 'Organismo renombrado', version: before.version + 1 });
    const conflict = await caught(
      client.update(TENANT, before.organizationId, { name: 'Otro', version: before.version }),
    );
    expect(conflict).toMatchObject({ status: 409, errorCode: 'CONFLICT' });
    expect((await client.list(TENANT, { q: 'renombrado' })).map((o) => o.name)).toEqual(['Organismo renombrado']);
  });

  it("refuses a viewer's edit with 403 and an empty name with a Spanish 400", async () => {
    const before = await clientAs(VIEWER).organizations.get(TENANT, seeded[2]!.slug);
    const forbidden = await caught(
      clientAs(VIEWER).organizations.update(TENANT, before.organizationId, { name: 'X', version: before.version }),
    );
    expect(forbidden.status).toBe(403);
    const empty = await caught(
      clientAs(EDITOR).organizations.update(TENANT, before.organizationId, { name: ' ', version: before.version }),
    );
    expect(empty).toMatchObject({ status: 400, message: 'El nombre del organismo no puede estar vacío.' });
  });

  it('reads the latest projects of an organisation with its name and total', async () => {
    const busiest = [...seeded].sort((a, b) => b.projectCount - a.projectCount)[0]!;
    const answer = await clientAs(VIEWER).organizations.projects(TENANT, busiest.slug);
    expect(answer.projects).toHaveLength(5);
    expect(answer.total).toBe(busiest.projectCount);
    expect(answer.orgName).toBe(busiest.name);
  });
});
