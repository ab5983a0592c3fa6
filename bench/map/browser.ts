// The browser's half of `pnpm bench:map` (issue 16): the web app's production build (scripts/start.mjs, built with
// VITE_MAP_MEASURE_FRAMES=1 so ProjectsMap writes a mark per frame) over the seeded PostgreSQL database, in Debian's
// chromium at 1280 × 800, signed in as the demo editor. It reads ProjectsMap's performance marks (see its docs):
// - first markers: 'siipro:map:markers-drawn' after a fresh load of /{tenant}/mapa (time from navigation start);
// - the clustering index: 'siipro:map:index-build' (its detail.workerMs is the build inside the Web Worker);
// - per frame of a drag at country, province and city zoom: the time from each mouse move to the next commit of the
//   markers' layer ('siipro:map:frame'), and the spacing of commits while a zoom animates;
// - the longest main-thread task (PerformanceObserver 'longtask', from navigation start, per page load).
// Targets: index ≤ 500 ms off the main thread, no task over 50 ms, frame work ≤ 16 ms median and ≤ 33 ms p95, first
// markers ≤ 2 s after navigation.
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../packages/domain/src/index.ts';
import { median, ms, percentile, renderTable } from '../lists/stats.ts';
import { launchBrowser, signIn } from '../web/lighthouse.ts';
import { startStack } from '../web/stack.ts';

const SLUG = 'cenit-demo';
const USER = 'editor@siipro.test';
const LOADS = 3;
const TARGETS = { indexMs: 500, longTaskMs: 50, frameMedianMs: 16, frameP95Ms: 33, firstMarkersMs: 2000 };
const LEVELS = [
  { name: 'country (zoom 5)', at: '@-38.400000,-63.600000,5z' },
  { name: 'province (zoom 8)', at: '@-31.400000,-64.200000,8z' },
  { name: 'city (zoom 12)', at: '@-34.600000,-58.450000,12z' },
];

interface Load {
  firstMarkersMs: number;
  indexMs: number;
  indexWorkerMs: number;
  points: number;
  mapFetchMs: number;
  longestTaskMs: number;
  longTasks: number;
}

interface Drag {
  level: string;
  work: number[];
  intervals: number[];
  zoomGaps: number[];
  drawn: number;
  longestTaskMs: number;
}

/** Long tasks of every document, from its navigation start (before any script of the page runs). */
async function observeLongTasks(page: Page) {
  // tsx compiles this file with esbuild's keepNames, whose __name(…) calls travel inside the functions given to
  // page.evaluate: the page gets the same no-op helper.
  await page.evaluateOnNewDocument('globalThis.__name = (target) => target;');
  await page.evaluateOnNewDocument(() => {
    const tasks: number[] = [];
    Object.assign(window, { __siiproLongTasks: tasks });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
}

const longTasksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __siiproLongTasks: number[] }).__siiproLongTasks.slice());

/** The map answer's request, start to last byte, as the Web Worker that makes it timed it (the page never sees it). */
async function mapFetchTime(page: Page): Promise<number> {
  for (const worker of page.workers()) {
    const time = await worker.evaluate(() => {
      const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/t\/[^/]+\/map$/.test(new URL(entry.name).pathname),
      );
      return request ? request.responseEnd - request.startTime : null;
    });
    if (time !== null) return time;
  }
  return Number.NaN;
}

