// Capital budgeting through the real stack (issue 44, "Done means", lean): an optimizer user gives some projects a
// province, sets three yearly limits, a funding ceiling and a provincial minimum in the wizard's "Restricciones",
// runs, and reads the yearly spend within its limits, an exclusion naming its binding restriction, and the curve; the
// link holds the restrictions. The run is saved as a scenario, kept across a reload, compared with the same criteria
// without restrictions (a v1 scenario) and opened again with its restrictions. An impossible set (a project pinned in with a year limited to one peso) gives the
// explanation, not an error page.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { saveScenario } from '../support/optimizer.ts';
import { accessTokenOf, expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';

const tenant = tenants.demo.slug;
const PROVINCE = 'Santiago del Estero';

test('an optimizer user runs with yearly limits, a funding ceiling and a provincial minimum, and an impossible set is explained', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLoginAndSignIn(page, accounts.optimizer.email);
  await expectDashboard(page, tenant);
  const authorization = await accessTokenOf(page, () => page.goto(`/${tenant}/proyectos/lista`));

  // Some projects in one province (the project form's "Provincia", through the same PUT the form sends).
  const listed = await page.request.get(`/api/t/${tenant}/projects?type=proyecto&limit=15`, {
    headers: { authorization },
  });
  expect(listed.status()).toBe(200);
  for (const project of ((await listed.json()) as { data: { projectId: string; version: number }[] }).data) {
    const edited = await page.request.put(`/api/t/${tenant}/projects/${project.projectId}`, {
      headers: { authorization },
      data: { version: project.version, province: PROVINCE },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }

  await page.getByRole('button', { name: 'Optimizar' }).click();
  const wizard = page.getByRole('dialog', { name: 'Optimizar proyectos' });
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  for (let count = 0; count < 3; count++) await wizard.getByRole('button', { name: 'Agregar año' }).click();
  const years = await wizard
    .getByLabel('Año', { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(years).toHaveLength(3);
  await wizard.getByLabel(`Límite de ${years[0]} (ARS)`).fill('30.000.000.000');
  await wizard.getByLabel(`Límite de ${years[1]} (ARS)`).fill('20.000.000.000');
  await wizard.getByLabel(`Límite de ${years[2]} (ARS)`).fill('10.000.000.000');
  await wizard.getByLabel('Tope de BID (ARS)').fill('3.000.000.000');
  await wizard.getByRole('button', { name: 'Agregar mínimo' }).click();
  await wizard.getByLabel('Grupo').fill(PROVINCE);
  await wizard.getByLabel('Mínimo (%)').fill('10');
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard.getByText(`Mínimos: Provincia ${PROVINCE}: 10%.`)).toBeVisible();
  await wizard.getByRole('button', { name: 'Ver resultados' }).click();

  await expect(page).toHaveURL(/restricciones=/);
  const yearly = page.getByRole('table', { name: 'Gasto por año' });
  await expect(yearly.getByRole('row')).toHaveCount(4, { timeout: 60_000 });
  await expect(yearly).not.toContainText('Supera el límite');
  const excluded = page.getByRole('table', { name: 'Proyectos no seleccionados' });
  await expect(
    excluded.getByText(/^(Presupuesto \d{4} agotado: ese año usaría|Tope de la fuente BID: usaría)/).first(),
  ).toBeVisible();
  const shares = page.getByRole('region', { name: 'Participación por región' });
  await expect(shares.getByRole('row', { name: new RegExp(PROVINCE) })).toContainText('10%');
  const curve = page.getByRole('region', { name: 'Curva de eficiencia' });
  await expect(curve.getByRole('table').getByRole('row')).toHaveCount(22);
  await expect(curve.getByText(/^Con 10% más en todos los límites/)).toBeVisible();

  // The link is the result: opened again, the same restrictions run.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Gasto por año' }).getByRole('row')).toHaveCount(4, {
    timeout: 60_000,
  });

  // Saved (the optimizer signed the answer; the API stores it only so), kept across a reload, marked as restricted.
  const withRestrictions = 'Plan plurianual con tope BID';
  const withoutRestrictions = 'Mismos criterios sin restricciones';
  await saveScenario(page, withRestrictions);
  await page.reload();
  const scenarios = page.getByRole('table', { name: 'Escenarios guardados' });
  await expect(scenarios.getByRole('row', { name: new RegExp(withRestrictions) })).toContainText('Con restricciones');

  // The same criteria without restrictions (model v1), saved too, and the two compared.
  const restrictedUrl = page.url();
  const plain = new URL(restrictedUrl);
  plain.searchParams.delete('restricciones');
  await page.goto(plain.toString());
  await expect(page.getByRole('table', { name: 'Proyectos seleccionados' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Gasto por año' })).toHaveCount(0);
  await saveScenario(page, withoutRestrictions);
  await scenarios.getByRole('checkbox', { name: `Elegir ${withRestrictions} para comparar` }).check();
  await scenarios.getByRole('checkbox', { name: `Elegir ${withoutRestrictions} para comparar` }).check();
  await page.getByRole('button', { name: 'Comparar' }).click();
  const comparison = page.getByRole('region', { name: 'Comparación de escenarios' });
  await expect(comparison.getByRole('row', { name: /Presupuesto elegido/ })).toBeVisible();
  await expect(page).toHaveURL(/comparar=/);

  // Opened again, the restricted scenario runs its whole request: its link holds the restrictions.
  await scenarios.getByRole('button', { name: `Abrir ${withRestrictions} con los datos de hoy` }).click();
  await expect(page).toHaveURL(/escenario=.*restricciones=|restricciones=.*escenario=/);
  await expect(page.getByRole('table', { name: 'Gasto por año' }).getByRole('row')).toHaveCount(4, {
    timeout: 60_000,
  });
  await page.goto(restrictedUrl);

  // Impossible: the first year limited to one peso, then a project pinned in.
  await page.getByRole('button', { name: 'Configurar' }).click();
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByLabel(`Límite de ${years[0]} (ARS)`).fill('1');
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByRole('button', { name: 'Ver resultados' }).click();
  const firstOut = excluded.locator('tbody tr').first();
  const name = (await firstOut.getByRole('link').first().textContent())!;
  await firstOut.getByRole('button', { name: `Fijar dentro ${name}` }).click();
  const pin = page.getByRole('dialog', { name: 'Fijar dentro de la selección' });
  await pin.getByLabel('Motivo').fill('Compromiso con el municipio');
  await pin.getByRole('button', { name: 'Fijar y volver a ejecutar' }).click();
  const explanation = page.getByRole('region', { name: 'Ninguna selección cumple todas las restricciones' });
  await expect(explanation).toBeVisible({ timeout: 60_000 });
  await expect(explanation).toContainText(`El presupuesto de ${years[0]} está limitado`);
  await expect(explanation).toContainText('Los proyectos incluidos a mano deben entrar');
});
