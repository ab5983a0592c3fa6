// Before the public portal's pages are audited (issue 45): the bench's fresh database has the portal off and nothing
// published, so its admin turns «Portal público» on in Configuración › General and publishes one project from its
// page — through the app, as a person does, so nothing but the public answers changes.
import type { Browser } from 'puppeteer-core';
import { paths } from '../../packages/domain/src/index.ts';
import { signIn } from './lighthouse.ts';
import { BENCH_TENANT, BENCH_USER, PUBLISHED_PROJECT_MEMBER_PATH } from './routes.ts';

export async function publishForAudit(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, BENCH_USER.email, BENCH_USER.password);
    await page.goto(`${baseUrl}${paths.settings(BENCH_TENANT, 'general')}`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Editar[role="button"])').click();
    await page.locator('::-p-aria(Portal público[role="switch"])').click();
    const settingsSaved = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.ok());
    await page.locator('::-p-aria(Guardar Cambios[role="button"])').click();
    await settingsSaved;
    await page.goto(`${baseUrl}${PUBLISHED_PROJECT_MEMBER_PATH}`, { waitUntil: 'networkidle0' });
    const published = page.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.ok());
    await page.locator('::-p-aria(Publicado[role="switch"])').click();
    await published;
  } finally {
    await context.close();
  }
}
