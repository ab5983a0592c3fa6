// `pnpm bench:lists`: how fast GET /t/{slug}/projects answers on a large tenant, and how much the API adds to the
// SQL it runs. For each backend and size: seed a fresh database, start the real API, time every representative query
// over HTTP and as bare SQL (the membership check included: it is part of every request), print a table with the
// targets (API median ≤ 10 ms on PostgreSQL, issue 13, ≤ 50 ms on PGlite, issue 4; API / SQL ≤ 1.5 on PostgreSQL),
// then how the API medians move from the smallest to the largest size. See bench/README.md.
import { cpus, loadavg } from 'node:os';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { startApi, type RunningApi } from './apiServer.ts';
import { closeBenchPostgres, runDirect, seedDatabase, type SeededDatabase } from './databases.ts';
import { exportLine, measureExports, type ExportResult } from './exports.ts';
import {
  apiCall,
  assertSameAnswer,
  directCall,
  explainAnalyze,
  floorCall,
  planQuery,
  planSearch,
  sampleRounds,
  type QueryPlan,
  type Samples,
} from './measure.ts';
import { parseOptions, type BackendName, type BenchOptions } from './options.ts';
import { REPRESENTATIVE_QUERIES, SEARCH_QUERIES, type QueryContext } from './queries.ts';
import { median, ms, percentile, renderTable } from './stats.ts';
import { isEntryPoint } from '../entryPoint.ts';
import { sourceVersion } from '../sourceVersion.ts';

/** Issue 13 brought PostgreSQL's from issue 4's 50 ms down to 10 ms; PGlite, the embedded default, keeps 50 ms. */
const API_MEDIAN_TARGET_MS: Record<BackendName, number> = { pg: 10, pglite: 50 };
/** The global search (issue 15): median ≤ 20 ms at 100k on PostgreSQL; PGlite's as the list's. */
const SEARCH_MEDIAN_TARGET_MS: Record<BackendName, number> = { pg: 20, pglite: 50 };
const RATIO_TARGET = 1.5;
const BACKEND_NAMES: Record<BackendName, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

export interface QueryResult {
  label: string;
  kind: QueryPlan['kind'];
  search: string;
  total: number;
  api: number[];
  direct: number[];
}

export interface SizeResult {
  backend: BackendName;
  projects: number;
  seedSeconds: number;
  load: { before: number[]; after: number[] };
  queries: QueryResult[];
  /** Medians of calls every list call contains: GET / (HTTP only) and GET /t/cenit-demo/settings (+ auth). */
  floors: { http: number; auth: number };
  exports: ExportResult[];
  explains: string[];
}

const FLOOR_PATHS = { http: '/', auth: '/t/cenit-demo/settings' } as const;

async function measureFloors(api: RunningApi, options: BenchOptions) {
  const [http, auth] = await sampleRounds(
    [() => floorCall(api, FLOOR_PATHS.http), () => floorCall(api, FLOOR_PATHS.auth)],
    options.warmup,
    options.samples,
  );
  return { http: median(http!.ms), auth: median(auth!.ms) };
}

/** With the API still up after the lists: the fixed costs, then the exports (none with `--export-samples 0`). */
async function measureFloorsAndExports(api: RunningApi, projects: number, options: BenchOptions) {
  const floors = await measureFloors(api, options);
  if (options.exportSamples > 0) log('  export');
  return { floors, exports: await measureExports(api, projects, options.exportSamples) };
}

/** `rounds` untimed rounds of every plan in turn (see BenchOptions.serverWarmup); each plan's calls one after another. */
async function warmUp(
  plans: readonly QueryPlan[],
  rounds: number,
  calls: (plan: QueryPlan) => (() => Promise<unknown>)[],
) {
  for (let round = 0; round < rounds; round++) {
    for (const plan of plans) for (const call of calls(plan)) await call();
  }
}

const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');
const sizeText = (projects: number) =>
  projects >= 1000 && projects % 1000 === 0 ? `${projects / 1000}k` : String(projects);

/** The API medians a run holds its queries to (bench:scale has its own, for 1,000,000 projects). */
export type MedianTargets = Record<QueryPlan['kind'], number>;