/** Opens a map address in a fresh document and waits for its first markers. */
async function openMap(page: Page, baseUrl: string, at = ''): Promise<Load> {
  await page.goto(`${baseUrl}/${SLUG}/mapa${at ? `/${at}` : ''}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('siipro:map:markers-drawn').length > 0, {
    timeout: 120_000,
  });
  // The tiles and the layer settle; late long tasks of this load are counted too.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const marks = await page.evaluate(() => {
    const drawn = performance.getEntriesByName('siipro:map:markers-drawn')[0]!;
    const build = performance.getEntriesByName('siipro:map:index-build')[0] as PerformanceMeasure | undefined;
    const detail = (build?.detail ?? {}) as { workerMs?: number; points?: number };
    return {
      firstMarkersMs: drawn.startTime,
      indexMs: build?.duration ?? Number.NaN,
      indexWorkerMs: detail.workerMs ?? Number.NaN,
      points: detail.points ?? 0,
    };
  });
  const tasks = await longTasksOf(page);
  return {
    ...marks,
    mapFetchMs: await mapFetchTime(page),
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
  };
}

/**
 * A drag of 40 mouse moves of 12 px (right, then back) over the map, each from a new animation frame: for each, the
 * time until the markers' layer commits; then a click on "Acercar" and the spacing of the commits while it animates.
 * Runs in the page, so the input-to-commit time has no round trip to the benchmark in it.
 */
function dragInPage(): Promise<{ work: number[]; intervals: number[]; zoomGaps: number[]; drawn: number }> {
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const wait = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
  const markAfter = async (after: number) => {
    const deadline = performance.now() + 1000;
    for (;;) {
      const found = performance.getEntriesByName('siipro:map:frame').find((entry) => entry.startTime >= after);
      if (found || performance.now() > deadline) return (found as PerformanceMark | undefined) ?? null;
      await wait(0);
    }
  };
  return (async () => {
    const tiles = document.querySelector('.pigeon-tiles')!;
    const frame = tiles.getBoundingClientRect();
    let x = frame.left + frame.width / 2;
    const y = frame.top + frame.height / 2;
    tiles.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y, button: 0 }));
    const work: number[] = [];
    const intervals: number[] = [];
    let drawn = 0;
    let last = await nextFrame();
    for (let step = 0; step < 40; step++) {
      const now = await nextFrame();
      intervals.push(now - last);
      last = now;
      x += step < 20 ? 12 : -12;
      const input = performance.now();
      window.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: x, clientY: y }));
      const mark = await markAfter(input);
      if (mark) {
        work.push(mark.startTime - input);
        drawn = Math.max(drawn, (mark.detail as { drawn: number }).drawn);
      }
    }
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, clientX: x, clientY: y, button: 0 }));
    await wait(500);
    const zoomStarted = performance.now();
    document.querySelector<HTMLButtonElement>('button[aria-label="Acercar"]')?.click();
    await wait(700);
    const commits = performance
      .getEntriesByName('siipro:map:frame')
      .filter((entry) => entry.startTime >= zoomStarted)
      .map((entry) => entry.startTime);
    return { work, intervals, zoomGaps: commits.slice(1).map((time, index) => time - commits[index]!), drawn };
  })();
}

const mark = (met: boolean) => (met ? 'PASS' : 'MISS');

/** Runs the browser's measurements on the stack over `env` (the seeded database's DATABASE_URL); the report. */
export async function measureMapInBrowser(env: NodeJS.ProcessEnv, log: (message: string) => void): Promise<string> {
  const stack = await startStack(log, 900_000, { ...env, VITE_MAP_MEASURE_FRAMES: '1' });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await observeLongTasks(page);
    log(`browser: signing in as ${USER}`);
    await signIn(page, stack.baseUrl, USER, DEMO_PASSWORD);
    const loads: Load[] = [];
    for (let run = 1; run <= LOADS; run++) {
      log(`browser: load ${run}/${LOADS} of /${SLUG}/mapa`);
      loads.push(await openMap(page, stack.baseUrl));
    }
    const drags: Drag[] = [];
    for (const level of LEVELS) {
      log(`browser: drag and zoom at ${level.name}`);
      await openMap(page, stack.baseUrl, level.at);
      const before = (await longTasksOf(page)).length;
      const drag = await page.evaluate(dragInPage);
      const tasks = (await longTasksOf(page)).slice(before);
      drags.push({ level: level.name, ...drag, longestTaskMs: Math.max(0, ...tasks) });
    }

    const column = (pick: (load: Load) => number) => loads.map(pick);
    const firstMarkers = median(column((load) => load.firstMarkersMs));
    const indexWorker = median(column((load) => load.indexWorkerMs));
    const longestOnLoad = Math.max(...column((load) => load.longestTaskMs));
    const loadTable = renderTable(
      ['figure', `median of ${LOADS} loads`, 'target', ''],
      [
        ['points on the map', String(loads[0]!.points), '', ''],
        ['GET /map (fetch, browser)', ms(median(column((load) => load.mapFetchMs))), '', ''],
        ['index build in the worker', ms(indexWorker), `≤ ${TARGETS.indexMs} ms`, mark(indexWorker <= TARGETS.indexMs)],
        ['index: sent → ready', ms(median(column((load) => load.indexMs))), '', ''],
        [
          'first markers after navigation',
          ms(firstMarkers),
          `≤ ${TARGETS.firstMarkersMs} ms`,
          mark(firstMarkers <= TARGETS.firstMarkersMs),
        ],
        [
          'longest main-thread task (any load)',
          ms(longestOnLoad),
          `≤ ${TARGETS.longTaskMs} ms`,
          mark(longestOnLoad <= TARGETS.longTaskMs),
        ],
        ['long tasks per load', String(median(column((load) => load.longTasks))), '', ''],
      ],
      ['left', 'right', 'right', 'left'],
    );
    const dragTable = renderTable(
      ['drag at', 'frame work p50', 'p95', 'frame spacing p50', 'zoom spacing p50', 'drawn', 'longest task', 'target'],
      drags.map((drag) => [
        drag.level,
        ms(median(drag.work)),
        ms(percentile(drag.work, 95)),
        ms(median(drag.intervals)),
        drag.zoomGaps.length ? ms(median(drag.zoomGaps)) : '-',
        String(drag.drawn),
        ms(drag.longestTaskMs),
        mark(
          median(drag.work) <= TARGETS.frameMedianMs &&
            percentile(drag.work, 95) <= TARGETS.frameP95Ms &&
            drag.longestTaskMs <= TARGETS.longTaskMs,
        ),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    );
    return (
      `Browser (production build, chromium ${await browser.version()}, 1280 × 800, ${USER}):\n\n${loadTable}\n\n` +
      `Drags (40 moves of 12 px; frame work = mouse move → commit of the markers' layer, ms; targets ≤ ` +
      `${TARGETS.frameMedianMs} ms median, ≤ ${TARGETS.frameP95Ms} ms p95, no task over ${TARGETS.longTaskMs} ms):\n\n` +
      dragTable
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
