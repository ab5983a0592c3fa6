// `pnpm soak public`: the public portal read by many at once (issue 45 "Proof: load"). PostgreSQL with two API
// processes sharing one database (the demo tenants seeded as the benchmarks seed them, cenit-demo's portal on and
// every project and program published), autocannon keeping `--connections` connections busy for `--duration` seconds
// on each of:
// - the public list's first page and the OC4IDS feed, fresh: no validator, so each request reads the database;
// - the same two revalidated: If-None-Match with the answer's ETag, so each is a 304 after the tenant's row alone
//   (what a CDN or a returning browser sends).
// The connections are spread over both processes (connection i takes the i-th URL in turn). The target is 0 errors (a
// failed or timed-out request, or an answer other than 200 — 304 for the revalidations). Every request comes from
// 127.0.0.1, so the per-address limit (PUBLIC_RATE_LIMIT, 600 a minute) would refuse nearly all of them: the
// processes run with a limit no run reaches, which still counts every request in the database as in production.
import autocannon from 'autocannon';
import { type RunningApi } from '../bench/lists/apiServer.ts';
import { seedDatabase } from '../bench/lists/databases.ts';
import { ms, renderTable } from '../bench/lists/stats.ts';
import { SLUG } from './demoTenant.ts';
import { ACCEPT_ENCODING, errorsOf, withApis } from './load.ts';
import { check, type Check, log, type SoakPart } from './part.ts';

const SOAK_DATABASE = 'siipro_soak_public';

const ROUTES = [
  { label: 'list', path: `/public/${SLUG}/projects?type=proyecto` },
  { label: 'OC4IDS', path: `/public/${SLUG}/open-data/oc4ids.json` },
] as const;

interface Figures {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  megabytesPerSecond: number;
  /** Answers of the expected status. */
  expected: number;
  errors: number;
  errorKinds: string;
}

/** The ETag of a route's answer (the same on both processes: it names the data, not the process). */
async function etagOf(api: RunningApi, path: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`${path} answered ${response.status} without an ETag`);
  return etag;
}

async function hammer(
  apis: RunningApi[],
  route: (typeof ROUTES)[number],
  etag: string | null,
  flags: { connections: number; duration: number },
): Promise<Figures> {
  const expectedStatus = etag ? 304 : 200;
  const result = await autocannon({
    url: apis.map((api) => `${api.baseUrl}${route.path}`) as unknown as string,
    connections: flags.connections,
    duration: flags.duration,
    headers: {
      accept: 'application/json',
      'accept-encoding': ACCEPT_ENCODING,
      ...(etag ? { 'if-none-match': etag } : {}),
    },
  });
  const errors = errorsOf(result);
  // A 200 where a 304 was expected (or the reverse) is no error of the server, but it is not what was measured.
  const expected = result.statusCodeStats?.[String(expectedStatus) as keyof typeof result.statusCodeStats]?.count ?? 0;
  const wrong = result.requests.total - expected - errors.count;
  return {
    label: `${route.label}, ${etag ? '304 (If-None-Match)' : 'fresh (200)'}`,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    megabytesPerSecond: result.throughput.average / 1024 / 1024,
    expected,
    errors: errors.count + Math.max(0, wrong),
    errorKinds: [errors.kinds, wrong > 0 ? `not ${expectedStatus} ×${wrong}` : ''].filter(Boolean).join(', '),
  };
}

export const publicPortal: SoakPart = {
  describe:
    'the public list and the OC4IDS feed under load, fresh and revalidated (304): PostgreSQL, two API processes',
  flags: {
    duration: { help: 'seconds per run (60)', default: 60 },
    connections: { help: 'concurrent connections (100)', default: 100 },
  },
  async run(flags) {
    const options = { connections: flags.connections!, duration: flags.duration! };
    log('PostgreSQL: seeding the demo tenants, cenit-demo published…');
    const database = await seedDatabase('pg', undefined, SOAK_DATABASE, undefined, { publishAll: true });
    const figures = await withApis(
      database,
      2,
      async (apis) => {
        const rows: Figures[] = [];
        for (const route of ROUTES) {
          const etag = await etagOf(apis[0]!, route.path);
          for (const validator of [null, etag]) {
            log(
              `public ${route.label} ${validator ? '304' : 'fresh'}: ${options.connections} connections × ${options.duration} s`,
            );
            rows.push(await hammer(apis, route, validator, options));
          }
        }
        return rows;
      },
      { PUBLIC_RATE_LIMIT: '100000000' },
    );
    console.log(
      `\nPublic portal, PostgreSQL, 2 API processes — ${options.connections} connections × ${options.duration} s per run\n` +
        renderTable(
          ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'MB/s', 'errors'],
          figures.map((row) => [
            row.label,
            String(row.requests),
            row.perSecond.toFixed(0),
            ms(row.p50),
            ms(row.p99),
            ms(row.max),
            row.megabytesPerSecond.toFixed(1),
            row.errors === 0 ? '0' : `${row.errors} (${row.errorKinds})`,
          ]),
          ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
        ),
    );
    return figures.map((row): Check =>
      check(
        `public ${row.label}`,
        row.errors === 0 && row.requests > 0,
        `${row.errors} errors of ${row.requests}${row.errors ? ` (${row.errorKinds})` : ''}, ` +
          `${row.perSecond.toFixed(0)} req/s, p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, max ${ms(row.max)} ms`,
      ),
    );
  },
};
