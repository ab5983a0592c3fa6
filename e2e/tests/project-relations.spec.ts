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

/** Walks the table's pages until the project's row shows; that row. */
async function excludedRowOf(page: Page, name: string) {
  const table = page.getByRole('table', { name: 'Proyectos no seleccionados' });
  const pagination = page.getByRole('navigation', { name: 'Proyectos no seleccionados' });
  for (let turn = 0; turn < 50; turn++) {
    // The rows' names arrive after the answer: a page is read once none is still loading.
    await expect(table.getByText('Cargando proyecto...')).toHaveCount(0);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    if ((await row.count()) > 0) return row;
    const next = pagination.getByRole('button', { name: 'Siguiente' });
    if ((await pagination.count()) === 0 || (await next.isDisabled())) break;
    const before = await table.textContent();
    await next.click();
    await expect(table).not.toHaveText(before ?? '');
  }
  throw new Error(`«${name}» no está entre los proyectos no seleccionados`);
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
  // The aqueduct: the most expensive. The plant that requires it and the two bridges: the cheapest three.
  const [aqueduct] = projects;
  const [bridgeSouth, bridgeNorth, plant] = projects.slice(-3);
  expect(new Set([aqueduct, plant, bridgeSouth, bridgeNorth].map((project) => project!.projectId)).size).toBe(4);

  // «Requiere»: found by typing part of its name, chosen with the keyboard.
  const requires = await openProject(page, plant!);
  const picker = requires.getByRole('combobox', { name: 'Agregar un proyecto requerido' });
  await picker.fill(aqueduct!.projectCode ?? aqueduct!.name.slice(0, 12));
  const option = page
    .getByRole('listbox', { name: 'Proyectos encontrados' })
    .getByRole('option', { name: new RegExp(aqueduct!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
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

  const plantRow = await excludedRowOf(page, plant!.name);
  await expect(plantRow).toContainText(`Requiere «${aqueduct!.name}», no seleccionado`);
  // At most one bridge: the one left out names the one chosen.
  const selected = page.getByRole('table', { name: 'Proyectos seleccionados' });
  await expect(selected).toBeVisible();
  const southIn = await selected.getByRole('link', { name: bridgeSouth!.name, exact: true }).count();
  const [chosen, other] = southIn > 0 ? [bridgeSouth!, bridgeNorth!] : [bridgeNorth!, bridgeSouth!];
  const otherRow = await excludedRowOf(page, other.name);
  await expect(otherRow).toContainText(`Alternativa elegida: «${chosen.name}»`);
});
