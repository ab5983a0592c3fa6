// Moving around once signed in: remembered deep links, the tenant switcher, logout, unknown paths (platform.md §2).
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn, signInWithEmail } from '../support/journeys.ts';

const demoBanner = 'Estás en un espacio de demostración';

test('a deep link asked for before signing in opens after signing in', async ({ page }) => {
  await page.goto(`/${tenants.demo.slug}/perfil`);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, accounts.admin.email);
  await expect(page).toHaveURL(new RegExp(`/${tenants.demo.slug}/perfil$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expect(main.getByText(accounts.admin.email)).toBeVisible();
});

test('an administrator switches from the demo workspace to another one', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await enterWorkspace(page, tenants.demo.name);
  await expectDashboard(page, tenants.demo.slug);
  await expect(page.getByRole('note').filter({ hasText: demoBanner })).toBeVisible();

  await page.getByRole('button', { name: /Cambiar espacio de trabajo/ }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(tenants.demo.name) })).toBeDisabled();
  await page.getByRole('menuitem', { name: new RegExp(tenants.works.name) }).click();

  await expectDashboard(page, tenants.works.slug);
  await expect(page.getByText(demoBanner)).toHaveCount(0);

  // The new choice is the active tenant: the root and the picker now lead to it.
  await page.goto('/');
  await expectDashboard(page, tenants.works.slug);
});

test('a tenant the person does not belong to leads to the workspace picker', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await expect(page).toHaveURL(/\/tenant\/seleccionar$/);
  await page.goto('/otro-organismo/actividad');
  await expect(page).toHaveURL(/\/tenant\/seleccionar$/);
});

test('paths match whatever their case', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.goto('/CENIT-DEMO/Actividad');
  await expect(page.getByRole('heading', { name: 'Tu actividad', level: 1 })).toBeVisible();
});

test('logging out ends the session and returns to the login screen', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await expect(page.getByRole('menu', { name: 'Cuenta' }).getByText(accounts.editor.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Nothing of the session is left: a reload or a deep link asks to sign in again.
  await page.goto(`/${tenants.demo.slug}/actividad`);
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('an unknown page inside a workspace shows the not-found screen with a way home', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.goto(`/${tenants.demo.slug}/no-existe`);
  await expect(page.getByText('La página que está buscando no existe o ha sido movida.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expectDashboard(page, tenants.demo.slug);
});
