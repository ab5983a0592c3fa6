// `pnpm bench:scale`: SIIPRO at 1,000,000 projects on PostgreSQL (issue 19, "Scale"). Seeds ONE database once — the
// API's demo seed with N generated projects in cenit-demo, its indexes built after the load — and measures on it what
// the other benchmarks measure at 100k, with their own code: the list and search queries of bench:lists (deep page and
// last page, short and accented search terms included), the map answer of bench:map (bytes raw / gzip / br, fresh and
// repeated medians; the browser's clustering with --browser yes), then bench:optimizer's solve on a 50k-candidate
// tenant (a database of its own). Targets: list p50 ≤ 20 ms, search p50 ≤ 30 ms, map compressed ≤ 10 MB, optimizer
// ≤ 8 s end to end. `--keep` leaves the database for the next run and `--reuse` takes it instead of seeding.
import { cpus, loadavg } from 'node:os';
import {
  closeBenchPostgres,
  dropPostgresDatabase,
  reuseSeededDatabase,
  seedDatabase,
  type SeededDatabase,
} from '../lists/databases.ts';
import { parseCount, type BenchOptions } from '../lists/options.ts';
import {
  TIMING_ALIGN,
  mark,
  measureSeeded,
  timingCells,
  timingHeadings,
  type MedianTargets,
  type SizeResult,
} from '../lists/run.ts';
import { median, ms, renderTable } from '../lists/stats.ts';
import { measureMap } from '../map/run.ts';
import { measureSize as measureOptimizer, optimizerReport } from '../optimizer/run.ts';
import { sourceVersion } from '../sourceVersion.ts';

const DATABASE = 'siipro_bench_scale';
const TARGETS: MedianTargets = { list: 20, search: 30 };
const MAP_SIZE_TARGET_BYTES = 10_000_000;
const OPTIMIZER_CANDIDATES = 50_000;
const PARTS = ['lists', 'map', 'optimizer'] as const;
type Part = (typeof PARTS)[number];

const USAGE = `pnpm bench:scale [--projects 1m] [--parts lists,map,optimizer] [--samples 30] [--warmup 3]
                 [--server-warmup 10] [--map-samples 5] [--browser yes|no] [--only <label text>]
                 [--explain misses|all|none] [--reuse] [--keep]
       pnpm bench:scale --drop`;

