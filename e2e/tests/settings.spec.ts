// The tenant settings area through the real stack (issue 18; platform.md §2, §4, §5, §6, §8): an invitation from
// the admin's screen to the invited person's first sign-in, their role change and removal — each enforced by the API
// at once — the configuration's JSON rules, the domains, the versions of About, the record of every change, and what
// an editor and a viewer may see. Whatever a journey changes it restores (other journeys share the database): the
// invited person is a new address no other journey knows.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoOrganizationsByTenant, paths, type OrganizationAnswer } from '@siipro/domain';
import { DEMO_PASSWORD, accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn, signInWithEmail } from '../support/journeys.ts';

const tenant = tenants.demo.slug;
/** The Auth emulator the stack signs in against (scripts/start.mjs), and its project. */
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const FIREBASE_PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-siipro';

/** An organisation the invited person opens; read only, so other journeys are not disturbed. */
const organization = demoOrganizationsByTenant['cenit-demo'][0]!;

/** The admin (a member of both demo tenants) enters CENIT Demo and opens a settings section from the side menu. */
async function openSettingsAsAdmin(page: Page, section: string): Promise<void> {
  await openLoginAndSignIn(page, accounts.admin.email);
  await enterWorkspace(page, tenants.demo.name);
  await expectDashboard(page, tenant);
  // The top bar's settings button leads to the area; its index is Tenant (general).
  await page.getByRole('link', { name: 'Configuración', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.settings(tenant, 'general')}$`));
  await openSection(page, section);
}

async function openSection(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Configuración' }).getByRole('link', { name: section }).click();
}

/**
 * Someone signs up in the Auth emulator by e-mail and password (as the sign-in service's own sign-up would), with
 * the e-mail verified as its link would: the emulator's admin call does what the e-mail's link does.
 */
async function signUpInEmulator(request: APIRequestContext, email: string, displayName: string): Promise<void> {
  const signUp = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    data: { email, password: DEMO_PASSWORD, displayName, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);
  const { localId } = (await signUp.json()) as { localId: string };
  const verify = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT}/accounts:update`,
    { headers: { authorization: 'Bearer owner' }, data: { localId, emailVerified: true } },
  );
  expect(verify.ok()).toBe(true);
}

/** The bearer token the page sends to the API, taken from its next request (the token lives in memory only). */
async function accessTokenOf(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((sent) => new URL(sent.url()).pathname.startsWith('/api/t/'));
  await trigger();
  const authorization = (await request).headers()['authorization'];
  expect(authorization).toMatch(/^Bearer /);
  return authorization!;
}

/** The record of changes (under Tenant): its rows that mention `text`. */
function recordRows(page: Page, text: string) {
  return page.getByRole('table', { name: 'Registro de cambios' }).getByRole('row').filter({ hasText: text });
}

