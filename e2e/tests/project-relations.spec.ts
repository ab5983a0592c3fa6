// «Requiere» and «Alternativas» through the real stack (issue 44, "Done means"): an optimizer user marks, on the
// projects' pages, one project as requiring another (the search-as-you-type picker) and two as alternatives (the
// group's name), sees each change in Historia, then runs the optimizer v2 and reads the exclusions that name their
// binding relation: «Requiere «…», no seleccionado» and «Alternativa elegida: «…»».
//
// The required project is the most expensive candidate and the budget is one peso less than its cost, so it cannot
// enter whatever else the other journeys changed: the project that requires it is out because of it.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { accessTokenOf, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;

interface Listed {
  projectId: string;
  slug: string;
  name: string;
  projectCode: string | null;
  budgetAmount: number | null;
  score: number | null;
  status: string;
}

const pageOf = (project: Listed) => paths.project(tenant, { slug: project.slug, organizationSlug: null });

async function openProject(page: Page, project: Listed) {
  await page.goto(pageOf(project));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  return page.getByRole('region', { name: 'Requiere' });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Walks the table's pages from the first until the project's row shows; that row, or null. A row is found by its
 * link to the project's page (the slug is unique; demo names repeat, and a namesake's row once gave its own reason)
 * or, while the name loads, by its "Fijar dentro" button named by the project's id.
 */
async function excludedRowOf(page: Page, project: Listed) {
  const table = page.getByRole('table', { name: 'Proyectos no seleccionados' });
  const pagination = page.getByRole('navigation', { name: 'Proyectos no seleccionados' });
  const first = pagination.getByRole('button', { name: 'Página 1', exact: true });
  if ((await first.count()) > 0 && (await first.getAttribute('aria-current')) !== 'page') await first.click();
  const rows = table.getByRole('row');
  const link = page.locator(`a[href$="/proyectos/${encodeURIComponent(project.slug)}"]`);
  const pinById = page.getByRole('button', { name: `Fijar dentro ${project.projectId}`, exact: true });
  for (let turn = 0; turn < 50; turn++) {
    const row = rows.filter({ has: link }).or(rows.filter({ has: pinById }));
    if ((await row.count()) > 0) return row;
    const next = pagination.getByRole('button', { name: 'Siguiente' });
    if ((await pagination.count()) === 0 || (await next.isDisabled())) return null;
    const before = await table.locator('tbody').textContent();
    await next.click();
    await expect(table.locator('tbody')).not.toHaveText(before ?? '');
  }
  return null;
}

