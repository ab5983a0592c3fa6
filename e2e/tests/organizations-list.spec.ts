// Organismos (platform.md §2, issue 15) through the real stack: the table sorts by Nombre both ways, an accent-less
// search finds the organisation written with the accent, the cards show Responsable or "No asignado", and at 360 px
// the organisations are on the first screen without sideways scrolling.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoOrganizationsByTenant } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;

/** Signs in as the editor and opens Organismos from the top bar (or, at 360 px, by its address). */
async function openOrganizations(page: Page, query = ''): Promise<void> {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/organismos/lista${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organismos' })).toBeVisible();
}

/** The visible cards (the table view's narrow cards are hidden at 1280 px). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** One card, by the organisation's name. */
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** What a card shows under Responsable. */
const responsableOf = (card: Locator) =>
  card.locator('dt', { hasText: 'Responsable' }).locator('xpath=following-sibling::dd');

// The demo seeds one organisation nobody is responsible for yet, and the others with their responsable.
const organizations = demoOrganizationsByTenant['cenit-demo'];
const unassigned = organizations.find((organization) => !organization.responsable)!;
const assigned = organizations.find((organization) => organization.responsable)!;

async function tableNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Listado de organismos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return table.locator('tbody tr td:nth-child(2)').allTextContents();
}

test('the organisations table sorts by Nombre both ways, and the order is in the link', async ({ page }) => {
  await openOrganizations(page);
  await page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Tabla' }).click();
  await expect(page).toHaveURL(/vista=tabla/);
  const ascending = await tableNames(page);
  expect(ascending.length).toBeGreaterThan(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'es')));

  const nombre = page.getByRole('columnheader', { name: 'Nombre' });
  await nombre.getByRole('button').click();
  await expect(nombre).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/orden=-name/);
  await expect.poll(() => tableNames(page)).toEqual([...ascending].reverse());

  await nombre.getByRole('button').click();
  await expect(nombre).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => tableNames(page)).toEqual(ascending);

  // Clave opens the organisation's projects list.
  const firstCode = page.getByRole('table').locator('tbody tr').first().getByRole('link').first();
  const code = (await firstCode.textContent()) ?? '';
  await firstCode.click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/organismos/${code}/proyectos/lista$`));
});

test('searching an accent-less word finds the organisation written with the accent', async ({ page }) => {
  await openOrganizations(page);
  const search = page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
  await search.fill('cordoba');
  await search.press('Enter');
  await expect(page).toHaveURL(/buscar=cordoba/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Vialidad Provincial de Córdoba');

  await search.fill('ningun organismo se llama asi');
  await search.press('Enter');
  await expect(page.getByText('No se encontraron organizaciones')).toBeVisible();
});

test('the cards view shows each Responsable, or "No asignado", with Ver Proyectos and the count', async ({ page }) => {
  await openOrganizations(page);
  await expect(page.getByRole('group', { name: 'Vista' }).getByRole('button', { name: 'Tarjetas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const card = cards(page).nth(index);
    await expect(responsableOf(card)).toHaveText(/\S/);
    await expect(card.getByRole('link', { name: 'Ver Proyectos' })).toBeVisible();
    await expect(card.locator('dt', { hasText: 'Proyectos' })).toBeVisible();
  }
  // Responsable: the person's name, or "No asignado" for the organisation without one.
  await expect(responsableOf(cardOf(page, unassigned.name))).toHaveText('No asignado');
  await expect(responsableOf(cardOf(page, assigned.name))).toHaveText(assigned.responsable!.name!);
  // The name links to the organisation's page.
  const first = cards(page).first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await expect(first.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`^/${tenant}/organismos/[^/]+$`));
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the table view shows organisations on the first screen without sideways scrolling', async ({ page }) => {
    await openOrganizations(page, '?vista=tabla');
    await expect(cards(page).first()).toBeVisible();
    const top = await cards(page)
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThan(740);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('organismos-360.png') });
  });
});

test('a screenshot at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openOrganizations(page);
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('organismos-1280.png') });
});
