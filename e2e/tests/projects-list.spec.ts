// The projects and programs lists (portfolio.md §2.1, §2.2, §2.3, §7): quick filters, the filters dialog, sorting,
// paging with the browser's Back button, shareable links, the organisation scope, the export and accessibility.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn, signInWithEmail } from '../support/journeys.ts';
import {
  columnTexts,
  csvRecords,
  listTable,
  listTotal,
  parseMoney,
  rowNames,
  waitForRows,
} from '../support/projectList.ts';

const tenant = tenants.demo.slug;
const organization = { slug: 'ministerio-de-infraestructura', name: 'Ministerio de Infraestructura' };
/** One of the organisation's programs, with projects of its own in the demo data. */
const program = { slug: 'programa-de-caminos-rurales', name: 'Programa de Caminos Rurales' };

/** Signs in as the editor (one workspace: straight to its dashboard) and opens Proyectos from the top bar. */
async function openProjects(page: Page): Promise<void> {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/proyectos/lista$`));
  await waitForRows(page);
}

/** The different texts of a column, in order of appearance. */
async function distinct(texts: Promise<string[]>): Promise<string[]> {
  return [...new Set(await texts)];
}

/** How the rows' budgets are ordered (rows without a budget are left out): 'ascending', 'descending' or 'mixed'. */
async function budgetOrder(page: Page): Promise<string> {
  const budgets = (await columnTexts(page, 'Presupuesto')).map(parseMoney).filter((b): b is number => b !== null);
  if (budgets.length < 2) return 'too few rows';
  const ordered = (sign: number) => budgets.every((budget, i) => i === 0 || sign * (budget - budgets[i - 1]!) >= 0);
  if (budgets[0] === budgets.at(-1)) return 'all equal';
  return ordered(1) ? 'ascending' : ordered(-1) ? 'descending' : 'mixed';
}

/** The list's own search box (not the top bar's). */
function searchBox(page: Page) {
  return page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
}

/** Opens a quick filter and ticks one value, then closes the list. */
async function chooseQuickFilter(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('a quick filter by status is written to the link and every row shows that status', async ({ page }) => {
  await openProjects(page);
  const before = await listTotal(page);

  await chooseQuickFilter(page, 'Estados', 'Ejecución');
  await expect(page).toHaveURL(/filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n|filter\[estado\]\[in\]=Ejecuci/);

  // The link changes first; the rows follow when the filtered page arrives.
  await expect.poll(() => distinct(columnTexts(page, 'Estado'))).toEqual(['Ejecución']);
  expect(await listTotal(page)).toBeLessThan(before);
});

test('the budget range of the filters dialog narrows the rows', async ({ page }) => {
  await openProjects(page);
  const before = await listTotal(page);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByLabel('Presupuesto desde').fill('1000000000');
  await dialog.getByLabel('Presupuesto hasta').fill('3000000000');
  await dialog.getByRole('button', { name: 'Ver Resultados' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/presupuesto%5D%5Bgte%5D=1000000000/);

  const outOfRange = async () => {
    const budgets = (await columnTexts(page, 'Presupuesto')).map(parseMoney);
    if (budgets.length === 0) return ['sin filas'];
    return budgets.filter((budget) => budget === null || budget < 1_000_000_000 || budget > 3_000_000_000);
  };
  await expect.poll(outOfRange).toEqual([]);
  expect(await listTotal(page)).toBeLessThan(before);
});

test("a link's creation days show in the filters dialog, and Limpiar removes them", async ({ page }) => {
  await openProjects(page);
  const all = await listTotal(page);
  // A link as someone could share it (the dialog itself offers presets): the projects created in 2026's first quarter.
  await page.goto(`/${tenant}/proyectos/lista?filter[creado][gte]=2026-01-01&filter[creado][lte]=2026-03-31`);
  await expect.poll(() => listTotal(page)).toBeLessThan(all);
  expect(await listTotal(page)).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  const created = dialog.getByRole('group', { name: 'Fecha de creación' });
  await expect(created.getByRole('radio', { name: 'Del 01/01/2026 al 31/03/2026' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Limpiar' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).not.toHaveURL(/creado/);
  await expect.poll(() => listTotal(page)).toBe(all);
  await expect(created.getByRole('radio', { name: /^Del / })).toHaveCount(0);
});

test('sorting by Presupuesto twice orders the rows from the largest budget down', async ({ page }) => {
  await openProjects(page);
  const sortByBudget = page.getByRole('columnheader', { name: 'Presupuesto' }).getByRole('button');

  await sortByBudget.click();
  await expect(page).toHaveURL(/orden=budgetAmount/);
  await sortByBudget.click();
  await expect(page).toHaveURL(/orden=-budgetAmount/);
  await expect(page.getByRole('columnheader', { name: 'Presupuesto' })).toHaveAttribute('aria-sort', 'descending');

  await expect.poll(() => budgetOrder(page)).toBe('descending');
});

test('the pager moves to the next page and the browser Back button restores the previous one', async ({ page }) => {
  await openProjects(page);
  const firstPage = await rowNames(page);
  expect(firstPage).toHaveLength(20);

  const pager = page.getByRole('navigation', { name: 'Paginación' });
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => rowNames(page)).not.toEqual(firstPage);
  const secondPage = await rowNames(page);

  await pager.getByRole('button', { name: 'Página 3' }).click();
  await expect(page).toHaveURL(/pagina=3/);
  await expect.poll(() => rowNames(page)).not.toEqual(secondPage);

  await page.goBack();
  await expect(page).toHaveURL(/pagina=2/);
  await expect.poll(() => rowNames(page)).toEqual(secondPage);
  await page.goBack();
  await expect(page).not.toHaveURL(/pagina=/);
  await expect.poll(() => rowNames(page)).toEqual(firstPage);
});

test('the previous page stays visible, marked busy, while the next one loads', async ({ page }) => {
  await openProjects(page);
  const firstPage = await rowNames(page);
  // Page 2's answer is held back until the check below has looked at the table.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(`/t/${tenant}/projects`) && url.searchParams.get('page') === '2',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  const table = listTable(page);
  await expect(table).toHaveAttribute('aria-busy', 'true');
  const shownWhileLoading = await table
    .locator('tbody tr td:first-child a')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
  expect(shownWhileLoading).toEqual(firstPage);
  release();
  await expect.poll(() => rowNames(page)).not.toEqual(firstPage);
});

test('a link to a page past the end opens the last page in its place', async ({ page }) => {
  await openProjects(page);
  const total = await listTotal(page);
  const lastPage = Math.ceil(total / 20);
  await page.goto(`/${tenant}/proyectos/lista?pagina=${lastPage + 50}`);
  await expect(page).toHaveURL(new RegExp(`pagina=${lastPage}$`));
  await expect(page.getByText(`Página ${lastPage} de ${lastPage}`)).toBeVisible();
  expect((await rowNames(page)).length).toBe(total - (lastPage - 1) * 20);
  // The page it replaced is not in the history: Back returns to the list as it was before the link.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/proyectos/lista$`));
  // Shown again, with the session restored: a link opened while that page's token renewal is still on its way
  // races it (the next page presents the cookie the renewal is replacing — see the session's refresh rotation).
  await expect(page.getByText(`Página 1 de ${lastPage}`)).toBeVisible();
  // A number past any the API takes (a typo, a pasted id) lands there too, not on "Error al cargar proyectos".
  await page.goto(`/${tenant}/proyectos/lista?pagina=99999999999`);
  await expect(page).toHaveURL(new RegExp(`pagina=${lastPage}$`));
  await expect(page.getByText(`Página ${lastPage} de ${lastPage}`)).toBeVisible();
});

