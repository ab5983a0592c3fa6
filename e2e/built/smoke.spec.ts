// The deployable artefacts of `pnpm build` (issue 46): the stack of playwright.built.config.ts runs dist/ — the API
// and the optimizer with plain node from their own folders, the web's static build — and a person signs in and reads
// the project list through it, as on the first day of a deployment.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { listTotal, rowNames, waitForRows } from '../support/projectList.ts';

test('on the built artefacts, an editor signs in and reads the project list', async ({ page, request }) => {
  // What answers is the build: the web's version file and the API's health, through the same origin.
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });

  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }).click();
  await expect(page).toHaveURL(new RegExp(`/${tenants.demo.slug}/proyectos/lista$`));
  await waitForRows(page);
  expect((await rowNames(page)).length).toBeGreaterThan(0);
  expect(await listTotal(page)).toBeGreaterThan(0);
});
