// Reportes > Distribución por Prioridad through the real stack (platform.md §2 "/reports", issue 15): opened from the
// top bar's Reportes and the area's side menu, for the active tenant. Each priority's count is the Proyectos list's
// total with that priority filter, read as a person reads both (the report's table, the pager's "N resultados"); the
// list's filters in the address narrow the report the same way; a viewer opens it too; at 360 px it fits the phone.
import { expect, test, type Page } from '@playwright/test';
import { PRIORITIES, filtersToSearchParams, normalizeFilters, paths } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { listTotal } from '../support/projectList.ts';

const tenant = tenants.demo.slug;

/** Reportes in the top bar, then "Distribución por Prioridad" in the area's side menu. */
async function openReportFromTheMenus(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect(page).toHaveURL(/\/reports$/);
  const sideMenu = page.getByRole('navigation', { name: 'Reportes' });
  const item = sideMenu.getByRole('link', { name: 'Distribución por Prioridad' });
  await item.click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(item).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Distribución por Prioridad' })).toBeVisible();
}

/** "1.234" (es-AR) → 1234. */
const count = (text: string) => Number(text.replace(/\D/g, ''));

/** The priority table's rows as label → count, read after "Ver como tabla" as a person would read it. */
async function priorityCounts(page: Page): Promise<Map<string, number>> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = main.getByRole('table', { name: 'Cantidad de proyectos por prioridad' });
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tr:has(th[scope="row"])')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  return new Map(rows.map(([label, value]) => [label!, count(value!)]));
}

/** The Proyectos list's total, once its table (not the report's) is on screen. */
async function projectsTotal(page: Page): Promise<number> {
  await expect(page.getByRole('main').getByRole('table', { name: 'Listado de proyectos' })).toBeVisible();
  return listTotal(page);
}

const projectsWith = (priority: string) =>
  `${paths.projects(tenant)}?${filtersToSearchParams(normalizeFilters({ priority: [priority] }))}`;

test('each priority count of the report equals the Proyectos list total with that priority', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await openReportFromTheMenus(page);
  await expect(page.getByText(`Proyectos de ${tenants.demo.name}, por prioridad y por estado.`)).toBeVisible();

  const counts = await priorityCounts(page);
  const total = counts.get('Total')!;
  expect(total).toBeGreaterThan(0);
  for (const priority of PRIORITIES) expect(counts.get(priority), priority).toBeGreaterThan(0);

  // The whole list first, opened from the report's own link.
  await page.getByRole('link', { name: 'Ver en la lista de proyectos' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.projects(tenant)}$`));
  expect(await projectsTotal(page)).toBe(total);

  for (const priority of PRIORITIES) {
    await page.goto(projectsWith(priority));
    expect(await projectsTotal(page), priority).toBe(counts.get(priority));
  }
});

test("the list's filters in the address narrow the report, and its link opens the list with them", async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  const inExecution = filtersToSearchParams(normalizeFilters({ status: ['Ejecución'] }));
  await page.goto(paths.reports(inExecution));
  await expect(page.getByText(/que cumplen los filtros de la lista/)).toBeVisible();
  const counts = await priorityCounts(page);

  await page.getByRole('link', { name: 'Ver en la lista de proyectos' }).click();
  await expect(page).toHaveURL(/\/proyectos\/lista\?filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n$/);
  expect(await projectsTotal(page)).toBe(counts.get('Total'));
  const high = `${paths.projects(tenant)}?${filtersToSearchParams(normalizeFilters({ status: ['Ejecución'], priority: ['Alta'] }))}`;
  await page.goto(high);
  expect(await projectsTotal(page)).toBe(counts.get('Alta'));
});

test('a viewer opens the report too', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  await openReportFromTheMenus(page);
  const counts = await priorityCounts(page);
  expect(counts.get('Total')).toBeGreaterThan(0);
});

test('a screenshot at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await openReportFromTheMenus(page);
  await expect(page.getByRole('region', { name: 'Por prioridad' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('reportes-1280.png'), fullPage: true });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Reportes is in the folded menu, and the report fits the phone without sideways scrolling', async ({ page }) => {
    await openLoginAndSignIn(page, accounts.editor.email);
    await expectDashboard(page, tenant);
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('menuitem', { name: 'Reportes' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Distribución por Prioridad' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Por prioridad' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('reportes-360.png'), fullPage: true });
  });
});
