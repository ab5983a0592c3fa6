// `pnpm bench:web`: how light the web is to open. Builds the web and starts the whole stack (scripts/start.mjs on a
// fresh database), prints per route the gzip JavaScript and CSS it loads (Vite's manifest: the entry, the route's
// lazy chunks and their static imports), then Lighthouse's performance, accessibility and best-practices scores of
// each screen (bench/web/routes.ts: /login as a newcomer, the others signed in), with the targets of issues 13 and
// 19, and the real main-thread time of opening each (bench/web/mainThread.ts). See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOGIN_PATH, PUBLIC_PORTAL_PREFIX } from '../../packages/domain/src/index.ts';
import { median } from '../lists/stats.ts';
import { auditRoutes } from './auditRoutes.ts';
import { measureRoutes, type RouteSizes } from './bundleSizes.ts';
import { CATEGORIES, launchBrowser, type Audit, type Category, type Scores } from './lighthouse.ts';
import { measureMainThread } from './mainThread.ts';
import { publishForAudit } from './publicPortal.ts';
import { WEB_ROUTES } from './routes.ts';
import { startStack } from './stack.ts';

const LOGIN_JS_TARGET = 120_000;
const ROUTE_OWN_JS_TARGET = 60_000;
const SCORE_TARGETS: Scores = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
/** The public portal's JavaScript as a visitor first opens it (issue 45): no sign-in code, ≤ 100 KB of gzip. */
const PUBLIC_JS_TARGET = 100_000;

