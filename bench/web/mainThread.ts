// The real main-thread time of opening each route, the steadier companion of Lighthouse's blocking time. Lighthouse
// observes one load and multiplies its tasks by 4 (its simulated CPU), so its blocking time moves by ±500 ms between
// runs of one page on a shared 2-core host: too much to tell a change from noise. Here each route is opened several
// times in headless chromium at Lighthouse's mobile viewport, with the HTTP cache disabled (every load downloads and
// compiles everything, as a first visit does), a trace of the renderer's main thread is read, and the medians are
// printed: all tasks' time, the time over 12.5 ms per task (Lighthouse's 50 ms at its 4× slowdown: what its blocking
// time counts), and the longest task.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { median } from '../lists/stats.ts';
import { signIn } from './lighthouse.ts';
import { BENCH_USER, type WebRoute } from './routes.ts';

/** Lighthouse's blocking threshold (50 ms) at its CPU slowdown (4×). */
const BLOCKING_MS = 50 / 4;
/** The size of Lighthouse's default mobile screen (Moto G Power), so the page lays out as it does there. */
const MOBILE_VIEWPORT = { width: 412, height: 823 };

export interface MainThreadFigures {
  path: string;
  /** Medians over the loads, in ms. */
  total: number;
  overBlocking: number;
  longest: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const isTask = (event: TraceEvent) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/** The durations (ms) of the top-level tasks of the busiest renderer main thread of a trace. */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && isTask(event));
  const busiest = mainThreads.map((thread) => tasksOf(thread)).sort((a, b) => b.length - a.length)[0];
  if (!busiest?.length) throw new Error('the trace has no renderer main-thread task');
  // A task event may nest another of the other name at the same time: keep the outermost.
  const sorted = [...busiest].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outermost: TraceEvent[] = [];
  for (const event of sorted) {
    const last = outermost.at(-1);
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    outermost.push(event);
  }
  return outermost.map((event) => (event.dur ?? 0) / 1000);
}

/** Each route opened `loads` times; the signed-in ones after one sign-in through the form. */
export async function measureMainThread(
  browser: Browser,
  baseUrl: string,
  routes: readonly WebRoute[],
  loads: number,
  log: (message: string) => void,
): Promise<MainThreadFigures[]> {
  const context = await browser.createBrowserContext();
  const traceFile = join(tmpdir(), `siipro-bench-web-trace-${process.pid}.json`);
  try {
    const page = await context.newPage();
    await page.setViewport(MOBILE_VIEWPORT);
    const ordered = [...routes.filter((route) => !route.signedIn), ...routes.filter((route) => route.signedIn)];
    const figures: MainThreadFigures[] = [];
    let signedIn = false;
    for (const route of ordered) {
      if (route.signedIn && !signedIn) {
        await signIn(page, baseUrl, BENCH_USER.email, BENCH_USER.password);
        signedIn = true;
      }
      log(`main thread: ${route.path} (${loads} loads)`);
      const totals: number[] = [];
      const overBlocking: number[] = [];
      const longest: number[] = [];
      for (let load = 0; load < loads; load++) {
        await page.goto('about:blank');
        const cdp = await page.createCDPSession();
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.tracing.start({ path: traceFile, categories: ['devtools.timeline', 'toplevel'] });
        await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle0' });
        await page.tracing.stop();
        await cdp.detach();
        const { traceEvents } = JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
        const tasks = mainThreadTasks(traceEvents);
        totals.push(tasks.reduce((sum, task) => sum + task, 0));
        overBlocking.push(tasks.reduce((sum, task) => sum + Math.max(0, task - BLOCKING_MS), 0));
        longest.push(Math.max(...tasks));
      }
      figures.push({
        path: route.path,
        total: median(totals),
        overBlocking: median(overBlocking),
        longest: median(longest),
      });
    }
    return figures;
  } finally {
    await rm(traceFile, { force: true });
    await context.close();
  }
}
