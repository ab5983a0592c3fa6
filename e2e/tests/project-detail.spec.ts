// A project's page through the real stack (portfolio.md §2.4-§2.6, §4.3, §8): inline editing that survives a reload
// and reaches the list, status history, comments a colleague reads, the conflict of two simultaneous edits, the
// explained score, a viewer's read-only page, and documents that come back byte for byte.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  computeScore,
  demoProjectsByTenant,
  demoTenants,
  formatMoney,
  formatTypedNumber,
  paths,
  type Project,
} from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { rowNames } from '../support/projectList.ts';

const tenant = tenants.demo.slug;

/**
 * Seeded projects of the demo tenant with an organisation, one per journey so that no journey sees another's
 * edits (they share one database).
 */
const seeded = demoProjectsByTenant['cenit-demo'].filter(
  (project) => project.type === 'proyecto' && project.organizations.length > 0,
);
const JOURNEYS = 7;
const projectAt = (index: number): Project => seeded[index * 7]!;
/** A project whose score misses data (the explanation has suggestions for it), edited by no other journey. */
const incomplete = seeded
  .slice(JOURNEYS * 7)
  .find((project) => computeScore(project).breakdown.some((item) => item.missing))!;

const detailPath = (project: Project) =>
  paths.project(tenant, { slug: project.slug, type: project.type, organizationSlug: project.organizations[0]!.slug });

/** Signs in (the account has one workspace: its dashboard) and opens the project's page. */
async function openProject(page: Page, email: string, project: Project, path = detailPath(project)): Promise<void> {
  await openLoginAndSignIn(page, email);
  await expectDashboard(page, tenant);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
}

/** A second person in a browser of their own (own cookies, own session). */
async function asColleague(browser: Browser, email: string, project: Project) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openProject(page, email, project);
  return { page, close: () => context.close() };
}

const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Título' });

