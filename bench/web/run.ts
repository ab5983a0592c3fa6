// `pnpm bench:web`: how light the web is to open. Builds the web and starts the whole stack (scripts/start.mjs on a
// fresh database), prints per route the gzip JavaScript and CSS it loads (Vite's manifest: the entry, the route's
// lazy chunks and their static imports), then Lighthouse's performance, accessibility and best-practices scores of
// the login page (a newcomer) and a project list (signed in), with the targets of issue 13. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureRoutes } from './bundleSizes.ts';
import { audit, CATEGORIES, launchBrowser, signIn, type Audit, type Category, type Scores } from './lighthouse.ts';
import { startStack } from './stack.ts';

const LOGIN_JS_TARGET = 120 * 1024;
const ROUTE_OWN_JS_TARGET = 60 * 1024;
const SCORE_TARGETS: Scores = { performance: 95, accessibility: 100, 'best-practices': 95 };
const LIST_PAGE = '/cenit-demo/proyectos/lista';
const LIST_USER = { email: 'admin@siipro.test', password: 'demo1234' };

const root = new URL('../..', import.meta.url).pathname;
const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (met: boolean) => (met ? 'ok' : 'MISSED');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // A folder to write each Lighthouse report (JSON) into: the waterfall, LCP element, blocking time by script.
    'save-reports': { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a positive integer, got "${values.runs}"`);

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function printSizes() {
  const routes = measureRoutes(join(root, 'apps/web/dist'));
  console.log('\nJavaScript and CSS each route loads (gzip; entry + the route’s lazy chunks + their static imports)');
  console.log('"after entry": what the route adds to the entry; "route": its own lazy chunks, without shared ones\n');
  console.log(
    `${'route'.padEnd(30)}${'JS'.padStart(10)}${'after entry'.padStart(13)}${'route'.padStart(10)}${'CSS'.padStart(10)}  target`,
  );
  for (const route of routes) {
    const target =
      route.path === '/login'
        ? `JS ≤ ${kb(LOGIN_JS_TARGET)}: ${mark(route.js <= LOGIN_JS_TARGET)}`
        : `route ≤ ${kb(ROUTE_OWN_JS_TARGET)}: ${mark(route.routeJs <= ROUTE_OWN_JS_TARGET)}`;
    console.log(
      `${route.path.padEnd(30)}${kb(route.js).padStart(10)}${kb(route.afterEntryJs).padStart(13)}${kb(route.routeJs).padStart(10)}${kb(route.css).padStart(10)}  ${target}`,
    );
  }
}

function saveReports(folder: string, run: number, results: Record<string, Audit[]>) {
  mkdirSync(folder, { recursive: true });
  for (const [path, audits] of Object.entries(results)) {
    const file = join(folder, `${path.replace(/^\//, '').replace(/\//g, '_')}-run${run}.json`);
    writeFileSync(file, audits[run - 1]!.report);
  }
}

async function lighthouseRuns() {
  const browser = await launchBrowser();
  const results: Record<string, Audit[]> = { '/login': [], [LIST_PAGE]: [] };
  try {
    for (let run = 1; run <= runs; run++) {
      // A fresh browser context per run: a newcomer on /login, then the same person signed in on the list.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      log(`Lighthouse run ${run}/${runs}: /login`);
      results['/login']!.push(await audit(page, `${stack.baseUrl}/login`, { keepStorage: false }));
      await signIn(page, stack.baseUrl, LIST_USER.email, LIST_USER.password);
      log(`Lighthouse run ${run}/${runs}: ${LIST_PAGE} (signed in as ${LIST_USER.email})`);
      results[LIST_PAGE]!.push(await audit(page, `${stack.baseUrl}${LIST_PAGE}`, { keepStorage: true }));
      await context.close();
      if (values['save-reports']) saveReports(values['save-reports'], run, results);
    }
  } finally {
    await browser.close();
  }

  console.log(`\nLighthouse (default mobile profile, simulated throttling), median of ${runs} run(s)\n`);
  console.log(`${'page'.padEnd(30)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
  for (const [path, audits] of Object.entries(results)) {
    const cells = CATEGORIES.map((category: Category) => {
      const score = median(audits.map((entry) => entry.scores[category]));
      return `${score} ${score >= SCORE_TARGETS[category] ? '' : '✗'}`.trim().padStart(16);
    });
    console.log(`${path.padEnd(30)}${cells.join('')}`);
  }
  console.log(
    `targets${' '.repeat(23)}${CATEGORIES.map((category) => `≥ ${SCORE_TARGETS[category]}`.padStart(16)).join('')}`,
  );
  for (const [path, audits] of Object.entries(results)) {
    const flagged = [...new Set(audits.flatMap((entry) => entry.flagged))];
    if (flagged.length) console.log(`\nFlagged on ${path}:\n${flagged.map((line) => `  - ${line}`).join('\n')}`);
  }
}

log(
  `${cpus().length} cores, load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`,
);
const stack = await startStack(log);
try {
  printSizes();
  if (!values['skip-lighthouse']) await lighthouseRuns();
} finally {
  log('stopping the stack');
  await stack.stop();
}
