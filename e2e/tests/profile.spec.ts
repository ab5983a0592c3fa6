// The profile page (platform.md §2 "Profile page"): personal data, a field edited in place, the default workspace.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

test('the account menu opens the profile, where the default workspace is starred and kept', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await enterWorkspace(page, tenants.works.name);
  await expectDashboard(page, tenants.works.slug);

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Gestionar cuenta' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenants.works.slug}/perfil$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: accounts.admin.name })).toBeVisible();

  const workspaces = main.getByRole('region', { name: 'Espacios de trabajo' });
  const demoRow = workspaces.getByRole('listitem').filter({ hasText: tenants.demo.name });
  await demoRow.getByRole('button').click();
  await expect(demoRow.getByText('Predeterminado')).toBeVisible();

  // The choice is the server's too: it survives a reload, and unsetting it clears the badge.
  await page.reload();
  await expect(demoRow.getByText('Predeterminado')).toBeVisible();
  await demoRow.getByRole('button').click();
  await expect(demoRow.getByText('Predeterminado')).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Perfil', level: 1 })).toBeVisible();
  await expect(demoRow.getByText('Predeterminado')).toHaveCount(0);
});

test('the phone is edited in place and saved', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.viewer.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Editar Teléfono' }).click();
  await main.getByRole('textbox', { name: 'Teléfono' }).fill('+54 261 555-0199');
  await main.getByRole('textbox', { name: 'Teléfono' }).press('Enter');
  await expect(main.getByText('+54 261 555-0199')).toBeVisible();
  await page.reload();
  await expect(main.getByText('+54 261 555-0199')).toBeVisible();
});

test('a workspace remembered as preferred opens straight after the next sign-in', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await expect(page.getByRole('heading', { name: 'Selecciona tu espacio de trabajo' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Recordar como preferido' }).check();
  await enterWorkspace(page, tenants.works.name);
  await expectDashboard(page, tenants.works.slug);

  try {
    // Logout forgets the active workspace; the preferred one — kept on the server, so not even this device's
    // memory is needed — is what brings the person back to it.
    await page.getByRole('button', { name: 'Cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => window.localStorage.clear());
    await openLoginAndSignIn(page, accounts.admin.email);
    await expectDashboard(page, tenants.works.slug);
  } finally {
    // Leave the administrator without a preferred workspace, as the seed has it, for the other journeys.
    await page.goto(`/${tenants.works.slug}/perfil`);
    const row = page
      .getByRole('region', { name: 'Espacios de trabajo' })
      .getByRole('listitem')
      .filter({ hasText: tenants.works.name });
    await expect(row.getByText('Predeterminado')).toBeVisible();
    await row.getByRole('button').click();
    await expect(row.getByText('Predeterminado')).toHaveCount(0);
  }
});
