// An organisation's page through the real stack (platform.md §2 "Organisation detail", §3, §8): an editor's rename
// that survives a reload and reaches the API's list and its projects' pages, "Ver todos" to a projects list with the
// same total, a viewer who sees no pencil and whom the API refuses, and the conflict of two simultaneous edits.
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import {
  computeScore,
  demoOrganizationsByTenant,
  demoProjectsByTenant,
  paths,
  type OrganizationAnswer,
  type OrganizationProjectsAnswer,
} from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { accessTokenOf, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { listTotal } from '../support/projectList.ts';

const tenant = tenants.demo.slug;

/**
 * Organisations no other journey names (project-detail.spec.ts checks its projects' first organisation by name), one
 * per journey here: they share one database.
 */
const seededProjects = demoProjectsByTenant['cenit-demo'].filter(
  (project) => project.type === 'proyecto' && project.organizations.length > 0,
);
const namedElsewhere = new Set(
  [
    ...seededProjects.filter((_, index) => index % 7 === 0).slice(0, 6),
    seededProjects.find((project) => computeScore(project).breakdown.some((item) => item.missing)),
  ].flatMap((project) => project?.organizations.map((organization) => organization.slug) ?? []),
);
const organizations = demoOrganizationsByTenant['cenit-demo'].filter((org) => !namedElsewhere.has(org.slug));
const organizationAt = (index: number) => organizations[organizations.length - 1 - index]!;

const apiPath = (...rest: string[]) => `/api/t/${tenant}/organizations/${rest.join('/')}`;
const isAnswerTo = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'GET';

/** Signs in and opens the organisation's page; answers the organisation as the page read it. */
async function openOrganization(page: Page, email: string, slug: string): Promise<OrganizationAnswer> {
  await openLoginAndSignIn(page, email);
  await expectDashboard(page, tenant);
  const answer = page.waitForResponse(isAnswerTo(apiPath(slug)));
  await page.goto(paths.organization(tenant, slug));
  const organization = (await (await answer).json()) as OrganizationAnswer;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
  return organization;
}

async function asColleague(browser: Browser, email: string, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openOrganization(page, email, slug);
  return { page, close: () => context.close() };
}

const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Nombre' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Migas de pan' });

test('an editor renames an organisation: the name survives a reload and reaches the list and its projects', async ({
  page,
}) => {
  const seeded = organizationAt(0);
  await openOrganization(page, accounts.editor.email, seeded.slug);
  await expect(breadcrumb(page).getByRole('link')).toHaveText(['Organismos']);
  await expect(page.getByRole('button', { name: 'Detalles' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Adjuntos' })).toHaveAttribute('aria-expanded', 'false');

  const renamed = `${seeded.name} (reorganizado)`;
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await nameInput(page).fill(renamed);
  await nameInput(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(page.getByText('Organismo actualizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeFocused();

  const authorization = await accessTokenOf(page, () => page.reload());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(breadcrumb(page)).toContainText(renamed);

  // The organisations list (the API's, which the list page shows) has the new name.
  const list = await page.request.get(`/api/t/${tenant}/organizations`, {
    params: { organization_slug: seeded.slug },
    headers: { authorization },
  });
  expect(list.status()).toBe(200);
  expect(((await list.json()) as OrganizationAnswer[]).map((organization) => organization.name)).toEqual([renamed]);

  // One of its latest projects: its page's breadcrumb names the organisation as renamed.
  const panel = page.getByRole('region', { name: 'Últimos proyectos' });
  await panel.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/organismos/${seeded.slug}/proyectos/[^/]+$`));
  await expect(breadcrumb(page).getByRole('link', { name: renamed })).toBeVisible();
});

test('"Ver todos" opens its projects list, with the total the side panel was given', async ({ page }) => {
  const seeded = organizationAt(1);
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  const panelAnswer = page.waitForResponse(isAnswerTo(apiPath(seeded.slug, 'projects')));
  await page.goto(paths.organization(tenant, seeded.slug));
  const { total, projects } = (await (await panelAnswer).json()) as OrganizationProjectsAnswer;
  expect(total).toBeGreaterThan(5);

  const panel = page.getByRole('region', { name: 'Últimos proyectos' });
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  const first = projects[0]!;
  await expect(panel.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
    'href',
    paths.project(tenant, { slug: first.slug, type: first.type, organizationSlug: seeded.slug }),
  );
  await panel.getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.projects(tenant, { organizationSlug: seeded.slug })}$`));
  expect(await listTotal(page)).toBe(total);
});

test('a viewer sees no pencil, and the API refuses the viewer an edit', async ({ page }) => {
  const seeded = organizationAt(2);
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  const answer = page.waitForResponse(isAnswerTo(apiPath(seeded.slug)));
  const authorization = await accessTokenOf(page, () => page.goto(paths.organization(tenant, seeded.slug)));
  const organization = (await (await answer).json()) as OrganizationAnswer;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
  await expect(nameInput(page)).toHaveCount(0);

  const refused = await page.request.put(apiPath(organization.organizationId), {
    headers: { authorization },
    data: { name: `${organization.name} (intento)`, description: null, version: organization.version },
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(organization.name);
});

test('when two editors save at once, the second is refused and keeps the typed name', async ({ page, browser }) => {
  const seeded = organizationAt(3);
  await openOrganization(page, accounts.editor.email, seeded.slug);
  const colleague = await asColleague(browser, accounts.optimizer.email, seeded.slug);
  try {
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await colleague.page.getByRole('button', { name: 'Editar', exact: true }).click();

    const theirs = `${seeded.name} — versión de Martín`;
    await nameInput(colleague.page).fill(theirs);
    await colleague.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(colleague.page.getByRole('heading', { level: 1 })).toHaveText(theirs);

    const mine = `${seeded.name} — versión de Juan`;
    await nameInput(page).fill(mine);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Otra persona modificó este organismo' })).toBeVisible();
    await expect(nameInput(page)).toHaveValue(mine);

    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(theirs);
  } finally {
    await colleague.close();
  }
});