test('an optimizer user marks «Requiere» and «Alternativas» on the pages, and the run names them as reasons', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const runTag = Date.now().toString(36);
  await openLoginAndSignIn(page, accounts.optimizer.email);
  await expectDashboard(page, tenant);
  const authorization = await accessTokenOf(page, () => page.goto(`/${tenant}/proyectos/lista`));
  // The optimizer's candidates (no closed status, not archived), the most expensive first.
  const candidates = await page.request.get(`/api/t/${tenant}/optimizer/candidates`, { headers: { authorization } });
  expect(candidates.status()).toBe(200);
  const candidateIds = new Set(((await candidates.json()) as { projectIds: string[] }).projectIds);
  const listed = await page.request.get(`/api/t/${tenant}/projects?type=proyecto&sort=-budgetAmount&limit=100`, {
    headers: { authorization },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const projects = ((await listed.json()) as { data: Listed[] }).data.filter(
    (project) =>
      candidateIds.has(project.projectId) &&
      project.budgetAmount !== null &&
      project.budgetAmount > 0 &&
      project.score !== null,
  );
  // The aqueduct: the most expensive. The plant that requires it and the two bridges: the cheapest of the first 100.
  const [aqueduct] = projects;
  const [bridgeSouth, bridgeNorth, plant] = projects.slice(-3);
  expect(new Set([aqueduct, plant, bridgeSouth, bridgeNorth].map((project) => project!.projectId)).size).toBe(4);

  // «Requiere»: found by typing part of its name, chosen with the keyboard.
  const requires = await openProject(page, plant!);
  const picker = requires.getByRole('combobox', { name: 'Agregar un proyecto requerido' });
  await picker.fill(aqueduct!.projectCode ?? aqueduct!.name.slice(0, 12));
  const option = page
    .getByRole('listbox', { name: 'Proyectos encontrados' })
    .getByRole('option', { name: new RegExp(escaped(aqueduct!.name)) });
  await expect(option).toBeVisible();
  await picker.press('ArrowDown');
  await expect(option).toHaveAttribute('data-active-item', 'true');
  await picker.press('Enter');
  await expect(page.getByText('Relaciones actualizadas')).toBeVisible();
  await expect(requires.getByRole('link', { name: aqueduct!.name, exact: true })).toHaveAttribute(
    'href',
    pageOf(aqueduct!),
  );
  await page.getByRole('tab', { name: 'Historia' }).click();
  const entry = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(entry).toContainText('los proyectos que requiere');
  await expect(entry).toContainText(aqueduct!.name);
  // The aqueduct's page says who needs it.
  await openProject(page, aqueduct!);
  await expect(
    page.getByRole('region', { name: 'Requiere' }).getByRole('link', { name: plant!.name, exact: true }),
  ).toBeVisible();

  // «Alternativas»: the same group's name on both bridges' pages.
  const group = `Cruce del río ${runTag}`;
  for (const bridge of [bridgeSouth!, bridgeNorth!]) {
    await openProject(page, bridge);
    const alternatives = page.getByRole('region', { name: 'Alternativas' });
    await alternatives.getByLabel('Grupo de alternativas').fill(group);
    await alternatives.getByRole('button', { name: 'Guardar grupo' }).click();
    await expect(page.getByText('Relaciones actualizadas')).toBeVisible();
  }
  await expect(
    page.getByRole('region', { name: 'Alternativas' }).getByRole('link', { name: bridgeSouth!.name, exact: true }),
  ).toBeVisible();

  // The optimizer v2: a budget one peso short of the aqueduct, and a yearly limit (a restriction: model v2).
  await page.goto(`/${tenant}/proyectos/lista`);
  await page.getByRole('button', { name: 'Optimizar' }).click();
  const wizard = page.getByRole('dialog', { name: 'Optimizar proyectos' });
  await wizard.getByLabel('Presupuesto disponible (ARS)').fill(String(Math.floor(aqueduct!.budgetAmount!) - 1));
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByRole('button', { name: 'Agregar año' }).click();
  const [year] = await wizard
    .getByLabel('Año', { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await wizard.getByLabel(`Límite de ${year} (ARS)`).fill('90.000.000.000.000');
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/restricciones=/);
  await expect(page.getByRole('table', { name: 'Gasto por año' })).toBeVisible({ timeout: 60_000 });

  const plantRow = await excludedRowOf(page, plant!);
  expect(plantRow, `«${plant!.name}» entre los no seleccionados`).not.toBeNull();
  await expect(plantRow!).toContainText(`Requiere «${aqueduct!.name}», no seleccionado`);
  // At most one bridge: with the south bridge in (pinned in when the budget left it out), the north one is out
  // because of it.
  const southOut = await excludedRowOf(page, bridgeSouth!);
  if (southOut) {
    await southOut.getByRole('button', { name: /^Fijar dentro / }).click();
    const pin = page.getByRole('dialog', { name: 'Fijar dentro de la selección' });
    await pin.getByLabel('Motivo').fill('Compromiso con el municipio');
    await pin.getByRole('button', { name: 'Fijar y volver a ejecutar' }).click();
    await expect(pin).toBeHidden();
  }
  // The run repeats with the pin: read again until the north bridge's row gives the new reason.
  await expect(async () => {
    const northOut = await excludedRowOf(page, bridgeNorth!);
    expect(northOut, `«${bridgeNorth!.name}» entre los no seleccionados`).not.toBeNull();
    await expect(northOut!).toContainText(`Alternativa elegida: «${bridgeSouth!.name}»`, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
});