const root = new URL('../..', import.meta.url).pathname;
const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
/** Decimal kilobytes, as the issue's targets are written (1 KB = 1 000 bytes; before 2026-11-29 06:00 these were KiB). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mark = (met: boolean) => (met ? 'ok' : 'MISSED');
const PATH_WIDTH = Math.max(...WEB_ROUTES.map((route) => route.path.length)) + 2;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // A folder to write each Lighthouse report (JSON) into: the waterfall, LCP element, blocking time by script.
    'save-reports': { type: 'string' },
    // Audit only the routes whose path contains this text (e.g. `--only proyectos/lista`); sizes are still printed
    // for every route. /login is audited only when it matches too.
    only: { type: 'string' },
    // Loads per route of the main-thread measurement (bench/web/mainThread.ts); 0 skips it.
    'main-thread-loads': { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: expected a positive integer, got "${values.runs}"`);
const mainThreadLoads = Number(values['main-thread-loads']);
if (!Number.isInteger(mainThreadLoads) || mainThreadLoads < 0) {
  throw new Error(`--main-thread-loads: expected 0 or a positive integer, got "${values['main-thread-loads']}"`);
}

function printSizes(sizes: RouteSizes[]) {
  console.log('\nJavaScript and CSS each route loads (gzip; entry + the route’s lazy chunks + their static imports)');
  console.log('"after entry": what the route adds to the entry; "route": its own lazy chunks, without shared ones\n');
  console.log(
    `${'route'.padEnd(PATH_WIDTH)}${'JS'.padStart(10)}${'after entry'.padStart(13)}${'route'.padStart(10)}${'CSS'.padStart(10)}  target`,
  );
  for (const route of sizes) {
    const target =
      route.path === LOGIN_PATH
        ? `JS ≤ ${kb(LOGIN_JS_TARGET)}: ${mark(route.js <= LOGIN_JS_TARGET)}`
        : route.path.startsWith(PUBLIC_PORTAL_PREFIX)
          ? `JS ≤ ${kb(PUBLIC_JS_TARGET)}: ${mark(route.js <= PUBLIC_JS_TARGET)}`
          : `route ≤ ${kb(ROUTE_OWN_JS_TARGET)}: ${mark(route.routeJs <= ROUTE_OWN_JS_TARGET)}`;
    console.log(
      `${route.path.padEnd(PATH_WIDTH)}${kb(route.js).padStart(10)}${kb(route.afterEntryJs).padStart(13)}${kb(route.routeJs).padStart(10)}${kb(route.css).padStart(10)}  ${target}`,
    );
  }
}

function saveReports(folder: string, run: number, results: Map<string, Audit>) {
  mkdirSync(folder, { recursive: true });
  for (const [path, result] of results) {
    const file = join(folder, `${path.replace(/^\//, '').replace(/\//g, '_')}-run${run}.json`);
    writeFileSync(file, result.report);
  }
}

function auditedRoutes() {
  const audited = WEB_ROUTES.filter((route) => route.audited && route.path.includes(values.only ?? ''));
  if (!audited.length) throw new Error(`--only "${values.only}": no audited route's path contains it`);
  return audited;
}

async function mainThreadRuns(baseUrl: string) {
  const browser = await launchBrowser();
  try {
    const figures = await measureMainThread(browser, baseUrl, auditedRoutes(), mainThreadLoads, log);
    console.log(
      `\nReal main-thread time of opening each route (headless chromium at 412 × 823, HTTP cache disabled), median of ` +
        `${mainThreadLoads} loads, ms; "over 12.5 ms": each task's time beyond 12.5 ms, what Lighthouse's blocking ` +
        `time counts once it multiplies the tasks by 4\n`,
    );
    console.log(
      `${'route'.padEnd(PATH_WIDTH)}${'tasks'.padStart(10)}${'over 12.5 ms'.padStart(14)}${'longest'.padStart(10)}`,
    );
    for (const figure of figures) {
      console.log(
        `${figure.path.padEnd(PATH_WIDTH)}${figure.total.toFixed(0).padStart(10)}${figure.overBlocking.toFixed(0).padStart(14)}${figure.longest.toFixed(0).padStart(10)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function lighthouseRuns(baseUrl: string, sizes: RouteSizes[]) {
  const audited = auditedRoutes();
  const results = new Map<string, Audit[]>(audited.map((route) => [route.path, []]));
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run++) {
      log(`Lighthouse run ${run}/${runs}: ${audited.length} routes`);
      const audits = await auditRoutes(browser, baseUrl, audited, log);
      for (const [path, result] of audits) results.get(path)!.push(result);
      if (values['save-reports']) saveReports(values['save-reports'], run, audits);
    }
  } finally {
    await browser.close();
  }

  console.log(
    `\nLighthouse (default mobile profile, simulated throttling), median of ${runs} run(s); ✗ = target missed\n`,
  );
  const sizeOf = new Map(sizes.map((route) => [route.path, route]));
  console.log(
    `${'route'.padEnd(PATH_WIDTH)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`,
  );
  for (const route of audited) {
    const audits = results.get(route.path)!;
    const cells = CATEGORIES.map((category: Category) => {
      // A whole score, as Lighthouse gives them (the median of an even count of runs may fall between two).
      const score = Math.round(median(audits.map((entry) => entry.scores[category])));
      // SEO is a target of the public pages only: the members' pages are behind a sign-in.
      const targeted = category !== 'seo' || route.entry === 'publico.html';
      return `${score} ${!targeted || score >= SCORE_TARGETS[category] ? ' ' : '✗'}`.padStart(16);
    });
    const size = sizeOf.get(route.path)!;
    console.log(
      `${route.path.padEnd(PATH_WIDTH)}${kb(size.js).padStart(10)}${kb(size.css).padStart(10)}${cells.join('')}`,
    );
  }
  console.log(
    `${'targets'.padEnd(PATH_WIDTH + 20)}${CATEGORIES.map((category) => `≥ ${SCORE_TARGETS[category]}  `.padStart(16)).join('')}`,
  );
  for (const [path, audits] of results) {
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
  const sizes = measureRoutes(join(root, 'apps/web/dist'));
  printSizes(sizes);
  // The portal's pages need the portal on and a project published; the fresh database has neither.
  if (!values['skip-lighthouse'] || mainThreadLoads > 0) {
    const browser = await launchBrowser();
    try {
      await publishForAudit(browser, stack.baseUrl);
    } finally {
      await browser.close();
    }
  }
  if (!values['skip-lighthouse']) await lighthouseRuns(stack.baseUrl, sizes);
  if (mainThreadLoads > 0) await mainThreadRuns(stack.baseUrl);
} finally {
  log('stopping the stack');
  await stack.stop();
}
