// Steps the optimizer journeys share (optimizer.spec.ts, optimizer-v2.spec.ts).
import { expect, type Page } from '@playwright/test';

/** Saves the results on screen as a scenario named `name`, and sees it in the list. */
export async function saveScenario(page: Page, name: string) {
  await page.getByRole('button', { name: 'Guardar escenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar escenario' });
  await dialog.getByLabel('Nombre del escenario').fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Escenario guardado')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Escenarios guardados' })).toContainText(name);
}
