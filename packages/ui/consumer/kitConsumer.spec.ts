// Another public body's app on the packed kit (prepare.ts installs and builds it), read as a person reads it, once on
// React 19 and once on React 18.3: the Poncho theme, the table sorted and paged, the request form's error in the
// modal, links through the app's own router, no error in the console and no axe violation.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { BUILDS, appDir, repoRoot } from './consumerApp';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

/** A static server of one build on a free port of 127.0.0.1, closed after the build's tests. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    let file = normalize(join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** `name@version` of every registry package a pnpm lockfile installs (its `packages:` section). */
function lockedPackages(lockfile: string): Set<string> {
  const section =
    readFileSync(lockfile, 'utf8')
      .split(/^packages:$/m)[1]
      ?.split(/^snapshots:$/m)[0] ?? '';
  const keys = [...section.matchAll(/^ {2}'?((?:@[^/\s]+\/)?[^@\s']+@[^(:'\s]+)/gm)].map((match) => match[1]!);
  // The kit itself is a folder (`file:`), not a package of the store.
  return new Set(keys.filter((key) => !key.endsWith('@file')));
}

/** An axe violation with the elements it found, so a failure says where to look. */
const describeViolation = (violation: Result) =>
  `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;

test('the packed manifest names no workspace dependency and the kit as a real version', () => {
  const manifest = JSON.parse(readFileSync(join(appDir, 'vendor/siipro-ui/package.json'), 'utf8'));
  expect(JSON.stringify(manifest)).not.toContain('workspace:');
  expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(manifest.exports['./primitives/Button']).toEqual({
    types: './dist/types/primitives/Button/index.d.ts',
    import: './dist/primitives/Button/index.js',
  });
  expect(Object.keys(manifest.dependencies ?? {})).not.toContain('@siipro/domain');
});

test("every package of the app's lockfile comes with the workspace's own install", () => {
  // What makes `pnpm install --offline` work on a fresh machine: nothing the app needs is missing from the store.
  const workspace = lockedPackages(join(repoRoot, 'pnpm-lock.yaml'));
  const app = [...lockedPackages(join(appDir, 'pnpm-lock.yaml'))];
  expect(app.length).toBeGreaterThan(20);
  expect(app.filter((name) => !workspace.has(name))).toEqual([]);
});

for (const build of BUILDS) {
  test.describe(`on React ${build.react}`, () => {
    let server: Server;
    let baseUrl: string;
    test.beforeAll(async () => {
      server = await serve(build.outDir);
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** Opens the app and collects what the console and the page report as errors. */
    async function open(page: Page): Promise<string[]> {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(baseUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Obras en bibliotecas populares' })).toBeVisible();
      return errors;
    }

    const firstColumn = (page: Page) =>
      page.getByRole('region', { name: 'Obras en bibliotecas populares' }).locator('tbody tr td:first-child');

    test('renders the themed page, sorts and pages the table', async ({ page }) => {
      const errors = await open(page);
      await expect(page.getByText(`Hecho con React ${build.react}`)).toBeVisible();
      // The Poncho theme on <html>, with its face (Roboto) loaded from the kit's font files.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Roboto/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px Roboto'))).toBe(true);

      const table = page.getByRole('region', { name: 'Obras en bibliotecas populares' });
      await expect(table.getByRole('columnheader', { name: 'Biblioteca' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstColumn(page)).toHaveText([
        'Biblioteca Popular Alfonsina Storni',
        'Biblioteca Popular Almafuerte',
        'Biblioteca Popular Atahualpa Yupanqui',
        'Biblioteca Popular Azucena Villaflor',
        'Biblioteca Popular Bernardino Rivadavia',
      ]);
      await expect(table.getByText('Priorizado').first()).toBeVisible();
      await expect(page.getByText('Página 1 de 3')).toBeVisible();
      await expect(page.getByText('12 resultados')).toBeVisible();

      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('Página 2 de 3')).toBeVisible();
      await expect(firstColumn(page).first()).toHaveText('Biblioteca Popular Domingo Faustino');

      // Sorting by score goes back to the first page: lowest first, then highest first.
      await table.getByRole('button', { name: 'Puntaje' }).click();
      await expect(page.getByText('Página 1 de 3')).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Puntaje' })).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstColumn(page).first()).toHaveText('Biblioteca Popular Eduarda Mansilla');
      await table.getByRole('button', { name: 'Puntaje' }).click();
      await expect(table.getByRole('columnheader', { name: 'Puntaje' })).toHaveAttribute('aria-sort', 'descending');
      await expect(firstColumn(page).first()).toHaveText('Biblioteca Popular Juana Manso');
      // axe reads the page as the person left it: the pointer still on the sorted column's header (its hover colours
      // reach AA in Poncho too).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map(describeViolation)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the modal form shows its error, then sends the request', async ({ page }) => {
      const errors = await open(page);
      await page.getByRole('button', { name: 'Solicitar una obra' }).click();
      const dialog = page.getByRole('dialog', { name: 'Solicitar una obra' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Contanos qué biblioteca necesita la obra.');

      await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(dialog.getByText('Escribí el nombre de la biblioteca.')).toBeVisible();
      await expect(dialog.getByLabel('Nombre de la biblioteca')).toHaveAttribute('aria-invalid', 'true');
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.map(describeViolation)).toEqual([]);

      await dialog.getByLabel('Nombre de la biblioteca').fill('Biblioteca Popular Mariano Moreno');
      await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status')).toHaveText('Recibimos la solicitud de Biblioteca Popular Mariano Moreno.');
      expect(errors).toEqual([]);
    });

    test("the kit's links go through the app's own router", async ({ page }) => {
      const errors = await open(page);
      await page.getByRole('link', { name: 'Acerca de' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Acerca de' })).toBeVisible();
      expect(new URL(page.url()).hash).toBe('#/acerca');
      // Breadcrumbs is the kit's: its link is the app's hash address, and a click navigates without a page load.
      const back = page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Obras' });
      await expect(back).toHaveAttribute('href', '#/');
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      await back.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Obras en bibliotecas populares' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
