// Bringing a portfolio in (issue 42), through the real stack: an editor creates a project with a typed pin from
// Crear's menu, finds it in the list and the search, archives it and restores it; a viewer cannot create or import.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

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

test('an editor creates a project with a pin, finds it, archives it; it comes back when restored', async ({ page }) => {
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

  // Archived: it leaves the list, and shows under Archivados.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Archivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archivar' }).click();
  await expect(page.getByText('Este proyecto está archivado.')).toBeVisible();
  const listSearch = page.getByRole('main').getByRole('search').getByRole('textbox', { name: 'Buscar' });
  await page.goto(`/${tenant}/proyectos/lista`);
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByText('No hay proyectos disponibles')).toBeVisible();
  await page.goto(`/${tenant}/proyectos/archivados`);
  await expect(page.getByRole('heading', { level: 1, name: 'Archivados' })).toBeVisible();
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // Restored from its page: back in the list.
  await page.goto(projectUrl);
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Este proyecto está archivado.')).toHaveCount(0);
  await page.goto(`/${tenant}/proyectos/lista`);
  await listSearch.fill(name);
  await listSearch.press('Enter');
  await expect(page.getByRole('link', { name }).first()).toBeVisible();
});