test('any change of filter or sort returns to page 1', async ({ page }) => {
  await openProjects(page);
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);

  await chooseQuickFilter(page, 'Prioridad', 'Alta');
  await expect(page).toHaveURL(/filter%5Bprioridad%5D/);
  await expect(page).not.toHaveURL(/pagina=/);

  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await page.getByRole('button', { name: 'Puntuación', exact: true }).click();
  await expect(page).toHaveURL(/orden=score/);
  await expect(page).not.toHaveURL(/pagina=/);
});

test('the score header explains the Puntuación SIIPRO and leaves the order alone', async ({ page }) => {
  await openProjects(page);
  await page.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^TIR/ })).toContainText('40%');
  await expect(dialog).toContainText('Excelente 80–100');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/orden=/);
});

test('a shared link opens the same view in another browser', async ({ page, browser }) => {
  await openProjects(page);
  await chooseQuickFilter(page, 'Estados', 'Ejecución');
  await expect(page).toHaveURL(/estado%5D%5Bin%5D=Ejecuci/);
  const search = searchBox(page);
  await search.fill('agua');
  await search.press('Enter');
  await expect(page).toHaveURL(/buscar=agua/);
  await page.getByRole('columnheader', { name: 'Presupuesto' }).getByRole('button').click();
  await expect(page).toHaveURL(/orden=budgetAmount/);
  await expect.poll(() => budgetOrder(page)).toBe('ascending');
  const names = await rowNames(page);
  const total = await listTotal(page);
  const link = page.url();

  const other = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  try {
    const colleague = await other.newPage();
    await colleague.goto(link);
    await signInWithEmail(colleague, accounts.viewer.email);
    await expect(colleague).toHaveURL(link);
    await expect(searchBox(colleague)).toHaveValue('agua');
    await expect(colleague.getByRole('combobox', { name: 'Estados' })).toContainText('Ejecución');
    await expect.poll(() => rowNames(colleague)).toEqual(names);
    expect(await listTotal(colleague)).toBe(total);
  } finally {
    await other.close();
  }
});