test('an invited editor signs up, enters, is demoted to viewer and then removed, each at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `invitada-${Date.now()}@prueba.siipro.test`;
  const name = 'Ana Invitada';

  // The admin invites the new address as editor.
  await openSettingsAsAdmin(page, 'Miembros y Accesos');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Miembros y Accesos' })).toBeVisible();
  await main.getByRole('button', { name: 'Agregar Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Usuario' });
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(dialog.getByText('El correo electrónico es requerido')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`  ${email.toUpperCase()} `);
  await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveValue('viewer');
  await dialog.getByRole('combobox', { name: 'Rol' }).selectOption('editor');
  const sent = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/t/${tenant}/members/invitations` &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
  const { link } = (await (await sent).json()) as { link: string };
  await expect(dialog).toHaveCount(0);
  const invitation = main.getByRole('table', { name: 'Invitaciones' }).getByRole('row').filter({ hasText: email });
  await expect(invitation).toContainText('Editor');
  await expect(invitation).toContainText('Pendiente');
  await expect(invitation.getByRole('button', { name: `Copiar enlace de invitación para ${email}` })).toBeVisible();

  // The invited person signs up and signs in: the invitation is accepted, the welcome shows, they are an editor.
  await signUpInEmulator(request, email, name);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    // The link the admin copies opens the sign-in page, which says who is invited where, the address filled in.
    const { pathname, search } = new URL(link, 'http://localhost');
    await guest.goto(`${pathname}${search}`);
    await expect(
      guest.getByText(
        `Tienes una invitación a ${tenants.demo.name} con el rol Editor. Ingresa con ${email} para aceptarla.`,
      ),
    ).toBeVisible();
    await expect(guest.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
    await signInWithEmail(guest, email);
    await expectDashboard(guest, tenant);
    await expect(guest.getByText('¡Bienvenido! Se aceptaron tus invitaciones pendientes.')).toBeVisible();
    await guest.getByRole('button', { name: 'Cuenta' }).click();
    await expect(guest.getByRole('menu', { name: 'Cuenta' })).toContainText('Editor');
    await guest.keyboard.press('Escape');
    const organizationAnswer = guest.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/t/${tenant}/organizations/${organization.slug}`,
    );
    const authorization = await accessTokenOf(guest, () => guest.goto(paths.organization(tenant, organization.slug)));
    const seen = (await (await organizationAnswer).json()) as OrganizationAnswer;
    await expect(guest.getByRole('button', { name: 'Editar', exact: true })).toBeVisible();

    // The admin sees the member and demotes them to viewer: their pencil goes and the API refuses their edit.
    await page.reload();
    const member = main.getByRole('table', { name: 'Miembros' }).getByRole('row').filter({ hasText: email });
    await expect(member).toContainText(name);
    await expect(
      main.getByRole('table', { name: 'Invitaciones' }).getByRole('row').filter({ hasText: email }),
    ).toContainText('Aceptada');
    await member.getByRole('combobox', { name: `Rol de ${name}` }).selectOption('viewer');
    await expect(page.getByText(`Rol de ${name} actualizado a Visualizador`)).toBeVisible();
    const edit = await guest.request.put(`/api/t/${tenant}/organizations/${seen.organizationId}`, {
      headers: { authorization },
      data: { name: `${seen.name} (intento)`, description: seen.description, version: seen.version },
    });
    expect(edit.status()).toBe(403);
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(seen.name);
    await expect(guest.getByRole('button', { name: 'Editar', exact: true })).toHaveCount(0);

    // The admin removes them (after confirming): their very next request is refused, and the tenant is gone.
    await member.getByRole('button', { name: `Revocar acceso de ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocar acceso' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Revocar acceso' }).click();
    await expect(page.getByText(`Acceso de ${name} revocado`)).toBeVisible();
    await expect(member).toHaveCount(0);
    const read = await guest.request.get(`/api/t/${tenant}/organizations/${organization.slug}`, {
      headers: { authorization },
    });
    expect(read.status()).toBe(403);
    await guest.reload();
    await expect(guest).not.toHaveURL(new RegExp(`/${tenant}/`));
  } finally {
    await guestContext.close();
  }

  // The record lists each change, newest first, with who made it.
  await openSection(page, 'Tenant');
  await expect(recordRows(page, email).first()).toContainText('Acceso revocado');
  const actions = await recordRows(page, email).locator('td:nth-child(3)').allTextContents();
  expect(actions.map((text) => text.replace(email, ''))).toEqual([
    'Acceso revocado',
    'Rol cambiado',
    'Invitación aceptada',
    'Invitación enviada',
  ]);
  await expect(recordRows(page, 'Rol cambiado').first()).toContainText('Rol: Editor → Visualizador');
  await expect(recordRows(page, 'Rol cambiado').first()).toContainText(accounts.admin.name);
});

test('the admin edits the settings and domains within their rules, reads the versions and the record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSettingsAsAdmin(page, 'Tenant');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Configuración del Tenant' })).toBeVisible();
  await expect(main.getByText('Premium')).toBeVisible();
  await expect(main.getByText('15/10/2024')).toBeVisible();

  // Invalid JSON: "JSON inválido" when the field is left, and no save.
  await main.getByRole('button', { name: 'Editar', exact: true }).click();
  const json = main.getByRole('textbox', { name: 'Configuración (JSON)' });
  const original = JSON.parse(await json.inputValue()) as { projectStatus: { value: string }[] };
  await json.fill('{"projectStatus": [');
  await json.blur();
  await expect(main.getByText('JSON inválido')).toBeVisible();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  // Guardar Cambios is off while the JSON is invalid; pressed anyway, the save is refused with its message.
  const save = main.getByRole('button', { name: 'Guardar Cambios' });
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await expect(main.getByText('Por favor corrige los errores de JSON antes de guardar')).toBeVisible();

  // Removing a status projects use: the API refuses it with how many use it, and the edit view stays.
  const withoutExecution = {
    ...original,
    projectStatus: original.projectStatus.filter((status) => status.value !== 'Ejecución'),
  };
  await json.fill(JSON.stringify(withoutExecution, null, 2));
  await json.blur();
  await expect(main.getByText('JSON inválido')).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(main.getByText(/^No se puede quitar el estado Ejecución: lo usan \d+ proyectos\.$/)).toBeVisible();
  await expect(page.getByText('Error al actualizar el tenant')).toBeVisible();
  // Cancelar restores what was there.
  await main.getByRole('button', { name: 'Cancelar' }).click();
  await main.getByRole('button', { name: 'Editar', exact: true }).click();
  expect(JSON.parse(await json.inputValue())).toEqual(original);

  // A change that is kept, then put back: both in the record.
  const siteUrl = 'https://cenit-e2e.example.gob.ar';
  const site = main.getByRole('textbox', { name: 'URL del Sitio' });
  const originalSite = await site.inputValue();
  await site.fill(siteUrl);
  await main.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Tenant actualizado exitosamente')).toBeVisible();
  await expect(main.getByRole('link', { name: siteUrl })).toHaveAttribute('href', siteUrl);
  await main.getByRole('button', { name: 'Editar', exact: true }).click();
  await site.fill(originalSite);
  await main.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(main.getByRole('link', { name: originalSite })).toBeVisible();
  await expect(recordRows(page, 'Configuración actualizada').first()).toContainText(
    `URL del Sitio: ${siteUrl} → ${originalSite}`,
  );
  await expect(recordRows(page, 'Configuración actualizada').nth(1)).toContainText(
    `URL del Sitio: ${originalSite} → ${siteUrl}`,
  );

  // Domains: the domain rule, an addition (lower-cased) and its confirmed removal.
  await openSection(page, 'Dominios');
  const domain = `e2e-${Date.now()}.example.gob.ar`;
  const field = main.getByRole('textbox', { name: 'Dominio' });
  await field.fill('https://no-es-un-dominio');
  await main.getByRole('button', { name: 'Agregar' }).click();
  await expect(main.getByText(/^Por favor ingresa un dominio válido \(ej: .+\)\.$/)).toBeVisible();
  await field.fill(domain.toUpperCase());
  await main.getByRole('button', { name: 'Agregar' }).click();
  await expect(main.getByText(domain, { exact: true })).toBeVisible();
  await main.getByRole('button', { name: `Eliminar dominio ${domain}` }).click();
  await page.getByRole('dialog', { name: 'Eliminar dominio' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(main.getByText(domain, { exact: true })).toHaveCount(0);

  // Acerca de: the three services answer their real versions.
  await openSection(page, 'Acerca de');
  for (const card of ['Frontend', 'API', 'Optimizador']) {
    const region = main.getByRole('region', { name: card });
    await expect(region).toContainText(/Versión\s*\d+\.\d+\.\d+/);
    await expect(region).toContainText(/Última actualización\s*\d{2}\/\d{2}\/\d{4}/);
  }

  await openSection(page, 'Tenant');
  await expect(recordRows(page, domain).first()).toContainText('Dominio eliminado');
  await expect(recordRows(page, domain).nth(1)).toContainText('Dominio agregado');
});

test('an editor reads the members only; a viewer finds the settings restricted', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenant);
  await page.getByRole('link', { name: 'Configuración', exact: true }).click();
  const main = page.getByRole('main');
  await expect(page).toHaveURL(new RegExp(`${paths.settings(tenant, 'accesos')}$`));
  await expect(main.getByText('Solo lectura')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Agregar Usuario' })).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.getByRole('navigation', { name: 'Configuración' }).getByRole('link')).toHaveText([
    'Miembros y Accesos',
  ]);
  // A section their role does not open, typed in the address: denied, and Volver goes back.
  await page.goto(paths.settings(tenant, 'general'));
  await expect(main.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await expect(main.getByText('No tienes permiso para ver esta página.')).toBeVisible();
  await main.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.settings(tenant, 'accesos')}$`));

  await page.getByRole('button', { name: 'Cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, accounts.viewer.email);
  await expectDashboard(page, tenant);
  await page.getByRole('link', { name: 'Configuración', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Acceso Restringido' })).toBeVisible();
  await expect(main.getByRole('navigation', { name: 'Configuración' })).toHaveCount(0);
});
