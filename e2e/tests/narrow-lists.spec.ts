// Narrow screens (issue 15): people in the field open SIIPRO on a phone. At 360 × 740 the projects and programs lists
// show rows on the first screen — the quick filters fold into "Filtros" and each project is a card with the table's
// fields and links — and nothing scrolls sideways. (The organisations list at 360 px: organizations-list.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { cardFieldTexts, listCards, listTotal, waitForList } from '../support/projectList.ts';

const tenant = tenants.demo.slug;
const PHONE = { width: 360, height: 740 };
/** What the phone shows before any scrolling, less its browser's bars. */
const FIRST_SCREEN_PX = 640;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** Signs in as the editor and opens a list by its address (a phone's top bar folds its links into a menu). */
async function openList(page: Page, list: 'proyectos' | 'programas', heading: string): Promise<void> {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/${list}/lista`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForList(page);
}

/** Where the first card starts on the page, and how wide the page is (wider than the phone means sideways scrolling). */
async function firstScreen(page: Page): Promise<{ firstCardTop: number; pageWidth: number }> {
  const firstCardTop = await listCards(page)
    .first()
    .evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  const pageWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  return { firstCardTop, pageWidth };
}

test('the projects list shows cards on the first screen; Filtros filters by status and a card opens its project', async ({
  page,
}) => {
  await openList(page, 'proyectos', 'Proyectos');
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
  await expect(listCards(page).first()).toBeVisible();
  const { firstCardTop, pageWidth } = await firstScreen(page);
  expect(firstCardTop).toBeLessThan(FIRST_SCREEN_PX);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  // The four quick filters are folded into "Filtros".
  await expect(page.getByRole('combobox', { name: 'Estados' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('proyectos-360.png') });

  const all = await listTotal(page);
  const filters = page.getByRole('main').getByRole('button', { name: /^Filtros/ });
  await expect(filters).toHaveAccessibleName('Filtros');
  await filters.tap();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('group', { name: 'Estado' }).getByRole('checkbox', { name: 'Ejecución' }).tap();
  await dialog.getByRole('button', { name: 'Ver Resultados' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n|filter\[estado\]\[in\]=Ejecuci/);

  await expect(filters).toHaveAccessibleName('Filtros (1 activos)');
  await expect.poll(() => listTotal(page)).toBeLessThan(all);
  expect(await listTotal(page)).toBeGreaterThan(0);
  await expect.poll(async () => [...new Set(await cardFieldTexts(page, 'Estado'))]).toEqual(['Ejecución']);

  const title = listCards(page).first().getByRole('heading', { level: 2 });
  const name = (await title.textContent()) ?? '';
  await title.getByRole('link').tap();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/organismos/[^/]+/proyectos/[^/]+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the programs list shows cards on the first screen without sideways scrolling', async ({ page }) => {
  await openList(page, 'programas', 'Programas');
  await expect(listCards(page).first()).toBeVisible();
  const { firstCardTop, pageWidth } = await firstScreen(page);
  expect(firstCardTop).toBeLessThan(FIRST_SCREEN_PX);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
  // A program's card has no score and no parent program, as its table has no such columns.
  await expect(listCards(page).first().locator('dt', { hasText: 'Puntuación' })).toHaveCount(0);
  await expect(listCards(page).first().locator('dt', { hasText: 'Organismo' })).toHaveCount(1);
});