function medianTarget(backend: BackendName, result: Pick<QueryResult, 'kind'>) {
  return (result.kind === 'search' ? SEARCH_MEDIAN_TARGET_MS : API_MEDIAN_TARGET_MS)[backend];
}
function apiMedianMet(backend: BackendName, result: QueryResult, targets?: MedianTargets) {
  return median(result.api) <= (targets ? targets[result.kind] : medianTarget(backend, result));
}
function ratioOf(result: QueryResult) {
  return median(result.api) / median(result.direct);
}
function ratioMet(backend: BackendName, result: QueryResult) {
  // Issue 4's ratio is the list's target; the search's is its median alone.
  return backend !== 'pg' || result.kind === 'search' || ratioOf(result) <= RATIO_TARGET;
}

async function queryContext(direct: DatabaseHandle, tenantId: string): Promise<QueryContext> {
  const [organization] = await runDirect(direct, {
    sql: 'select slug from organizations where tenant_id = $1 order by slug limit 1',
    params: [tenantId],
  });
  const projects = await planQuery('count', 'type=proyecto', tenantId, direct.db);
  const [counted] = await runDirect(direct, projects.count!);
  const [coded] = await runDirect(direct, {
    sql: "select project_code from projects where tenant_id = $1 and type = 'proyecto' and project_code is not null order by project_code limit 1",
    params: [tenantId],
  });
  return {
    organizationSlug: String(organization?.slug ?? ''),
    lastPage: Math.max(1, Math.ceil(Number(counted?.total ?? 0) / 20)),
    projectCode: String(coded?.project_code ?? ''),
  };
}

async function measureSize(options: BenchOptions, backend: BackendName, projects: number): Promise<SizeResult> {
  log(`${BACKEND_NAMES[backend]}: seeding ${projects} projects…`);
  const database: SeededDatabase = await seedDatabase(backend, projects);
  log(`${BACKEND_NAMES[backend]}: seeded in ${database.seedSeconds.toFixed(0)} s`);
  try {
    return await measureSeeded(options, database);
  } finally {
    await database.dispose();
  }
}

