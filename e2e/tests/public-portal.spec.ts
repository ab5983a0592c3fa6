// The public portal through the real stack (issue 45): an admin turns "Portal público" on and publishes three
// projects from their pages; a visitor who is not signed in finds them in the list and on the map, opens one and reads
// its score explained, and downloads the OC4IDS file, which the standard's schema (draft 4) validates. A comment
// written on a published project never reaches its public page. Unpublishing one removes it from every public
// answer. The journey restores what it changed (other journeys share the database): the projects go back to
// unpublished and the portal off.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { demoProjectsByTenant, hasCoordinates, paths, publicPaths, type Project } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;

/** Three projects with a place on the map, from the end of the demo list (other journeys edit its start). */
const chosen: Project[] = demoProjectsByTenant['cenit-demo']
  .filter((project) => project.type === 'proyecto' && project.organizations.length > 0 && hasCoordinates(project))
  .slice(-3);

const detailPath = (project: Project) =>
  paths.project(tenant, { slug: project.slug, type: project.type, organizationSlug: project.organizations[0]!.slug });

/** The OC4IDS 0.9.5 schema, as the API's own test reads it. */
function oc4idsValidator() {
  const standards = new URL('../../../shared/standards/oc4ids-0.9.5/', import.meta.url);
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, standards), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(read('project-schema.json'));
  return ajv.compile(read('project-package-schema.json'));
}

async function setPortal(page: Page, on: boolean): Promise<void> {
  await page.goto(paths.settings(tenant, 'general'));
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const portal = page.getByRole('switch', { name: 'Portal público' });
  if ((await portal.isChecked()) === on) {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    return;
  }
  await portal.setChecked(on);
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok());
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await saved;
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();
}

async function setPublished(page: Page, project: Project, published: boolean): Promise<void> {
  await page.goto(detailPath(project));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  const toggle = page.getByRole('switch', { name: 'Publicado' });
  if ((await toggle.isChecked()) === published) return;
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.ok());
  await toggle.setChecked(published);
  await saved;
  await expect(toggle).toBeChecked({ checked: published });
}

/** A visitor: a browser context of its own, never signed in. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-AR', acceptDownloads: true });
  return { context, page: await context.newPage() };
}

test('a published portfolio is read by anyone, and unpublishing takes a project out of every public answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const [first, second, third] = chosen as [Project, Project, Project];
  await openLoginAndSignIn(page, accounts.admin.email);
  await enterWorkspace(page, tenants.demo.name);
  await expectDashboard(page, tenant);
  const guest = await visitor(browser);
  try {
    await setPortal(page, true);
    for (const project of chosen) await setPublished(page, project, true);
    // A member's comment on a published project: private, whatever the page shows.
    const comment = `Nota interna sobre el pliego ${Date.now()}`;
    const composer = page.getByRole('textbox', { name: 'Comentario' });
    await composer.fill(comment);
    await composer.press('Enter');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(comment);
    // The member's page links to the public one once it is published and the portal is on.
    await expect(page.getByRole('link', { name: 'Ver en el portal público' })).toHaveAttribute(
      'href',
      publicPaths.project(tenant, third.slug),
    );

    // The visitor: the list, with no sign-in code loaded.
    const visit = guest.page;
    const scripts: string[] = [];
    visit.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit.goto(publicPaths.projects(tenant));
    await expect(visit.getByRole('heading', { level: 1, name: 'Proyectos publicados' })).toBeVisible();
    const cards = visit.getByRole('list', { name: 'Proyectos publicados' }).getByRole('article');
    for (const project of chosen) await expect(cards.filter({ hasText: project.name })).toHaveCount(1);
    expect(scripts.some((url) => /firebase|router-/.test(url))).toBe(false);

    // The map: the three, clustered or not.
    await visit.getByRole('navigation', { name: 'Secciones del portal' }).getByRole('link', { name: 'Mapa' }).click();
    const map = visit.getByRole('group', { name: 'Mapa de proyectos' });
    await expect(map.getByText('3 proyectos en el mapa')).toBeVisible();

    // One project's page, reached from the list: its score explained, and nothing private.
    await visit.getByRole('link', { name: 'Proyectos', exact: true }).click();
    await cards.filter({ hasText: third.name }).getByRole('link', { name: third.name }).click();
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(third.name);
    const score = visit.getByRole('region', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
    await expect(score.getByText(/^La Puntuación SIIPRO va de 0 a 100/)).toBeVisible();
    await expect(visit.getByText(comment)).toHaveCount(0);
    for (const privateText of ['Comentarios', 'Documentación', 'Historia']) {
      await expect(visit.getByRole('tab', { name: privateText })).toHaveCount(0);
    }
    // The HTML the server answers carries the page's title and Open Graph tags (a search engine runs no script).
    const html = await (await guest.context.request.get(publicPaths.project(tenant, third.slug))).text();
    expect(html).toContain(`<title>${third.name} · ${tenants.demo.name}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${third.name} · ${tenants.demo.name}" />`);
    expect(html).not.toContain(comment);

    // Datos abiertos: the OC4IDS file downloads and validates.
    await visit.getByRole('link', { name: 'Datos abiertos' }).click();
    const download = visit.waitForEvent('download');
    await visit.getByRole('link', { name: 'Paquete OC4IDS 0.9 (JSON)' }).click();
    const file = await (await download).path();
    const oc4ids = JSON.parse(readFileSync(file, 'utf8')) as { projects: { title: string }[] };
    const validate = oc4idsValidator();
    expect(validate(oc4ids), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(oc4ids.projects.map((project) => project.title).sort()).toEqual(chosen.map((p) => p.name).sort());

    // Unpublished: gone from the list, the map, the project's address and the feed.
    await setPublished(page, first, false);
    const api = guest.context.request;
    const list = (await (await api.get(`/api/public/${tenant}/projects?limit=100`)).json()) as {
      data: { slug: string }[];
    };
    expect(list.data.map((project) => project.slug).sort()).toEqual([second.slug, third.slug].sort());
    expect((await api.get(`/api/public/${tenant}/projects/${first.slug}`)).status()).toBe(404);
    const feed = (await (await api.get(`/api/public/${tenant}/open-data/oc4ids.json`)).json()) as {
      projects: { title: string }[];
    };
    expect(feed.projects.map((project) => project.title)).not.toContain(first.name);
    // A new visitor (the answers are cacheable for a minute, so the first visitor's browser may keep its copy).
    const later = await visitor(browser);
    try {
      await later.page.goto(publicPaths.map(tenant));
      await expect(
        later.page.getByRole('group', { name: 'Mapa de proyectos' }).getByText('2 proyectos en el mapa'),
      ).toBeVisible();
      await later.page.goto(publicPaths.project(tenant, first.slug));
      await expect(later.page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    } finally {
      await later.context.close();
    }
  } finally {
    await guest.context.close();
    // Restored even after a failure; a failure here does not hide the journey's own.
    await (async () => {
      for (const project of chosen) await setPublished(page, project, false);
      await setPortal(page, false);
    })().catch((error: unknown) => console.error('public-portal: restoring failed', error));
  }
});