test('sorting at once after a search keeps the search', async ({ page }) => {
  await openProjects(page);
  const search = searchBox(page);
  await search.fill('agua');
  await search.press('Enter');
  // No wait in between: the page may not have re-rendered with the search yet (a fast person, a slow machine).
  await page.getByRole('columnheader', { name: 'Presupuesto' }).getByRole('button').click();
  await expect(page).toHaveURL(/orden=budgetAmount/);
  await expect(page).toHaveURL(/buscar=agua/);
  await expect(search).toHaveValue('agua');
  await expect.poll(() => budgetOrder(page)).toBe('ascending');
});

test('the programs list has no score column', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Programas' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/programas/lista$`));
  await waitForRows(page);
  expect((await rowNames(page)).length).toBeGreaterThan(0);
  await expect(listTable(page).getByRole('columnheader', { name: 'Presupuesto' })).toBeVisible();
  await expect(listTable(page).getByRole('columnheader', { name: 'Puntuación' })).toHaveCount(0);
  await expect(listTable(page).getByRole('columnheader', { name: 'Programa' })).toHaveCount(0);
});

test("an organisation's projects show its breadcrumbs and only its projects", async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  // Any case reaches the same list (the router matches paths case-insensitively).
  await page.goto(`/${tenant.toUpperCase()}/Organismos/${organization.slug}/proyectos/LISTA`);
  const breadcrumbs = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(breadcrumbs.getByRole('link', { name: 'Organismos' })).toBeVisible();
  await expect(breadcrumbs.getByRole('link', { name: organization.name })).toBeVisible();
  await expect(breadcrumbs.getByText('Proyectos')).toHaveAttribute('aria-current', 'page');

  await expect.poll(() => distinct(columnTexts(page, 'Organismo'))).toEqual([organization.name]);
});

test("an organisation's programs show its breadcrumbs and only its programs, without scores", async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/organismos/${organization.slug}/programas/lista`);
  const breadcrumbs = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(breadcrumbs.getByRole('link', { name: organization.name })).toBeVisible();
  await expect(breadcrumbs.getByText('Programas')).toHaveAttribute('aria-current', 'page');
  await waitForRows(page);
  await expect(listTable(page).getByRole('columnheader', { name: 'Puntuación' })).toHaveCount(0);
  await expect.poll(() => distinct(columnTexts(page, 'Organismo'))).toEqual([organization.name]);
  expect(await rowNames(page)).toContain(program.name);
});

test("a program's projects show the program in the breadcrumbs and only its projects", async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  // The names come from the list answer: nothing asks for an organisation record the API does not serve yet.
  const organizationCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/organizations')) organizationCalls.push(request.url());
  });
  await page.goto(`/${tenant}/organismos/${organization.slug}/programas/${program.slug}/proyectos/lista`);
  const breadcrumbs = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(breadcrumbs.getByRole('link', { name: organization.name })).toBeVisible();
  await expect(breadcrumbs.getByRole('link', { name: program.name })).toBeVisible();
  await expect(breadcrumbs.getByText('Proyectos')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => distinct(columnTexts(page, 'Programa'))).toEqual([program.name]);
  expect(await listTotal(page)).toBeGreaterThan(1);
  expect(organizationCalls).toEqual([]);
});

test("when an organisation's query fails, the tenant's newest projects of that organisation are shown", async ({
  page,
}) => {
  // An organisation with projects among the tenant's 20 newest (and more projects than those in all).
  const busy = { slug: 'vialidad-provincial-de-cordoba', name: 'Vialidad Provincial de Córdoba' };
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/organismos/${busy.slug}/proyectos/lista`);
  const all = await listTotal(page);

  // portfolio.md §8: the organisation-specific query fails (here, on purpose) → the tenant's 20 newest projects,
  // filtered in the browser by the organisation.
  await page.route(
    (url) => url.pathname.endsWith(`/t/${tenant}/projects`) && url.searchParams.has('organization_slug'),
    (route) => route.fulfill({ status: 500, json: { errorCode: 'INTERNAL', message: 'Falla de prueba' } }),
  );
  const fallback = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return (
      url.pathname.endsWith(`/t/${tenant}/projects`) &&
      !url.searchParams.has('organization_slug') &&
      url.searchParams.get('sort') === '-createdAt' &&
      url.searchParams.get('limit') === '20'
    );
  });
  await page.reload();
  await fallback;
  await expect(page.getByText('Error al cargar proyectos')).toHaveCount(0);
  await expect.poll(() => distinct(columnTexts(page, 'Organismo'))).toEqual([busy.name]);
  const shown = await listTotal(page);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(all);
});