interface Options {
  projects: number;
  parts: Part[];
  samples: number;
  warmup: number;
  serverWarmup: number;
  mapSamples: number;
  browser: boolean;
  only: string | null;
  explain: BenchOptions['explain'];
  /** Take siipro_bench_scale as an earlier --keep left it, when it holds the same portfolio, instead of seeding. */
  reuse: boolean;
  /** Leave siipro_bench_scale in place at the end (dropped otherwise: ~5 GB at 1,000,000 projects). */
  keep: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    projects: 1_000_000,
    parts: [...PARTS],
    samples: 30,
    warmup: 3,
    serverWarmup: 10,
    mapSamples: 5,
    browser: false,
    only: null,
    explain: 'misses',
    reuse: false,
    keep: false,
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    if (flag === '--') continue;
    if (flag === '--reuse' || flag === '--keep') {
      options[flag === '--reuse' ? 'reuse' : 'keep'] = true;
      continue;
    }
    if (flag === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    const value = argv[++index];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--projects') options.projects = parseCount(value, flag);
    else if (flag === '--samples') options.samples = parseCount(value, flag);
    else if (flag === '--warmup') options.warmup = Number(value);
    else if (flag === '--server-warmup') options.serverWarmup = Number(value);
    else if (flag === '--map-samples') options.mapSamples = parseCount(value, flag);
    else if (flag === '--browser' && (value === 'yes' || value === 'no')) options.browser = value === 'yes';
    else if (flag === '--only') options.only = value;
    else if (flag === '--explain' && (value === 'misses' || value === 'all' || value === 'none')) {
      options.explain = value;
    } else if (flag === '--parts') {
      const parts = value.split(',').filter(Boolean);
      const unknown = parts.find((part) => !(PARTS as readonly string[]).includes(part));
      if (unknown || parts.length === 0) throw new Error(`--parts: one or more of ${PARTS.join(', ')}\n${USAGE}`);
      options.parts = parts as Part[];
    } else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  return options;
}

const log = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/** The database to measure: the one an earlier --keep left (with --reuse), else a fresh seed. */
async function openDatabase(options: Options): Promise<SeededDatabase & { reused: boolean }> {
  if (options.reuse) {
    const kept = await reuseSeededDatabase(DATABASE, options.projects);
    if (kept) {
      log(
        `reusing ${DATABASE} (${options.projects} projects; migrated and analysed in ${kept.seedSeconds.toFixed(0)} s)`,
      );
      return { ...kept, reused: true };
    }
    log(`${DATABASE} is missing or holds another portfolio: seeding it`);
  }
  log(`PostgreSQL: seeding ${options.projects} projects into ${DATABASE}…`);
  const seeded = await seedDatabase('pg', options.projects, DATABASE, undefined, { indexesAfterLoad: true });
  log(`seeded in ${seeded.seedSeconds.toFixed(0)} s`);
  return { ...seeded, reused: false };
}

function listTable(result: SizeResult, kind: 'list' | 'search'): string {
  const rows = result.queries
    .filter((query) => query.kind === kind)
    .map((query) => [...timingCells(query), mark(median(query.api) <= TARGETS[kind])]);
  return renderTable([...timingHeadings(kind), `≤ ${TARGETS[kind]} ms`], rows, [...TIMING_ALIGN, 'left']);
}

async function measureLists(options: Options, database: SeededDatabase): Promise<string> {
  const listOptions: BenchOptions = {
    sizes: [options.projects],
    samples: options.samples,
    warmup: options.warmup,
    serverWarmup: options.serverWarmup,
    backends: ['pg'],
    pgliteSize: options.projects,
    only: options.only,
    explain: options.explain,
    // A whole export of a million projects is a download of minutes, not a list figure.
    exportSamples: 0,
  };
  const result = await measureSeeded(listOptions, database, TARGETS);
  const explains =
    result.explains.length > 0 ? `\n\nEXPLAIN ANALYZE of the misses\n\n${result.explains.join('\n\n')}` : '';
  return (
    `List GET /t/cenit-demo/projects — ${options.samples} samples per query; load average 1/5/15 min ` +
    `${loadText(result.load.before)} → ${loadText(result.load.after)}\n\n${listTable(result, 'list')}\n\n` +
    `Global search GET /t/cenit-demo/search?q=\n\n${listTable(result, 'search')}\n\n` +
    `Fixed costs inside every API call (p50): HTTP round trip ${ms(result.floors.http)} ms; bearer + membership ` +
    `check + one small read ${ms(result.floors.auth)} ms.${explains}`
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = Date.now();
  console.log(
    `pnpm bench:scale — ${new Date().toISOString()} — Node ${process.version}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average at start ${loadText(loadavg())}\n` +
      `code: ${sourceVersion(['apps', 'packages/domain', 'bench'])}\n`,
  );
  const needsDatabase = options.parts.includes('lists') || options.parts.includes('map');
  const database = needsDatabase ? await openDatabase(options) : null;
  try {
    if (database) {
      console.log(
        `PostgreSQL — ${options.projects} projects in cenit-demo (${DATABASE}; ` +
          `${database.reused ? 'reused' : `seeded in ${database.seedSeconds.toFixed(0)} s`})\n`,
      );
    }
    if (database && options.parts.includes('lists')) {
      log('lists and search');
      console.log(`${await measureLists(options, database)}\n`);
    }
    if (database && options.parts.includes('map')) {
      log('map');
      const mapOptions = {
        projects: options.projects,
        sizeTargetBytes: MAP_SIZE_TARGET_BYTES,
        samples: options.mapSamples,
        warmup: 1,
        only: options.only,
        browser: options.browser,
      };
      console.log(`Map GET /t/cenit-demo/map\n\n${await measureMap(database, mapOptions)}\n`);
    }
  } finally {
    if (database && !options.keep) await database.dispose();
    if (database && options.keep) log(`kept ${DATABASE} (pnpm bench:scale --drop removes it)`);
  }
  if (options.parts.includes('optimizer')) {
    log(`optimizer: ${OPTIMIZER_CANDIDATES} candidates`);
    const optimizer = await measureOptimizer(OPTIMIZER_CANDIDATES, { sizes: [OPTIMIZER_CANDIDATES], samples: 3 }, true);
    console.log(
      `Optimizer — a tenant of ${OPTIMIZER_CANDIDATES} projects (its own database)\n\n` +
        `${optimizerReport([optimizer.result], optimizer.delays, OPTIMIZER_CANDIDATES)}\n`,
    );
  }
  console.log(
    `load average at end ${loadText(loadavg())}; total ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`,
  );
}

/** `--drop`: remove a database an earlier --keep left, without measuring. */
if (process.argv.includes('--drop')) {
  dropPostgresDatabase(DATABASE)
    .finally(closeBenchPostgres)
    .then(() => log(`dropped ${DATABASE}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
} else {
  main()
    .finally(closeBenchPostgres)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
