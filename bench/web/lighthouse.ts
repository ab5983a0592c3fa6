// Lighthouse (npm `lighthouse`, its default mobile configuration with simulated throttling) on Debian's chromium,
// driven through puppeteer-core, so one browser can first audit /login as a newcomer, then sign in and audit a list
// page with the session kept (no storage reset: the refresh cookie and the sign-in service's user stay).
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

export interface Audit {
  scores: Scores;
  /** Lighthouse's whole report (its JSON), for `--save-reports`. */
  report: string;
  /** Titles of the audits that lost points, worst first (what to fix). */
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
      .filter((entry) => entry.score !== null && entry.score < 0.9)
      .map((entry) => `${category}: ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ''}`),
  );
  return { scores, flagged, report: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) };
}

/** Signs in through the login form, as a person does, and waits until the app has left /login. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Correo electrónico)').fill(email);
  await page.locator('::-p-aria(Contraseña)').fill(password);
  await page.locator('::-p-aria(Ingresar[role="button"])').click();
  await page.waitForFunction(() => !location.pathname.startsWith('/login'), { timeout: 30_000 });
}
