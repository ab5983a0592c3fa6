// Bringing a portfolio in (issue 42), through the real stack: an editor creates a project with a typed pin from
// Crear's menu, finds it in the list and the search, archives it and an admin restores it; an editor is offered the
// sectors and funding sources in use as they type, in the form and in a project's side panel; a viewer cannot create
// or import; an editor imports a spreadsheet whose review names its bad cells, fixes it and imports it; an editor edits
// an organisation, is told why one with projects cannot be archived, archives an empty one and restores it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demoOrganizationsByTenant, demoProjectsByTenant, paths } from '@siipro/domain';
import { accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;

test('a viewer sees Crear disabled, says why, and has no Importar', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  const create = page.getByRole('button', { name: 'Crear' });
  await expect(create).toHaveAttribute('aria-disabled', 'true');
  await create.hover();
  await expect(page.getByRole('tooltip')).toContainText('Tu rol solo permite consultar');
  await page.goto(`/${tenant}/proyectos/lista`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Archivados' })).toHaveCount(0);
});

test('an editor creates a project with a pin, finds it in the list, search and map, archives it; an admin restores it', async ({
  page,
  browser,
}) => {
  const name = `Acueducto Ruta 22 — tramo Choele Choel ${Date.now()}`;
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);

  await page.getByRole('button', { name: 'Crear' }).click();
  await page.getByRole('menuitem', { name: 'Proyecto' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenant}/proyectos/nuevo$`));
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  // The keyboard alone places the pin: typed latitude and longitude.
  await page.getByLabel('Latitud').fill('-39,2833');
  await page.getByLabel('Longitud').fill('-65,6667');
  await page.getByRole('button', { name: 'Crear proyecto' }).click();

  // Lands on the new project's page, whose history starts with "creó el proyecto".
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Historia' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('creó el proyecto');
  const projectUrl = page.url();

  // In the global search.
  const search = page.getByRole('combobox', { name: 'Búsqueda global' });
  await search.fill(name.slice(0, 30));
  await expect(page.getByRole('option', { name: new RegExp(name.slice(0, 30)) }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // On the map, at its pin (the map takes the list's search).
  const mapAtPin = `/${tenant}/mapa/@-39.283300,-65.666700,12z?buscar=${encodeURIComponent(name)}`;
  const onMap = page.getByRole('group', { name: 'Mapa de proyectos' }).getByText(/proyectos? en el mapa$/);
  await page.goto(mapAtPin);
  await expect(onMap).toHaveText('1 proyecto en el mapa', { timeout: 15_000 });

  // Archived: it leaves the list and the map, and shows under Archivados.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Archivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archivar' }).click();
  await expect(page.getByText('Este proyecto está archivado.')).toBeVisible();
  const listSearch = page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
  await page.goto(`/${tenant}/proyectos/lista`);
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByText('No hay proyectos disponibles')).toBeVisible();
  await page.goto(mapAtPin);
  await expect(onMap).toHaveText('0 proyectos en el mapa', { timeout: 15_000 });
  await page.goto(`/${tenant}/proyectos/archivados`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivados' })).toBeVisible();
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // An admin, in a browser of their own, restores it from its page: back in the editor's list.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openLoginAndSignIn(admin, accounts.admin.email);
  await enterWorkspace(admin, tenants.demo.name);
  await expectDashboard(admin, tenant);
  await admin.goto(new URL(projectUrl).pathname);
  await admin.getByRole('button', { name: 'Restaurar' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(admin.getByText('Este proyecto está archivado.')).toHaveCount(0);
  await adminContext.close();
  await page.goto(`/${tenant}/proyectos/lista`);
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});

test('an editor is offered the sectors and funding sources in use as they type, in the form and in the side panel', async ({
  page,
}) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/proyectos/nuevo`);
  // Typing part of a sector the workspace already uses offers it (a typo would split the sector in two): the field's
  // suggestions are the tenant's sectors, the list's own filter values. A click picks one.
  const sector = page.getByRole('combobox', { name: 'Sector' });
  await sector.fill('transp');
  const sectors = page.getByRole('listbox', { name: 'Sector: valores en uso' });
  await expect(sectors.getByRole('option')).toHaveText(['Transporte']);
  await sectors.getByRole('option', { name: 'Transporte' }).click();
  await expect(sector).toHaveValue('Transporte');
  await expect(sectors).toHaveCount(0);
  const funding = page.getByRole('combobox', { name: 'Fuente de financiamiento' });
  await funding.fill('tesoro');
  const fundingSources = page.getByRole('listbox', { name: 'Fuente de financiamiento: valores en uso' });
  await expect(fundingSources.getByRole('option', { name: 'Tesoro Provincial' })).toBeVisible();
  await funding.press('Escape');
  await expect(fundingSources).toHaveCount(0);

  // A project's side panel edits its sector with the same suggestions, accents aside; Escape closes the list first,
  // the editor only after (nothing is saved). A project the other journeys do not edit (they take every 7th).
  const project = demoProjectsByTenant['cenit-demo'].find(
    (candidate, index) => candidate.type === 'proyecto' && candidate.organizations.length > 0 && index % 7 === 3,
  )!;
  await page.goto(
    paths.project(tenant, { slug: project.slug, type: project.type, organizationSlug: project.organizations[0]!.slug }),
  );
  await page.getByRole('button', { name: 'Editar clasificación' }).click();
  const classification = page.getByRole('form', { name: 'Editar clasificación' });
  const panelSector = classification.getByRole('combobox', { name: 'Sector' });
  await panelSector.fill('energia');
  await expect(sectors.getByRole('option')).toHaveText(['Energía']);
  await panelSector.press('Escape');
  await expect(sectors).toHaveCount(0);
  await expect(classification).toBeVisible();
  await panelSector.press('Escape');
  await expect(classification).toHaveCount(0);
});

