// Steps a person takes again and again, written as they would do them: by labels and button names in Spanish.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

export async function signInWithEmail(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function openLoginAndSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signInWithEmail(page, email);
}

/** On the workspace picker: choose a workspace by its name and enter it. */
export async function enterWorkspace(page: Page, workspaceName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Selecciona tu espacio de trabajo' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(workspaceName) }).check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export async function expectDashboard(page: Page, tenantSlug: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/${tenantSlug}/actividad$`));
  await expect(page.getByRole('heading', { name: 'Tu actividad', level: 1 })).toBeVisible();
}

/** The bearer token the page sends to the API, taken from its next request (the token lives in memory only). */
export async function accessTokenOf(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname.startsWith('/api/t/'));
  await trigger();
  const authorization = (await request).headers()['authorization'];
  expect(authorization).toMatch(/^Bearer /);
  return authorization!;
}
