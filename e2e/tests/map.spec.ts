// The projects map through the real stack (portfolio.md §2.9, issue 16 "Done means"): an address position centres the
// map and every move rewrites it; "Puntaje SIIPRO" shows its legend and survives a reload; a marker's popup leads to
// its project, whose "Ver en el mapa" leads back to its place; the map's own status filter shows what the list shows
// for that filter (the markers plus those without coordinates are the list's total); a group opened by keyboard
// zooms in. Base-map tiles are local images (startFreshStack.mjs): nothing reaches the internet.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { listTotal } from '../support/projectList.ts';

const tenant = tenants.demo.slug;

/** Signs in as an editor and opens a map address. */
async function openMap(page: Page, address = `/${tenant}/mapa`): Promise<Locator> {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(address);
  return mapReady(page);
}

/** The map, once it shows how many projects are in view. */
async function mapReady(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa de proyectos' })).toBeVisible();
  const map = page.getByRole('group', { name: 'Mapa de proyectos' });
  await expect(map.getByText(/proyectos? en el mapa$/)).toBeVisible({ timeout: 15_000 });
  return map;
}

/** "1.234 proyectos en el mapa" → 1234. */
async function countOnMap(map: Locator): Promise<number> {
  return Number(((await map.getByText(/proyectos? en el mapa$/).textContent()) ?? '').replace(/\D/g, ''));
}

/** The address's "@lat,lng,zoomz". */
function positionOf(page: Page): { lat: number; lng: number; zoom: number } {
  const match = /\/mapa\/@(-?[\d.]+),(-?[\d.]+),(\d+)z/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`No map position in ${page.url()}`);
  return { lat: Number(match[1]), lng: Number(match[2]), zoom: Number(match[3]) };
}

test('an address position centres the map, moves rewrite it, and Puntaje SIIPRO survives a reload', async ({
  page,
}) => {
  const map = await openMap(page, `/${tenant}/mapa/@-31.4,-64.18,12z`);
  // Opened there: the address is kept as given until the map moves.
  await expect(page).toHaveURL(new RegExp(`/${tenant}/mapa/@-31.4,-64.18,12z$`));
  await expect(map.locator('[data-item]').first()).toBeVisible();

  // A zoom rewrites the address (6 decimals, integer zoom) without a navigation: Back leaves the map.
  await page.getByRole('button', { name: 'Acercar' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/mapa/@-31\\.400000,-64\\.180000,13z$`));
  // Dragging moves the centre.
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 100, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => positionOf(page).lng).toBeGreaterThan(-64.18);
  expect(positionOf(page).lat).toBeGreaterThan(-31.4);
  expect(positionOf(page).zoom).toBe(13);

  // Capas › Puntaje SIIPRO: the legend; a reload keeps the colouring and the place.
  await page.getByRole('button', { name: 'Capas' }).click();
  await page.getByRole('group', { name: 'Capas' }).getByRole('radio', { name: 'Puntaje SIIPRO' }).check();
  const legend = page.getByRole('group', { name: 'Puntaje SIIPRO' });
  await expect(legend.getByText('Excelente 80-100')).toBeVisible();
  const before = positionOf(page);
  await page.reload();
  await mapReady(page);
  await expect(page.getByRole('group', { name: 'Puntaje SIIPRO' }).getByText('Excelente 80-100')).toBeVisible();
  expect(positionOf(page)).toEqual(before);
});

test("a marker's popup leads to its project, whose Ver en el mapa leads back to its place", async ({ page }) => {
  const map = await openMap(page, `/${tenant}/mapa/@-31.415000,-64.190000,14z`);
  const marker = map.locator('[data-item^="p"]').first();
  await marker.click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: 'Ver Detalle' })).toBeEnabled();
  // The popup is named by the project's name (its first line).
  const name = (await popup.locator('p').first().textContent())!.trim();
  await expect(popup).toHaveAccessibleName(name);
  await popup.getByRole('button', { name: 'Ver Detalle' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const viewOnMap = page.getByRole('link', { name: 'Ver en el mapa' });
  const href = (await viewOnMap.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/${tenant}/mapa/@-\\d+\\.\\d{6},-\\d+\\.\\d{6},14z$`));
  await viewOnMap.click();
  await mapReady(page);
  await expect(page).toHaveURL(href);
  // Its marker is at the centre: the project is among those in view, and its popup opens from there.
  const centre = (await map.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-item]')?.getAttribute('data-item') ?? null,
    { x: centre.x + centre.width / 2, y: centre.y + centre.height / 2 - 15 },
  );
  expect(hit).not.toBeNull();
});

test("filtering the map by status shows the list's projects for that status", async ({ page }) => {
  const map = await openMap(page);
  const all = await countOnMap(map);
  await page.getByRole('combobox', { name: 'Estados' }).click();
  await page.getByRole('option', { name: 'Ejecución' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/filter%5Bestado%5D%5Bin%5D=Ejecuci%C3%B3n|filter\[estado\]\[in\]=Ejecuci/);
  await expect.poll(() => countOnMap(map)).toBeLessThan(all);
  const onMap = await countOnMap(map);
  const note = page.getByText(/sin coordenadas no se muestra/);
  const withoutPosition = (await note.count()) > 0 ? Number(((await note.textContent()) ?? '').replace(/\D/g, '')) : 0;

  // The same filter on the list: its total is the map's markers and those it cannot place.
  await page.getByRole('link', { name: 'Ver en la lista' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/proyectos/lista\\?`));
  expect(await listTotal(page)).toBe(onMap + withoutPosition);
  // And the list's "Ver en el mapa" carries the filter back.
  await page.getByRole('link', { name: 'Ver en el mapa' }).click();
  await mapReady(page);
  await expect.poll(() => countOnMap(map)).toBe(onMap);
  await expect(page.getByRole('combobox', { name: 'Estados' })).toHaveText(/Ejecución/);
});

test('a group opened by keyboard zooms in', async ({ page }) => {
  const map = await openMap(page);
  // One tab stop into the map's markers: Tab until the focus is on one (skip link, top bar, filters come first).
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-item'))) break;
  }
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let step = 0; step < 12 && !(await focused()).startsWith('Grupo de'); step++) {
    await page.keyboard.press(['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][step % 4]!);
  }
  expect(await focused()).toMatch(/^Grupo de \d+ proyectos$/);
  const group = await page.evaluate(() => document.activeElement!.getAttribute('data-item'));
  // The whole country fits at zoom 3 in this window; opening a group zooms in to where it splits, and the address
  // follows.
  await page.keyboard.press('Enter');
  await expect(map.locator(`[data-item="${group}"]`)).toHaveCount(0);
  await expect.poll(() => (/\/mapa\/@/.test(page.url()) ? positionOf(page).zoom : 0)).toBeGreaterThan(3);
  // The focus stays on the map's items.
  await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-item'))).toBe(true);
});