/** A CSV as a ministry's spreadsheet saves it in the export's format: UTF-8 with BOM, «;», decimal comma. */
function spreadsheet(rows: ReadonlyArray<Record<string, string>>): Buffer {
  const headers = ['Código', 'Nombre', 'Organismos', 'Presupuesto', 'Estado', 'Latitud', 'Longitud'];
  const lines = [headers, ...rows.map((row) => headers.map((header) => row[header] ?? ''))];
  return Buffer.from(`\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`, 'utf8');
}

test('an editor imports 50 rows: the review names the 2 bad cells, the fixed file lands in the list', async ({
  page,
}) => {
  const batch = String(Date.now()).slice(-6);
  // The organisation projects-list.spec's fallback journey expects among the tenant's newest projects.
  const organization = demoOrganizationsByTenant[tenant].find(
    (org) => org.slug === 'vialidad-provincial-de-cordoba',
  )!.name;
  const rows = Array.from({ length: 50 }, (_, index) => ({
    Código: `IMP-${batch}-${String(index + 1).padStart(2, '0')}`,
    Nombre: `Planilla ${batch}: refacción de escuela rural n.º ${index + 1}`,
    Organismos: organization,
    Presupuesto: `${index + 1}.250.000,75`,
    Estado: 'Identificado',
    Latitud: '-31,4201',
    Longitud: '-64,1888',
  }));
  // Row 7 of the file (the 6th project) has a budget in words; row 31 a status the workspace does not have.
  const broken = rows.map((row, index) =>
    index === 5 ? { ...row, Presupuesto: 'dos millones' } : index === 29 ? { ...row, Estado: 'En licitación' } : row,
  );

  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.goto(`/${tenant}/proyectos/lista`);
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar proyectos' });
  // The template is a click away.
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar plantilla' }).click();
  expect((await template).suggestedFilename()).toMatch(/^plantilla-proyectos.*\.xlsx$/);
  const file = dialog.getByLabel('Planilla (CSV o Excel)');
  await file.setInputFiles({ name: 'proyectos.csv', mimeType: 'text/csv', buffer: spreadsheet(broken) });
  await dialog.getByRole('button', { name: 'Revisar planilla' }).click();

  // The review names exactly the two bad cells, by row, column and value, and lets nothing through.
  await expect(dialog.getByRole('heading', { name: 'Errores (2)' })).toBeVisible();
  const errors = dialog.getByRole('table', { name: /Errores de la planilla/ });
  await expect(errors.getByRole('row')).toHaveCount(3);
  await expect(errors.getByRole('row').nth(1)).toContainText('7');
  await expect(errors.getByRole('row').nth(1)).toContainText('dos millones');
  await expect(errors.getByRole('row').nth(2)).toContainText('31');
  await expect(errors.getByRole('row').nth(2)).toContainText('En licitación');
  await expect(dialog.getByRole('button', { name: 'Importar' })).toHaveAttribute('aria-disabled', 'true');
  // The errors download as a CSV that names the same cells.
  const errorsFile = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar errores (CSV)' }).click();
  const errorsCsv = await readFile((await (await errorsFile).path())!, 'utf8');
  expect(errorsCsv).toContain('dos millones');
  expect(errorsCsv).toContain('En licitación');

  // The fixed file: reviewed clean, applied, and the 50 projects are in the list.
  await dialog.getByRole('button', { name: 'Elegir otro archivo' }).click();
  await file.setInputFiles({ name: 'proyectos-corregidos.csv', mimeType: 'text/csv', buffer: spreadsheet(rows) });
  await dialog.getByRole('button', { name: 'Revisar planilla' }).click();
  await expect(dialog.getByText('La planilla no tiene errores: está lista para importar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(dialog.getByRole('status')).toContainText('Importación terminada');
  await expect(dialog.getByText('Creados').locator('..')).toContainText('50');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

  const listSearch = page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
  await listSearch.fill(`Planilla ${batch}`);
  await listSearch.press('Enter');
  for (const number of [1, 7, 31, 50]) {
    const name = `Planilla ${batch}: refacción de escuela rural n.º ${number}`;
    await listSearch.fill(name);
    await listSearch.press('Enter');
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
});

test('an editor edits an organisation, cannot archive one with projects, archives and restores an empty one', async ({
  page,
}) => {
  const name = `Ente Regulador del Agua de Chubut ${Date.now()}`;
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);

  // An organisation with active projects: the API's 409 says how many, and nothing changes.
  const busy = demoOrganizationsByTenant[tenant].find((org) => org.slug === 'vialidad-provincial-de-cordoba')!;
  await page.goto(`/${tenant}/organismos/${busy.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: busy.name })).toBeVisible();
  await page.getByRole('button', { name: 'Archivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archivar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No puedes archivar este organismo' })).toContainText(
    /tiene \d+ proyectos activos\. Archívalos o pásalos a otro organismo antes\./,
  );
  // The confirmation stays open on a refusal: nothing happened.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Este organismo está archivado.')).toHaveCount(0);

  // A new one, edited in its form: name, description and responsible person.
  await page.getByRole('button', { name: 'Crear' }).click();
  await page.getByRole('menuitem', { name: 'Organismo' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('button', { name: 'Crear organismo' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Editar todos los campos' }).click();
  await expect(page.getByRole('heading', { name: 'Editar organismo' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Controla la calidad del agua potable de la provincia.');
  await page.getByRole('textbox', { name: 'Persona responsable', exact: true }).fill('Marta Quiroga');
  await page.getByRole('textbox', { name: 'Correo de la persona responsable' }).fill('mquiroga@chubut.gob.ar');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Marta Quiroga')).toBeVisible();
  await expect(page.getByText('Controla la calidad del agua potable de la provincia.')).toBeVisible();
  const organizationUrl = page.url();

  // Archived: it leaves the list and shows under Archivados.
  await page.getByRole('button', { name: 'Archivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archivar' }).click();
  await expect(page.getByText('Este organismo está archivado.')).toBeVisible();
  await page.goto(`/${tenant}/organismos/lista`);
  const search = page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Archivados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organismos archivados' })).toBeVisible();
  await search.fill(name);
  await search.press('Enter');
  await page.getByRole('link', { name, exact: true }).first().click();

  // Restored from its page: back in the list.
  await expect(page).toHaveURL(organizationUrl);
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Este organismo está archivado.')).toHaveCount(0);
  await page.goto(`/${tenant}/organismos/lista`);
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
});
