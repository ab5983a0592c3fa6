// Lighthouse (npm `lighthouse`, its default mobile configuration with simulated throttling) on Debian's chromium,
// driven through puppeteer-core, so one browser can first audit /login as a newcomer, then sign in and audit the
// signed-in routes with the session kept (no storage reset: the refresh cookie and the sign-in service's user stay).
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

// SEO for the public portal's pages (issue 45: ≥ 95); the members' pages are behind a sign-in, where it is not asked.
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export interface Audit {
  scores: Scores;
  /** Lighthouse's whole report (its JSON), for `--save-reports`. */
  report: string;
  /**
   * The audits that cost points: performance's metrics scoring under 0.9, and every accessibility or best-practices
   * audit that did not pass (their targets are 100 and 95, so one failure matters).
   */
  flagged: string[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export async function audit(page: Page, url: string, options: { keepStorage: boolean }): Promise<Audit> {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: options.keepStorage,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
  const flagged = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((entry) => entry.score !== null && entry.score < (category === 'performance' ? 0.9 : 1))
      .map((entry) => {
        const value = entry.displayValue ? ` (${entry.displayValue})` : '';
        return `${category}: ${entry.title} [${entry.id}]${value}${category === 'performance' ? '' : failingNodes(entry)}`;
      }),
  );
  return { scores, flagged, report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) };
}

/** The elements an accessibility or best-practices audit failed on (their selectors, the first few), if it names any. */
function failingNodes(entry: { details?: unknown }): string {
  const items = (entry.details as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items ?? [];
  const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : []));
  if (!selectors.length) return '';
  const more = selectors.length > 3 ? ` and ${selectors.length - 3} more` : '';
  return `: ${selectors.slice(0, 3).join(', ')}${more}`;
}

/** Signs in through the login form, as a person does, and waits until the app has left /login. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Correo electrónico)').fill(email);
  await page.locator('::-p-aria(Contraseña)').fill(password);
  await page.locator('::-p-aria(Ingresar[role="button"])').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 });
}
