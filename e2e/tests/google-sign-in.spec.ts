// Google sign-in through the Auth emulator's popup, which lists the demo accounts linked to google.com.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard } from '../support/journeys.ts';

test('a person signs in with Google in the popup and reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();

  const account = popup.getByText(accounts.viewer.email, { exact: true });
  if (await account.isVisible()) {
    await account.click();
  } else {
    // An emulator without the seeded google.com identities: add the account by hand, as a developer would.
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(accounts.viewer.email);
    await popup.locator('#display-name-input').fill(accounts.viewer.name);
    await popup.getByRole('button', { name: /Sign in with Google/ }).click();
  }

  await expectDashboard(page, tenants.demo.slug);
});

test('closing the Google popup explains what happened', async ({ page }) => {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  const popup = await popupOpened;
  await popup.close();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ventana de inicio de sesión cerrada. Por favor intenta nuevamente.' }),
  ).toBeVisible();
});
