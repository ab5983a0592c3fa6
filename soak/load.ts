// `pnpm soak load`: many people reading at once (issue 19 "Load"). autocannon keeps `--connections` connections busy
// for `--duration` seconds on each of the list, detail, search and map routes, over loopback:
// 1. PostgreSQL with two API processes sharing one database (the demo tenants, seeded as the benchmarks seed), the
//    connections spread over both (autocannon gives connection i the i-th URL of its list, in turn);
// 2. the embedded default, one API process on PGlite with the demo data: what one process holds.
// An error is a failed or timed-out request or an answer other than 2xx/304; the target is none. On PGlite, list,
// detail and search must also keep p99.9 within 3 s (issue 46: nobody left behind while the rest flow).
// `--skip-postgres 1` runs the embedded default alone.
import autocannon from 'autocannon';
import { generateSigningKeyPem } from '../apps/api/src/auth/signingKey.ts';
import { startApi, type RunningApi } from '../bench/lists/apiServer.ts';
import { seedDatabase, type SeededDatabase } from '../bench/lists/databases.ts';
import { ms, renderTable } from '../bench/lists/stats.ts';
import { firstProject, SLUG } from './demoTenant.ts';
import { check, log, type Check, type SoakPart } from './part.ts';

/** Not the benchmarks' databases: a soak may run beside a benchmark. */
const SOAK_DATABASE = 'siipro_soak';
/** What a browser over plain http sends (Chromium leaves br out there). */
export const ACCEPT_ENCODING = 'gzip, deflate';

interface Route {
  label: string;
  path: (context: { projectSlug: string }) => string;
}

/** The read routes a person's screens call most: the list's first page, one project, the top-bar search, the map. */
const ROUTES: readonly Route[] = [
  { label: 'list', path: () => `/t/${SLUG}/projects?type=proyecto` },
  { label: 'detail', path: ({ projectSlug }) => `/t/${SLUG}/projects/${encodeURIComponent(projectSlug)}` },
  { label: 'search', path: () => `/t/${SLUG}/search?q=agua` },
  { label: 'map', path: () => `/t/${SLUG}/map` },
];

/** The routes whose p99.9 the embedded default must keep within P999_TARGET_MS. */
const TAIL_ROUTES = new Set(['list', 'detail', 'search']);
const P999_TARGET_MS = 3000;

interface RouteFigures {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  p999: number;
  max: number;
  megabytesPerSecond: number;
  errors: number;
  /** What the errors were: "503 ×12, timeouts ×3". */
  errorKinds: string;
}

/** Failed requests, timeouts and answers outside 2xx/304, by kind. */
export function errorsOf(result: autocannon.Result): { count: number; kinds: string } {
  const kinds: [string, number][] = [
    ['connection errors', result.errors - result.timeouts],
    ['timeouts', result.timeouts],
  ];
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    const code = Number(status);
    if ((code < 200 || code >= 300) && code !== 304) kinds.push([status, stats.count ?? 0]);
  }
  const present = kinds.filter(([, count]) => count > 0);
  return {
    count: present.reduce((sum, [, count]) => sum + count, 0),
    kinds: present.map(([kind, count]) => `${kind} ×${count}`).join(', '),
  };
}

async function hammer(
  urls: string[],
  accessToken: string,
  route: Route,
  connections: number,
  duration: number,
): Promise<RouteFigures> {
  const result = await autocannon({
    // autocannon accepts a list of URLs (connection i takes urls[i % n]); its types only name one.
    url: urls as unknown as string,
    connections,
    duration,
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING },
  });
  const errors = errorsOf(result);
  return {
    label: route.label,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
    max: result.latency.max,
    megabytesPerSecond: result.throughput.average / 1024 / 1024,
    errors: errors.count,
    errorKinds: errors.kinds,
  };
}

async function loadOn(
  setup: string,
  apis: RunningApi[],
  flags: { connections: number; duration: number; p999TargetMs?: number },
): Promise<{ table: string; checks: Check[] }> {
  const context = { projectSlug: (await firstProject(apis[0]!)).slug };
  const figures: RouteFigures[] = [];
  for (const route of ROUTES) {
    log(`${setup}: ${route.label}, ${flags.connections} connections × ${flags.duration} s`);
    const urls = apis.map((api) => `${api.baseUrl}${route.path(context)}`);
    figures.push(await hammer(urls, apis[0]!.accessToken, route, flags.connections, flags.duration));
  }
  const table = renderTable(
    ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'p99.9 ms', 'max ms', 'MB/s', 'errors'],
    figures.map((row) => [
      row.label,
      String(row.requests),
      row.perSecond.toFixed(0),
      ms(row.p50),
      ms(row.p99),
      ms(row.p999),
      ms(row.max),
      row.megabytesPerSecond.toFixed(1),
      row.errors === 0 ? '0' : `${row.errors} (${row.errorKinds})`,
    ]),
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  const checks = figures.map((row) => {
    // The embedded default's promise (issue 46): nobody is left behind on the routes a person reads most.
    const tail = flags.p999TargetMs !== undefined && TAIL_ROUTES.has(row.label);
    const pass = row.errors === 0 && (!tail || row.p999 <= flags.p999TargetMs!);
    return check(
      `load ${setup} ${row.label}`,
      pass,
      `${row.errors} errors of ${row.requests}${row.errors ? ` (${row.errorKinds})` : ''}, ` +
        `${row.perSecond.toFixed(0)} req/s, p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, ` +
        `p99.9 ${ms(row.p999)} ms${tail ? ` (target ≤ ${ms(flags.p999TargetMs!)})` : ''}, max ${ms(row.max)} ms`,
    );
  });
  return { table: `${setup} — ${flags.connections} connections × ${flags.duration} s per route\n${table}`, checks };
}

/**
 * Starts `processes` API processes on `database` (one signing key, so one token serves all), runs `work`, then stops
 * them and disposes of the database.
 */
export async function withApis<T>(
  database: SeededDatabase,
  processes: number,
  work: (apis: RunningApi[]) => Promise<T>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<T> {
  const env = { ...database.env, ...extraEnv, SIIPRO_JWT_PRIVATE_KEY: await generateSigningKeyPem() };
  const apis: RunningApi[] = [];
  try {
    for (let index = 0; index < processes; index++) apis.push(await startApi(env));
    return await work(apis);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
    await database.dispose();
  }
}

export const load: SoakPart = {
  describe: 'list, detail, search and map under load: PostgreSQL with two API processes, then PGlite with one',
  flags: {
    duration: { help: 'seconds per route (60)', default: 60 },
    connections: { help: 'concurrent connections (100)', default: 100 },
    'skip-postgres': { help: '1: the embedded default only', default: 0 },
  },
  async run(flags) {
    const options = { connections: flags.connections!, duration: flags.duration! };
    const checks: Check[] = [];
    if (!flags['skip-postgres']) {
      log('PostgreSQL: seeding the demo tenants…');
      const postgres = await withApis(await seedDatabase('pg', undefined, SOAK_DATABASE), 2, (apis) =>
        loadOn('PostgreSQL, 2 API processes', apis, options),
      );
      console.log(`\n${postgres.table}`);
      checks.push(...postgres.checks);
    }
    log('PGlite: seeding the demo tenants…');
    const pglite = await withApis(await seedDatabase('pglite', undefined), 1, (apis) =>
      loadOn('PGlite, 1 API process', apis, { ...options, p999TargetMs: P999_TARGET_MS }),
    );
    console.log(`\n${pglite.table}`);
    return [...checks, ...pglite.checks];
  },
};
