// "Tu actividad" through the real stack (platform.md §2, §9): the projects opened on this device come first in the
// dashboard's cards, newest first, with their priority and program; with none, the tenant's newest stand in.
import { expect, test, type Page } from '@playwright/test';
import {
  demoProjectsByTenant,
  formatMoney,
  formatMonthAR,
  formatNumber,
  monthlyTrendsSchema,
  paths,
  priorityLabel,
  type Project,
} from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { accessTokenOf, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;

// Projects with an organisation that the detail journeys do not edit (they take every 7th), one inside a program
// and one outside any, so both "Ver programa" and "Sin programa" are seen.
const candidates = demoProjectsByTenant['cenit-demo'].filter(
  (project, index) => project.type === 'proyecto' && project.organizations.length > 0 && index % 7 !== 0,
);
const inProgram = candidates.find((project) => project.parentProject ?? project.program)!;
const outsidePrograms = candidates.find((project) => !project.parentProject && !project.program)!;

const detailPath = (project: Project) =>
  paths.project(tenant, { slug: project.slug, type: project.type, organizationSlug: project.organizations[0]!.slug });

async function visit(page: Page, project: Project): Promise<void> {
  await page.goto(detailPath(project));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
}

const recentCards = (page: Page) => page.getByRole('region', { name: 'Proyectos recientes' }).getByRole('listitem');

test('with nothing opened on this device, the dashboard shows the tenant newest projects and organisations', async ({
  page,
}) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  await expect(recentCards(page)).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Organismos recientes' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('No hay proyectos recientes.')).toHaveCount(0);
});

test('visiting two projects puts them first in the dashboard recents, the last one first', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  await visit(page, inProgram);
  await visit(page, outsidePrograms);

  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expectDashboard(page, tenant);
  const cards = recentCards(page);
  await expect(cards).toHaveCount(2);

  const [last, first] = [cards.nth(0), cards.nth(1)];
  await expect(last.getByRole('heading', { level: 3 })).toHaveText(outsidePrograms.name);
  await expect(last.getByRole('img', { name: priorityLabel(outsidePrograms.priority) })).toBeVisible();
  await expect(last.getByText('Sin programa')).toBeVisible();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(inProgram.name);
  await expect(first.getByRole('link', { name: 'Ver programa' })).toBeVisible();

  // The card opens the project again.
  await first.getByRole('link', { name: inProgram.name }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(inProgram)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inProgram.name);
});

test('"Tendencias del Mes" is computed from the workspace: a project created now adds one and its budget', async ({
  page,
}) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  const authorization = await accessTokenOf(page, () => page.goto(`/${tenant}/proyectos/lista`));
  const trendsOf = async () => {
    const response = await page.request.get(`/api/t/${tenant}/reports/monthly-trends`, { headers: { authorization } });
    expect(response.status()).toBe(200);
    return monthlyTrendsSchema.parse(await response.json());
  };
  const before = await trendsOf();
  const created = await page.request.post(`/api/t/${tenant}/projects`, {
    headers: { authorization },
    data: { type: 'proyecto', name: 'Tendencias del mes, prueba de punta a punta', budgetAmount: 1_234_567 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/${tenant}/actividad`);
  const card = page.getByRole('region', { name: 'Tendencias del Mes' });
  const figure = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
  await expect(figure('Proyectos nuevos')).toHaveText(formatNumber(before.projectsCreated + 1));
  await expect(figure('Cambios de estado')).toHaveText(formatNumber(before.statusChanges));
  await expect(figure('Presupuesto asignado')).toHaveText(
    formatMoney(before.budgetAssigned + 1_234_567, 'ARS', { wholeUnits: true }),
  );
  await expect(card.getByText(`${formatMonthAR(before.month)}, hasta hoy`)).toBeVisible();
  await expect(card.getByText('Datos de ejemplo: esta sección todavía no está activa.')).toHaveCount(0);
});