test('a list that cannot be loaded says so', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.route(
    (url) => url.pathname.endsWith(`/t/${tenant}/projects`),
    (route) => route.fulfill({ status: 500, json: { errorCode: 'INTERNAL', message: 'Falla de prueba' } }),
  );
  await page.goto(`/${tenant}/proyectos/lista`);
  await expect(page.getByText('Error al cargar proyectos')).toBeVisible();
});

test('the export downloads a CSV with one data row per filtered project', async ({ page }) => {
  await openProjects(page);
  await chooseQuickFilter(page, 'Estados', 'Finalizado');
  await expect(page).toHaveURL(/filter%5Bestado%5D/);
  await expect.poll(() => distinct(columnTexts(page, 'Estado'))).toEqual(['Finalizado']);
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  const records = csvRecords(await readFile(await download.path(), 'utf8'));
  const [header, ...rows] = records;
  expect(header).toContain('Estado');
  expect(rows).toHaveLength(total);
  const statusColumn = header!.indexOf('Estado');
  for (const row of rows) expect(row[statusColumn]).toBe('Finalizado');
});

test('Optimizar is offered to those who may optimise, on projects only', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await enterWorkspace(page, tenants.demo.name);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/proyectos/lista`);
  await waitForRows(page);
  await expect(page.getByRole('button', { name: 'Optimizar' })).toBeVisible();
  await page.goto(`/${tenant}/programas/lista`);
  await waitForRows(page);
  await expect(page.getByRole('button', { name: 'Optimizar' })).toHaveCount(0);
});

test('an editor does not see Optimizar', async ({ page }) => {
  await openProjects(page);
  await expect(page.getByRole('button', { name: 'Optimizar' })).toHaveCount(0);
});

test('the list page has no accessibility violations', async ({ page }) => {
  await openProjects(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the list filtered by Provincia shows chips that remove the filter', async ({ page }) => {
  await openProjects(page);
  const before = await listTotal(page);

  await page.getByRole('button', { name: /^Filtros/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  const provinces = dialog.locator('fieldset').filter({ has: page.getByText('Provincia', { exact: true }) });
  // Neuquén is past the first four provinces: "Ver más" shows it.
  await provinces.getByRole('button', { name: 'Ver más' }).click();
  await provinces.getByRole('checkbox', { name: 'Neuquén', exact: true }).check();
  await dialog.getByRole('button', { name: 'Ver Resultados' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/filter%5Bprovincia%5D%5Bin%5D=Neuqu%C3%A9n|filter\[provincia\]\[in\]=Neuqu/);

  const chips = page.getByRole('list', { name: 'Filtros activos' });
  await expect(chips.getByRole('listitem')).toHaveText(['Provincia: Neuquén']);
  await expect.poll(() => listTotal(page)).toBeLessThan(before);
  const neuquen = await listTotal(page);
  expect(neuquen).toBeGreaterThan(0);

  // The chip's button says what it removes; removing it takes the filter out of the link and the list.
  await chips.getByRole('button', { name: 'Quitar filtro Provincia: Neuquén' }).click();
  await expect(page).not.toHaveURL(/provincia/);
  await expect(chips).toBeHidden();
  await expect.poll(() => listTotal(page)).toBe(before);
});
