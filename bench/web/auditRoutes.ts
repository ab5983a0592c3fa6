// One Lighthouse run over the audited routes of bench/web/routes.ts, in a fresh browser context: the routes outside
// the sign-in guard first, as a newcomer (Lighthouse resets the origin's storage before each); then one sign-in
// through the form, and each signed-in route with the storage kept (the refresh cookie and the sign-in service's
// user), as the same person opening it again. Their shared chunks are in the HTTP cache by then, as they would be.
import type { Browser } from 'puppeteer-core';
import { audit, signIn, type Audit } from './lighthouse.ts';
import { BENCH_USER, type WebRoute } from './routes.ts';

export async function auditRoutes(
  browser: Browser,
  baseUrl: string,
  routes: readonly WebRoute[],
  log: (message: string) => void,
): Promise<Map<string, Audit>> {
  const results = new Map<string, Audit>();
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    for (const route of routes.filter((entry) => !entry.signedIn)) {
      log(`Lighthouse: ${route.path}`);
      results.set(route.path, await audit(page, `${baseUrl}${route.path}`, { keepStorage: false }));
    }
    const signedIn = routes.filter((entry) => entry.signedIn);
    if (signedIn.length) await signIn(page, baseUrl, BENCH_USER.email, BENCH_USER.password);
    for (const route of signedIn) {
      log(`Lighthouse: ${route.path} (signed in as ${BENCH_USER.email})`);
      results.set(route.path, await audit(page, `${baseUrl}${route.path}`, { keepStorage: true }));
    }
  } finally {
    await context.close();
  }
  return results;
}