test('an editor renames a project: the name survives a reload and shows in the list', async ({ page }) => {
  const project = projectAt(0);
  await openProject(page, accounts.editor.email, project);
  const breadcrumb = page.getByRole('navigation', { name: 'Migas de pan' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Organismos', project.organizations[0]!.name, 'Proyectos']);

  const renamed = `${project.name} (etapa 2)`;
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await titleInput(page).fill(renamed);
  await titleInput(page).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(page.getByText('Proyecto actualizado')).toBeVisible();
  // The saved version arrives and focus stays where the keyboard left edit mode: on the pencil.
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  // The same page without the organisation in the path.
  await page.goto(paths.project(tenant, { slug: project.slug }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(breadcrumb.getByRole('link')).toHaveText(['Organismos', project.organizations[0]!.name, 'Proyectos']);

  await breadcrumb.getByRole('link', { name: 'Proyectos' }).click();
  await page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' }).fill(renamed);
  await page.keyboard.press('Enter');
  await expect.poll(() => rowNames(page)).toEqual([renamed]);
  // The row leads back to the page.
  await page.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(new RegExp(`${detailPath(project)}$`));
});

test('a status change appears in Historia as before → after', async ({ page }) => {
  const project = projectAt(1);
  await openProject(page, accounts.editor.email, project);
  const status = page.getByRole('combobox', { name: /^Estado: / });
  const before = ((await status.getAttribute('aria-label')) ?? '').replace('Estado: ', '');
  // Statuses that do not close the project change at once (a closed one asks first: the next journey).
  const after = before === 'Priorizado' ? 'Ejecución' : 'Priorizado';
  await status.click();
  await page.getByRole('option', { name: after }).click();
  await expect(page.getByText('Estado actualizado')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Estado: ${after}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Historia' }).click();
  const entry = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(entry).toContainText(`${accounts.editor.name} cambió el estado`);
  await expect(entry.locator('[data-change]')).toHaveText(`${before}→ a ${after}`);
});

/** The demo tenant's configuration: its beneficiary reference is what the API scores with. */
const demoConfig = demoTenants.find((candidate) => candidate.slug === tenant)!.configJson;
/** The budget the next journey writes: a quarter of the seeded one, so the cost per beneficiary (and the score) moves. */
const cheaper = (project: Project) => Math.round((project.budgetAmount ?? 0) / 4);
/**
 * A project in pesos with beneficiaries whose score changes when its budget does, edited by no other journey (those
 * take every 7th project of the first 49, and `incomplete`).
 */
const budgeted = seeded
  .slice(JOURNEYS * 7)
  .find(
    (project) =>
      project !== incomplete &&
      project.budgetCurrencyCode === 'ARS' &&
      (project.budgetAmount ?? 0) > 1_000 &&
      (project.beneficiaryCount ?? 0) > 0 &&
      computeScore({ ...project, budgetAmount: cheaper(project) }, { configJson: demoConfig }).total !==
        computeScore(project, { configJson: demoConfig }).total,
  )!;

test('an editor changes the budget: the score and the history change', async ({ page }) => {
  const project = budgeted;
  const budget = cheaper(project);
  const before = computeScore(project, { configJson: demoConfig }).total;
  const after = computeScore({ ...project, budgetAmount: budget }, { configJson: demoConfig }).total;
  await openProject(page, accounts.editor.email, project);
  const score = page.getByText(/^\d+\/100 de 100$/);
  await expect(score).toHaveText(`${before}/100 de 100`);

  // Edited in place in the side panel (issue 42), typed the Argentine way; saving goes back to reading.
  await page.getByRole('button', { name: 'Editar detalles' }).click();
  const details = page.getByRole('form', { name: 'Editar detalles' });
  await details.getByRole('textbox', { name: 'Presupuesto', exact: true }).fill(formatTypedNumber(String(budget)));
  await details.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(details).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar detalles' })).toBeFocused();

  // The side panel shows the new budget, the header the score recomputed from it.
  await expect(page.getByText(formatMoney(budget, 'ARS'), { exact: true })).toBeVisible();
  await expect(score).toHaveText(`${after}/100 de 100`);

  // Historia: the change as before → after, as the history records amounts (plain decimals).
  await page.getByRole('tab', { name: 'Historia' }).click();
  const entry = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(entry).toContainText(`${accounts.editor.name} actualizó el presupuesto`);
  await expect(entry.locator('[data-change]')).toHaveText(`${project.budgetAmount}→ a ${budget}`);

  // And it survives a reload.
  await page.reload();
  await expect(score).toHaveText(`${after}/100 de 100`);
});

/** Two TIRs far apart: one of them moves any project's score (TIR weighs 40 %). */
const TIR_CHOICES = [4, 24];
const scoreWith = (project: Project, tir: number | null) =>
  computeScore({ ...project, tir }, { configJson: demoConfig }).total;
/** A project with a priority and a TIR that no other journey edits, and the TIR that moves its score. */
const reclassified = seeded
  .slice(JOURNEYS * 7)
  .find(
    (project) =>
      project !== incomplete &&
      project !== budgeted &&
      project.priority !== null &&
      project.tir !== null &&
      TIR_CHOICES.some((tir) => scoreWith(project, tir) !== scoreWith(project, project.tir)),
  )!;

test('an editor changes the priority and the TIR in place: the score and the history change', async ({ page }) => {
  const project = reclassified;
  const priority = project.priority === 'Alta' ? 'Media' : 'Alta';
  const tir = TIR_CHOICES.find((choice) => scoreWith(project, choice) !== scoreWith(project, project.tir))!;
  const before = scoreWith(project, project.tir);
  const after = scoreWith(project, tir);
  await openProject(page, accounts.editor.email, project);
  const score = page.getByText(/^\d+\/100 de 100$/);
  await expect(score).toHaveText(`${before}/100 de 100`);

  // Clasificación, in the side panel (issue 42): the priority is a choice of the form's own.
  await page.getByRole('button', { name: 'Editar clasificación' }).click();
  const classification = page.getByRole('form', { name: 'Editar clasificación' });
  await classification.getByRole('combobox', { name: 'Prioridad' }).selectOption(priority);
  await classification.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(classification).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar clasificación' })).toBeFocused();
  await expect(page.locator('dt', { hasText: /^Prioridad$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    priority,
  );

  // The score's inputs, beside the score: the TIR typed, the score it gives shown before saving.
  await page.getByRole('button', { name: 'Editar datos de la puntuación' }).click();
  const inputs = page.getByRole('form', { name: 'Editar datos de la puntuación' });
  const tirField = inputs.getByRole('textbox', { name: 'TIR (%)' });
  await expect(tirField).toBeFocused();
  await tirField.fill(String(tir));
  // The compact badge reads "72, Bueno": the number, then its band to screen readers.
  await expect(inputs.getByText('Puntuación con estos datos').locator('xpath=following-sibling::*[1]')).toHaveText(
    new RegExp(`^${after}, `),
  );
  await inputs.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(inputs).toHaveCount(0);
  await expect(score).toHaveText(`${after}/100 de 100`);

  // Historia: each save is an entry with its before → after, the latest first.
  await page.getByRole('tab', { name: 'Historia' }).click();
  const entries = page.getByRole('tabpanel').getByRole('listitem');
  await expect(entries.nth(0)).toContainText(`${accounts.editor.name} actualizó la TIR`);
  await expect(entries.nth(0).locator('[data-change]')).toHaveText(`${project.tir}→ a ${tir}`);
  await expect(entries.nth(1)).toContainText(`${accounts.editor.name} actualizó la prioridad`);
  await expect(entries.nth(1).locator('[data-change]')).toHaveText(`${project.priority}→ a ${priority}`);

  await page.reload();
  await expect(score).toHaveText(`${after}/100 de 100`);
});

test('a closed status asks for confirmation, and its reason is kept in Historia', async ({ page }) => {
  const project = projectAt(6);
  await openProject(page, accounts.editor.email, project);
  const status = page.getByRole('combobox', { name: /^Estado: / });
  const before = ((await status.getAttribute('aria-label')) ?? '').replace('Estado: ', '');
  const closed = before === 'Desestimado' ? 'Finalizado' : 'Desestimado';
  const dialog = page.getByRole('dialog', { name: `¿Cambiar el estado a «${closed}»?` });

  // Cancelar keeps the status: nothing was sent.
  await status.click();
  await page.getByRole('option', { name: closed }).click();
  await expect(dialog).toContainText(`«${closed}» cierra el proyecto: deja de ser candidato del optimizador.`);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: `Estado: ${before}` })).toBeVisible();

  // Confirmed with a reason, by keyboard.
  await status.click();
  await page.getByRole('option', { name: closed }).click();
  const reason = 'La traza se reasignó a la Ruta Provincial 52 y el tramo quedó sin terreno disponible.';
  await dialog.getByRole('textbox', { name: 'Motivo (opcional)' }).fill(reason);
  await dialog.getByRole('button', { name: 'Cambiar el estado' }).click();
  await expect(page.getByText('Estado actualizado')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Estado: ${closed}` })).toBeVisible();

  // The server kept it: after a reload, Historia shows the change with its reason.
  await page.reload();
  await page.getByRole('tab', { name: 'Historia' }).click();
  const entry = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(entry).toContainText(`${accounts.editor.name} cambió el estado`);
  await expect(entry.locator('[data-change]')).toHaveText(`${before}→ a ${closed}`);
  await expect(entry).toContainText(`Motivo: ${reason}`);
});

test('a comment written by one person is read by a colleague in another browser', async ({ page, browser }) => {
  const project = projectAt(2);
  await openProject(page, accounts.editor.email, project);
  const text = `Revisado el pliego el ${new Date().toISOString()}`;
  const composer = page.getByRole('textbox', { name: 'Comentario' });
  await composer.fill(`  ${text}  `);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(text);

  const viewer = await asColleague(browser, accounts.viewer.email, project);
  try {
    const first = viewer.page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(first).toContainText(accounts.editor.name);
    await expect(first).toContainText(text);
  } finally {
    await viewer.close();
  }
});

test('when two people edit at once, the second save is refused and keeps its text', async ({ page, browser }) => {
  const project = projectAt(3);
  await openProject(page, accounts.editor.email, project);
  const colleague = await asColleague(browser, accounts.optimizer.email, project);
  try {
    // Both open the editor on the same version.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await colleague.page.getByRole('button', { name: 'Editar', exact: true }).click();

    await titleInput(colleague.page).fill(`${project.name} — versión de Martín`);
    await colleague.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(colleague.page.getByRole('heading', { level: 1 })).toHaveText(`${project.name} — versión de Martín`);

    const mine = `${project.name} — versión de Juan`;
    await titleInput(page).fill(mine);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Otra persona modificó este proyecto' })).toBeVisible();
    await expect(titleInput(page)).toHaveValue(mine);

    // "Recargar" shows what the colleague saved.
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${project.name} — versión de Martín`);
  } finally {
    await colleague.close();
  }
});

test('the score explanation shows the breakdown and suggestions of a project with missing data', async ({ page }) => {
  const expected = computeScore(incomplete);
  await openProject(page, accounts.viewer.email, incomplete);
  await page.getByRole('button', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cómo se obtiene la Puntuación SIIPRO?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Faltan datos: los criterios sin información puntúan 0.')).toBeVisible();
  await expect(dialog.getByText('Dato faltante').first()).toBeVisible();
  for (const suggestion of expected.suggestions.slice(0, 3)) {
    await expect(dialog.getByText(suggestion.title, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a viewer reads the page but finds no way to change it', async ({ page }) => {
  const project = projectAt(4);
  const offSite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) offSite.push(url.href);
  });
  await openProject(page, accounts.viewer.email, project);
  await expect(page.getByRole('button', { name: 'Detalles' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Actividad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);
  // Nor any field's in-place "Editar" (Clasificación, Detalles, Ubicación, the score's inputs).
  await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Estado/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Comentario' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Documentación' }).click();
  await expect(page.getByRole('button', { name: 'Adjuntar archivo' })).toHaveCount(0);
  // The base map comes from the configured tiles (local in tests): nothing is asked of another site.
  expect(offSite).toEqual([]);
});

test('a PDF uploaded in Documentación downloads byte for byte and can be deleted; too large or forbidden files are refused', async ({
  page,
}) => {
  const project = projectAt(5);
  await openProject(page, accounts.editor.email, project);
  await page.getByRole('tab', { name: 'Documentación' }).click();
  await expect(page.getByText('No hay documentos adjuntos.')).toBeVisible();

  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n' +
      'Informe de avance: ñandú, acentos y bytes \u00ff\u00fe\n',
    'latin1',
  );
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'Informe de avance.pdf', mimeType: 'application/pdf', buffer: pdf });
  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Informe de avance.pdf' });
  await expect(row).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Descargar Informe de avance.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Informe de avance.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(pdf)).toBe(true);

  await upload.setInputFiles({
    name: 'Planos.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(page.getByText('El archivo supera el máximo de 10 MB.')).toBeVisible();
  await upload.setInputFiles({
    name: 'instalador.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(/No se admiten archivos «exe»/)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);

  // Deleted after a confirmation: the row goes, and the history says who deleted which document.
  await row.getByRole('button', { name: 'Eliminar Informe de avance.pdf' }).click();
  const confirmation = page.getByRole('dialog', { name: '¿Eliminar «Informe de avance.pdf»?' });
  await confirmation.getByRole('button', { name: 'Eliminar documento' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByText('No hay documentos adjuntos.')).toBeVisible();
  await page.getByRole('tab', { name: 'Historia' }).click();
  await expect(page.getByRole('tabpanel').getByText(/eliminó el documento «Informe de avance\.pdf»/)).toBeVisible();
});

test('a program page lists its projects and totals', async ({ page }) => {
  const program = demoProjectsByTenant['cenit-demo'].find((p) => p.slug === 'programa-de-caminos-rurales')!;
  await openProject(page, accounts.viewer.email, program);

  const portfolio = page.getByRole('region', { name: 'Proyectos del programa' });
  await expect(portfolio).toBeVisible();
  const totals = portfolio.getByRole('group', { name: 'Totales del programa' });
  await expect(totals).toContainText(/Presupuesto totalARS \d{1,3}(\.\d{3})*(,\d{2})?/);
  await expect(totals).toContainText(/Puntuación SIIPRO promedio\d+(,\d)?/);
  const count = Number(((await totals.locator('dd').first().textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(1);

  // The count is the server's, and agrees with the pager of the projects below and with the count by status.
  const pager = portfolio.getByRole('navigation', { name: 'Paginación' });
  await expect(pager).toContainText(`${count} resultados`);
  const byStatus = portfolio.getByRole('list', { name: 'Proyectos por estado' }).getByRole('listitem');
  const statusCounts = (await byStatus.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
  expect(statusCounts.reduce((sum, value) => sum + value, 0)).toBe(count);

  // Its projects, in the lists' table: every one of them names this program; a name opens the project's page.
  const table = portfolio.getByRole('table');
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const programCells = await table.evaluate((element) => {
    const heads = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const index = heads.indexOf('Programa');
    return [...element.querySelectorAll('tbody tr')].map((tr) => tr.children[index]?.textContent?.trim() ?? '');
  });
  expect(programCells.length).toBe(Math.min(count, 20));
  expect(programCells.filter((cell) => !cell.includes(program.name))).toEqual([]);
  const first = table.locator('tbody tr').first().getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
