// Signing in by e-mail and password (platform.md §2, §4, §8).
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, accounts, tenants } from '../support/accounts.ts';
import { enterWorkspace, expectDashboard, openLoginAndSignIn, signInWithEmail } from '../support/journeys.ts';

/** The Auth emulator the stack signs in against (scripts/start.mjs). */
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

test('an administrator of two workspaces signs in, picks one and reaches its dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithEmail(page, accounts.admin.email);

  await expect(page).toHaveURL(/\/tenant\/seleccionar$/);
  await expect(page.getByRole('radio', { name: new RegExp(tenants.demo.name) })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(tenants.works.name) })).toBeVisible();
  await expect(page.getByText(accounts.admin.name)).toBeVisible();

  await enterWorkspace(page, tenants.demo.name);
  await expectDashboard(page, tenants.demo.slug);
  // Nothing opened yet on this device: the tenant's newest projects and organisations stand in (platform.md §9).
  await expect(page.getByRole('region', { name: 'Proyectos recientes' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Organismos recientes' }).getByRole('listitem')).toHaveCount(4);
});

test('the picker asks for a workspace before entering', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.admin.email);
  await expect(page.getByRole('heading', { name: 'Selecciona tu espacio de trabajo' })).toBeVisible();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Debes seleccionar un espacio de trabajo.' })).toBeVisible();
  await expect(page).toHaveURL(/\/tenant\/seleccionar$/);
});

test('a person with one workspace goes straight to its dashboard', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
});

test('a wrong password is refused with the product text', async ({ page }) => {
  await page.goto('/login');
  await signInWithEmail(page, accounts.admin.email, 'no-es-la-clave');
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form names the missing fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El correo electrónico es requerido')).toBeVisible();
  await expect(page.getByText('La contraseña es requerida')).toBeVisible();
});

test('a person without workspace or invitation reaches the no-access screen', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.newcomer.email);
  await expect(page).toHaveURL(/\/no-access$/);
  await expect(
    page.getByText(
      'Necesitas una invitación para acceder. Contacta a un administrador para que te envíe una invitación.',
    ),
  ).toBeVisible();
  // It names the account that was refused, so a person with two addresses knows which one to ask for.
  await expect(page.getByText(`Entraste con la cuenta ${accounts.newcomer.email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a person whose e-mail is not verified is asked to verify it and stays out', async ({ page, request }) => {
  // Anyone can create a password account for an address they do not own; until it is verified it opens nothing.
  const email = `sin-verificar-${Date.now()}@prueba.siipro.test`;
  const signUp = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    data: { email, password: DEMO_PASSWORD, returnSecureToken: true },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/login');
  await signInWithEmail(page, email);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Por favor verifica tu correo electrónico antes de iniciar sesión.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`/${tenants.demo.slug}/actividad`);
  await expect(page).toHaveURL(/\/login$/);
});

test('the session survives a reload', async ({ page }) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.reload();
  await expectDashboard(page, tenants.demo.slug);
});

test('a page opened while the previous one was renewing the session keeps the person signed in', async ({
  page,
  context,
}) => {
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'siipro_refresh')!;
  const spentCookie = await refreshCookie();

  // A renewal reaches the API, which spends the cookie and sets its successor, but its page is gone before the
  // answer arrives: the browser still holds the spent cookie.
  const origin = new URL(page.url()).origin;
  const renewal = await context.request.post(`${origin}/api/auth/refresh`, { headers: { origin } });
  expect(renewal.status()).toBe(200);
  await context.addCookies([spentCookie]);

  // The next page presents it: the API takes it for a reused token and ends that family, and the client opens a new
  // session with the sign-in service's user (platform.md §4: "If the refresh fails, a new exchange is tried").
  await page.reload();
  await expectDashboard(page, tenants.demo.slug);
  expect((await refreshCookie()).value).not.toBe(spentCookie.value);
});