/** Every list and search query of `options` on a seeded database (left as it is: the caller disposes of it). */
export async function measureSeeded(
  options: BenchOptions,
  database: SeededDatabase,
  targets?: MedianTargets,
): Promise<SizeResult> {
  const { backend } = database;
  const projects = database.projects ?? 0;
  const before = loadavg();
  let direct: DatabaseHandle | null = null;
  try {
    const first = await database.openDirect();
    direct = first;
    const context = await queryContext(first, database.tenantId);
    const wanted = (label: string) => !options.only || label.includes(options.only);
    const plans: QueryPlan[] = [
      ...(await Promise.all(
        REPRESENTATIVE_QUERIES.filter((query) => wanted(query.label)).map((query) =>
          planQuery(query.label, query.search(context), database.tenantId, first.db),
        ),
      )),
      ...SEARCH_QUERIES.filter((query) => wanted(query.label)).map((query) =>
        planSearch(query.label, query.q(context), database.tenantId, first.db),
      ),
    ];

    const measured = new Map<string, { api: Samples; direct: Samples }>();
    let floors = { http: NaN, auth: NaN };
    let exports: ExportResult[] = [];
    if (backend === 'pg') {
      // The API and the benchmark's own pool run side by side: each round times both, alternating which goes first.
      const api = await startApi(database.env);
      try {
        log(`  warming up: ${options.serverWarmup} rounds of every query`);
        await warmUp(plans, options.serverWarmup, (plan) => [() => apiCall(api, plan), () => directCall(first, plan)]);
        for (const plan of plans) {
          log(`  ${plan.label}`);
          const [apiSamples, directSamples] = await sampleRounds(
            [() => apiCall(api, plan), () => directCall(first, plan)],
            options.warmup,
            options.samples,
          );
          measured.set(plan.label, { api: apiSamples!, direct: directSamples! });
        }
        ({ floors, exports } = await measureFloorsAndExports(api, projects, options));
      } finally {
        await api.stop();
      }
    } else {
      // PGlite is one single-connection engine per data directory: time the SQL in this process first, then close
      // it and start the API on the same directory.
      const directSamples = new Map<string, Samples>();
      await warmUp(plans, options.serverWarmup, (plan) => [() => directCall(first, plan)]);
      for (const plan of plans) {
        log(`  SQL ${plan.label}`);
        const [samples] = await sampleRounds([() => directCall(first, plan)], options.warmup, options.samples);
        directSamples.set(plan.label, samples!);
      }
      await first.close();
      direct = null;
      let api: RunningApi | null = await startApi(database.env);
      try {
        await warmUp(plans, options.serverWarmup, (plan) => [() => apiCall(api!, plan)]);
        for (const plan of plans) {
          log(`  API ${plan.label}`);
          const [samples] = await sampleRounds([() => apiCall(api!, plan)], options.warmup, options.samples);
          measured.set(plan.label, { api: samples!, direct: directSamples.get(plan.label)! });
        }
        ({ floors, exports } = await measureFloorsAndExports(api, projects, options));
      } finally {
        await api.stop();
        api = null;
      }
      direct = await database.openDirect();
    }

    const queries = plans.map((plan) => {
      const { api, direct: sql } = measured.get(plan.label)!;
      assertSameAnswer(plan.label, api.answer, sql.answer);
      return {
        label: plan.label,
        kind: plan.kind,
        search: plan.search,
        total: sql.answer.total,
        api: api.ms,
        direct: sql.ms,
      };
    });

    // Why a query misses: the plans of both statements, on the database just measured.
    const explains: string[] = [];
    const last = direct;
    if (options.explain !== 'none' && last) {
      for (const query of queries) {
        const met = targets
          ? apiMedianMet(backend, query, targets)
          : apiMedianMet(backend, query) && ratioMet(backend, query);
        if (options.explain === 'misses' && met) continue;
        const plan = plans.find((candidate) => candidate.label === query.label)!;
        // As warm as the timed rounds: PGlite's connection here was reopened after the API stopped, with a cold cache.
        for (let round = 0; round < options.warmup; round += 1) await directCall(last, plan);
        explains.push(
          `### ${BACKEND_NAMES[backend]} ${sizeText(projects)} — ${query.label} (${query.search})\n` +
            (plan.count
              ? `--- page ids\n${await explainAnalyze(last, plan.page)}\n--- count\n${await explainAnalyze(last, plan.count)}`
              : `--- search\n${await explainAnalyze(last, plan.page)}`),
        );
      }
      // The statement every call runs first, whatever the query.
      const [plan] = plans;
      if (plan && explains.length > 0) {
        explains.push(
          `### ${BACKEND_NAMES[backend]} ${sizeText(projects)} — membership check (every request)\n` +
            (await explainAnalyze(last, plan.membership)),
        );
      }
    }
    return {
      backend,
      projects,
      seedSeconds: database.seedSeconds,
      load: { before, after: loadavg() },
      queries,
      floors,
      exports,
      explains,
    };
  } finally {
    // Before the drop: a pool whose connections the drop terminates would throw from an 'error' event.
    await direct?.close().catch(() => undefined);
  }
}

export const mark = (met: boolean) => (met ? 'PASS' : 'MISS');

/** The columns every list or search table starts with (bench:lists and bench:scale): what was asked and its times. */
export function timingHeadings(kind: QueryPlan['kind']): string[] {
  return [kind === 'list' ? 'query' : 'search', kind === 'list' ? 'rows' : 'results', 'API p50', 'API p95', 'SQL p50'];
}

export function timingCells(query: QueryResult): string[] {
  return [
    query.label,
    String(query.total),
    ms(median(query.api)),
    ms(percentile(query.api, 95)),
    ms(median(query.direct)),
  ];
}

export const TIMING_ALIGN = ['left', 'right', 'right', 'right', 'right'] as const;

