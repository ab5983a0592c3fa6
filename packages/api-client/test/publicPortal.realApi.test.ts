// The public portal's client against the real API (issue 45): an admin turns the portal on and publishes two projects
// with the signed-in client; then the public client, with no session at all, reads the tenant, the list, a project
// with its score explained, the map and a popup, the organisations and an open-data file, and gets the portal's one
// Spanish 404 for anything hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicPortalClient, isApiError, type ApiError } from '../src/index.ts';
import { startRealApi, type RealApi } from './support/realApi.ts';

const ADMIN = 'admin@siipro.test';
const TENANT = 'cenit-demo';
const NOT_FOUND = 'No encontramos esa página del portal público.';

let api: RealApi;
const published: { slug: string; projectId: string }[] = [];
let hidden: { slug: string; projectId: string };

beforeAll(async () => {
  api = await startRealApi([ADMIN]);
  const admin = api.clientAs(ADMIN);
  await admin.tenantAdmin.settings.update(TENANT, { publicPortal: true, oc4idsPrefix: 'oc4ids-bu3kcz' });
  const page = await admin.projects.list(TENANT, { type: 'proyecto', sort: 'name', limit: 3 });
  for (const project of page.data.slice(0, 2)) {
    await admin.projectDetail.update(TENANT, project.projectId, { published: true, version: project.version });
    published.push({ slug: project.slug, projectId: project.projectId });
  }
  hidden = { slug: page.data[2]!.slug, projectId: page.data[2]!.projectId };
}, 180_000);

afterAll(() => api?.stop());

const portal = () => createPublicPortalClient({ baseUrl: api.baseUrl });

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the public portal client', () => {
  it('reads the tenant, its published projects and one of them with its score explained', async () => {
    expect(await portal().tenant(TENANT)).toMatchObject({ slug: TENANT, name: 'CENIT Demo' });
    const list = await portal().projects(TENANT, { sort: 'name' });
    expect(list.data.map((project) => project.slug)).toEqual(published.map((project) => project.slug));
    const project = await portal().project(TENANT, published[0]!.slug);
    expect(project.scoring.breakdown.length).toBeGreaterThan(0);
    expect(project).not.toHaveProperty('createdBy');
  });

  it('reads the map, a popup, the organisations and an open-data file', async () => {
    const points = await portal().mapPoints(TENANT);
    expect(points.key.length).toBeLessThanOrEqual(2);
    if (points.key.length > 0) {
      const popup = await portal().mapPopup(TENANT, String(points.key[0]));
      expect(published.map((project) => project.slug)).toContain(popup.slug);
    }
    const organizations = await portal().organizations(TENANT);
    expect(organizations.every((organization) => organization.projectCount >= 1)).toBe(true);
    const url = portal().openDataUrl(TENANT, 'oc4ids.json', { sort: 'name' });
    expect(url).toBe(`${api.baseUrl.replace(/\/+$/, '')}/public/${TENANT}/open-data/oc4ids.json?sort=name`);
    const response = await fetch(url);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const document = (await response.json()) as { projects: { id: string }[] };
    expect(document.projects.map((project) => project.id).sort()).toEqual(
      published.map((project) => `oc4ids-bu3kcz-${project.projectId}`).sort(),
    );
  });

  it('gets the portal’s one Spanish 404 for an unpublished project and an unknown tenant', async () => {
    for (const call of [portal().project(TENANT, hidden.slug), portal().tenant('no-existe')]) {
      const error = await refusal(call);
      expect(error.status).toBe(404);
      expect(error.message).toBe(NOT_FOUND);
    }
    const bad = await refusal(portal().projects(TENANT, { filters: { 'filter[created_by][eq]': 'María' } }));
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('El campo created_by no es público.');
  });
});
