// `pnpm bench:public`: the public portal's OC4IDS feed (issue 45) of a large published portfolio on PostgreSQL,
// through the real API process.
// 1. seed a fresh database with the demo generator (`--projects`, 100 000 by default; bench/lists/databases.ts), turn
//    cenit-demo's portal on and publish every project and program, and start the API (bench/lists/apiServer.ts);
// 2. the API's resident memory idle, then `--samples` whole downloads of GET /public/cenit-demo/open-data/oc4ids.json
//    (no credentials), each timed from the request to its last byte, with the API's memory sampled from /proc every
//    50 ms: the feed is streamed 500 projects at a time, so its peak above idle must not grow with the portfolio;
// 3. one more download with If-None-Match (a 304) and one of the public list's first page;
// 4. print the time, size, projects, peak memory above idle and the 304's time. See bench/README.md.
import { readFileSync } from 'node:fs';
import { isEntryPoint } from '../entryPoint.ts';
import { startApi, type RunningApi } from '../lists/apiServer.ts';
import { closeBenchPostgres, runDirect, seedDatabase, type Statement } from '../lists/databases.ts';

const SLUG = 'cenit-demo';
const OC4IDS_PREFIX = 'oc4ids-bu3kcz';
/** How each project of the package starts (a location's or a party's id has no prefix). */
const PROJECT_START = `{"id":"${OC4IDS_PREFIX}-`;
const FEED = `/public/${SLUG}/open-data/oc4ids.json`;
// Its own database: bench:lists (and others) recreate theirs when they start, which would drop ours mid-run.
const DATABASE = 'siipro_bench_public';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]?.replace(/k$/i, '000'));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

const plain = (text: string): Statement => ({ sql: text, params: [] });
const log = (text: string) => process.stderr.write(`${text}\n`);

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

interface Download {
  seconds: number;
  bytes: number;
  projects: number;
  peakMb: number;
  status: number;
  etag: string | null;
}

/** One whole download of the feed, its bytes counted as they arrive (never held), memory sampled meanwhile. */
async function download(api: RunningApi, headers: Record<string, string> = {}): Promise<Download> {
  let peakMb = rssMb(api.pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(api.pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(`${api.baseUrl}${FEED}`, { headers });
    let bytes = 0;
    let projects = 0;
    const decoder = new TextDecoder();
    let tail = '';
    // A 304 has no body.
    const reader = (response.body ?? new Blob([]).stream()).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += (chunk as Uint8Array).byteLength;
      // Each project starts with its prefixed id (the package's own keys come before "projects").
      const text = tail + decoder.decode(chunk as Uint8Array, { stream: true });
      projects += text.split(PROJECT_START).length - 1;
      tail = text.slice(-(PROJECT_START.length - 1));
    }
    return {
      seconds: (performance.now() - started) / 1000,
      bytes,
      projects,
      peakMb,
      status: response.status,
      etag: response.headers.get('etag'),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const projects = option('projects', 100_000);
  const samples = option('samples', 3);
  log(`bench:public — OC4IDS of ${projects} projects on PostgreSQL`);
  const database = await seedDatabase('pg', projects, DATABASE, undefined, {
    indexesAfterLoad: true,
    publishAll: true,
  });
  log(`  seeded in ${database.seedSeconds.toFixed(0)} s`);
  let api: RunningApi | null = null;
  try {
    const direct = await database.openDirect();
    try {
      await runDirect(direct, plain(`update tenants set oc4ids_prefix = '${OC4IDS_PREFIX}' where slug = '${SLUG}'`));
      await runDirect(direct, plain('analyze projects'));
    } finally {
      await direct.close();
    }
    api = await startApi({ ...database.env, PUBLIC_RATE_LIMIT: '1000000' });
    for (let warm = 0; warm < 5; warm++) await fetch(`${api.baseUrl}/public/${SLUG}/projects`).then((r) => r.text());
    const idleMb = rssMb(api.pid);
    const runs: Download[] = [];
    for (let sample = 0; sample < samples; sample++) {
      const run = await download(api);
      if (run.status !== 200) throw new Error(`the feed answered ${run.status}`);
      runs.push(run);
      log(`  feed: ${run.seconds.toFixed(1)} s, ${(run.bytes / 1024 / 1024).toFixed(1)} MB, ${run.projects} projects`);
    }
    const cached = await download(api, { 'if-none-match': runs[0]!.etag ?? '' });
    const listStarted = performance.now();
    await fetch(`${api.baseUrl}/public/${SLUG}/projects`).then((r) => r.text());
    const listMs = performance.now() - listStarted;

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`\n### bench:public — OC4IDS of ${projects.toLocaleString('en')} published projects, PostgreSQL\n`);
    console.log('| measure | value |\n|---|---|');
    console.log(`| projects in the package | ${runs[0]!.projects.toLocaleString('en')} |`);
    console.log(`| size | ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB |`);
    console.log(
      `| time, request → last byte (median of ${samples}) | ${median(runs.map((run) => run.seconds)).toFixed(1)} s |`,
    );
    console.log(`| API memory idle | ${idleMb.toFixed(0)} MB |`);
    console.log(
      `| API peak above idle while streaming | ${(Math.max(...runs.map((run) => run.peakMb)) - idleMb).toFixed(0)} MB |`,
    );
    console.log(`| If-None-Match → ${cached.status} | ${(cached.seconds * 1000).toFixed(1)} ms |`);
    console.log(`| public list, first page | ${listMs.toFixed(1)} ms |`);
  } finally {
    await api?.stop();
    await database.dispose();
    await closeBenchPostgres();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