function sizeTable(result: SizeResult, samples: number): string {
  const { backend } = result;
  const rowsOf = (kind: QueryPlan['kind']) =>
    result.queries
      .filter((query) => query.kind === kind)
      .map((query) => [
        ...timingCells(query),
        ratioOf(query).toFixed(2),
        backend === 'pg' && kind === 'list' ? mark(ratioMet(backend, query)) : 'info',
        mark(apiMedianMet(backend, query)),
      ]);
  const table = (kind: QueryPlan['kind'], rows: string[][]) =>
    renderTable(
      [...timingHeadings(kind), 'API/SQL', `≤ ${RATIO_TARGET}`, `≤ ${medianTarget(backend, { kind })} ms`],
      rows,
      [...TIMING_ALIGN, 'right', 'left', 'left'],
    );
  const lists = rowsOf('list');
  const searches = rowsOf('search');
  const title =
    `${BACKEND_NAMES[backend]} — ${result.projects} projects in cenit-demo (${samples} samples per query; ` +
    `seeded in ${result.seedSeconds.toFixed(0)} s; load average 1/5/15 min ${loadText(result.load.before)} → ` +
    `${loadText(result.load.after)})`;
  return (
    `${title}\n\n${lists.length > 0 ? `${table('list', lists)}\n` : ''}` +
    (searches.length > 0
      ? `${lists.length > 0 ? '\n' : ''}Global search GET /t/cenit-demo/search?q=\n\n${table('search', searches)}\n`
      : '') +
    `Fixed costs inside every API call (p50): HTTP round trip GET ${FLOOR_PATHS.http} ${ms(result.floors.http)} ms; ` +
    `bearer + membership check + one small read GET ${FLOOR_PATHS.auth} ${ms(result.floors.auth)} ms.` +
    exportLine(result.exports, result.projects)
  );
}

function scalingTable(results: readonly SizeResult[]): string {
  const sizes = results.map((result) => result.projects);
  const labels = results[0]?.queries.map((query) => query.label) ?? [];
  const rows = labels.map((label) => {
    const medians = results.map((result) => median(result.queries.find((query) => query.label === label)!.api));
    return [label, ...medians.map(ms), `×${(medians.at(-1)! / medians[0]!).toFixed(2)}`];
  });
  return renderTable(
    ['query', ...sizes.map((size) => `${sizeText(size)} p50`), `${sizeText(sizes.at(-1)!)}/${sizeText(sizes[0]!)}`],
    rows,
    ['left', ...sizes.map(() => 'right' as const), 'right'],
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const header =
    `pnpm bench:lists — ${startedAt.toISOString()} — Node ${process.version}, ${cpus().length} cores ` +
    `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average at start ${loadText(loadavg())}\n` +
    `code: ${sourceVersion(['apps/api', 'packages/domain'])}`;
  console.log(`${header}\n`);

  const results: SizeResult[] = [];
  if (options.backends.includes('pg')) {
    for (const size of options.sizes) {
      const result = await measureSize(options, 'pg', size);
      results.push(result);
      console.log(`${sizeTable(result, options.samples)}\n`);
    }
  }
  if (options.backends.includes('pglite')) {
    const result = await measureSize(options, 'pglite', options.pgliteSize);
    results.push(result);
    console.log(`${sizeTable(result, options.samples)}\n`);
  }

  const pgResults = results.filter((result) => result.backend === 'pg');
  if (pgResults.length > 1) {
    console.log(`API median (ms) by size on PostgreSQL\n\n${scalingTable(pgResults)}\n`);
  }

  const misses = results.flatMap((result) =>
    result.queries.flatMap((query) => {
      const where = `${BACKEND_NAMES[result.backend]} ${sizeText(result.projects)} ${query.label}`;
      return [
        ...(apiMedianMet(result.backend, query)
          ? []
          : [`${where}: API median ${ms(median(query.api))} ms > ${medianTarget(result.backend, query)} ms`]),
        ...(ratioMet(result.backend, query)
          ? []
          : [`${where}: API/SQL ${ratioOf(query).toFixed(2)} > ${RATIO_TARGET}`]),
      ];
    }),
  );
  console.log(misses.length === 0 ? 'Every target met.' : `Targets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`);
  const explains = results.flatMap((result) => result.explains);
  if (explains.length > 0) {
    const whose = options.explain === 'all' ? 'every query' : 'the queries that missed a target';
    console.log(`\nEXPLAIN ANALYZE of ${whose}\n\n${explains.join('\n\n')}`);
  }
  console.log(`\nTotal time ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min.`);
}

if (isEntryPoint(import.meta.url)) {
  main()
    .finally(closeBenchPostgres)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
