// What probing the running product from outside found (issue #13), kept as journeys against the production build:
// no source maps, security headers on every page, no CSP violation while a person works, no CORS for other origins,
// and the session cookie's routes refuse other sites.
import { expect, test } from '@playwright/test';
import { accounts, tenants } from '../support/accounts.ts';
import { expectDashboard, openLoginAndSignIn } from '../support/journeys.ts';
import { waitForRows } from '../support/projectList.ts';

test('the production web publishes no source maps and sends its security headers', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const document = await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  const headers = document!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const scriptSources = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSources).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBeTruthy();

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code, script).not.toContain('sourceMappingURL');
    // A missing file gets the app's page (SPA fallback), never a map.
    const map = await request.get(`${script}.map`);
    expect(await map.text(), `${script}.map`).not.toContain('"mappings"');
  }
  // The build's manifest stays private too.
  expect(await (await request.get('/.vite/manifest.json')).text()).not.toContain('"file"');
});

test('signing in and working through a list raises no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  await openLoginAndSignIn(page, accounts.editor.email);
  await expectDashboard(page, tenants.demo.slug);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }).click();
  await waitForRows(page);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

test('other origins get no CORS answer and cannot use the session cookie routes', async ({ request }) => {
  const page = await request.get('/login', { headers: { origin: 'http://127.0.0.1:6006' } });
  expect(page.headers()['access-control-allow-origin']).toBeUndefined();

  for (const path of ['/api/auth/refresh', '/api/auth/logout']) {
    const response = await request.post(path, { headers: { origin: 'https://atacante.example' } });
    expect(response.status(), path).toBe(403);
    expect((await response.json()).message).toBe('Solicitud rechazada: no proviene de la aplicación SIIPRO.');
  }
});
