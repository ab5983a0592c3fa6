// `pnpm bench:optimizer`: linear-int-opt-v1 on national portfolios (issue 17). For each size it seeds that many
// projects in cenit-demo on PostgreSQL, starts the real API and the real optimizer service, and runs the wizard's
// default criteria with a binding budget limit (a fifth of the candidates' budgets) through POST
// /cenit-demo/optimizer, as the admin: the end-to-end time (token check, the API's candidates, the solve in a worker
// thread, the answer), the solve's own time, objective, gap and status — and the objective of a greedy selection by
// value per peso on the same candidates and values (what peers do), with the ratio. At the largest size, two solves
// run at once while the optimizer's version route is asked every 20 ms: its slowest answer is the delay a solve
// causes. Targets: 10k end to end ≤ 1.5 s and 50k ≤ 8 s at gap ≤ 1e-4; objective ≥ greedy; version delay ≤ 50 ms.
import { cpus, loadavg } from 'node:os';
import {
  buildOptimizerRequest,
  decodeOptimizerCandidates,
  defaultCriteria,
  formatMoney,
  optimizerCandidatesSchema,
  splitCandidates,
  valueCandidates,
  type OptimizerRequest,
} from '../../packages/domain/src/index.ts';
import { startApi, type RunningApi } from '../lists/apiServer.ts';
import { closeBenchPostgres, seedDatabase } from '../lists/databases.ts';
import { parseCount } from '../lists/options.ts';
import { median, ms, renderTable } from '../lists/stats.ts';
import { capitalReport } from './capital.ts';
import {
  BENCH_SLUG as SLUG,
  postOptimizer,
  startOptimizer,
  versionDelays,
  type RunningOptimizer,
} from './optimizerServer.ts';
import { isEntryPoint } from '../entryPoint.ts';
import { sourceVersion } from '../sourceVersion.ts';

const DATABASE = 'siipro_bench_optimizer';
const BUDGET_SHARE = 0.2;
const TARGET_MS: Record<number, number> = { 10_000: 1_500, 50_000: 8_000 };
const GAP_TARGET = 1e-4;
const VERSION_DELAY_TARGET_MS = 50;

export interface Options {
  sizes: number[];
  samples: number;
  /** v1 (the service end to end over the API) and/or v2 (issue 44's capital-budgeting instance, capital.ts). */
  parts: string[];
  /** Sizes of the v2 instance; the curve runs at the first. */
  capitalSizes: number[];
}

const USAGE = 'pnpm bench:optimizer [--parts v1,v2] [--sizes 1k,10k,50k] [--samples 3] [--capital-sizes 10k,50k]';

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    sizes: [1_000, 10_000, 50_000],
    samples: 3,
    parts: ['v1', 'v2'],
    capitalSizes: [10_000, 50_000],
  };
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]!;
    if (flag === '--') continue;
    const value = argv[++index];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--sizes') options.sizes = value.split(',').map((size) => parseCount(size, flag));
    else if (flag === '--samples') options.samples = parseCount(value, flag);
    else if (flag === '--parts') options.parts = value.split(',');
    else if (flag === '--capital-sizes') options.capitalSizes = value.split(',').map((size) => parseCount(size, flag));
    else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  return options;
}

interface Answer {
  meta: {
    status: string;
    objective: number;
    gap: number | null;
    totalBudget: number;
    candidates: number;
    solveMs: number;
  };
}

export interface SizeResult {
  size: number;
  candidates: number;
  budgetLimit: number;
  endToEnd: number[];
  solve: number[];
  answer: Answer;
  greedy: number;
}

const log = (text: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}`);
const loadText = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ');

/** What peers do: the best value per peso first, each taken while it fits. */
function greedyObjective(values: { value: number; budget: number }[], limit: number): number {
  const ratio = (candidate: { value: number; budget: number }) =>
    candidate.budget > 0 ? candidate.value / candidate.budget : Number.POSITIVE_INFINITY;
  let spent = 0;
  let objective = 0;
  for (const candidate of [...values].sort((a, b) => ratio(b) - ratio(a))) {
    if (spent + candidate.budget > limit) continue;
    spent += candidate.budget;
    objective += candidate.value;
  }
  return objective;
}

const post = (optimizer: RunningOptimizer, token: string, request: OptimizerRequest) =>
  postOptimizer<Answer>(optimizer, token, request);

/** Seeds `size` projects in a database of its own, measures the solves (and, with `concurrency`, the delay). */
export async function measureSize(size: number, options: Pick<Options, 'sizes' | 'samples'>, concurrency: boolean) {
  log(`PostgreSQL: seeding ${size} projects…`);
  const database = await seedDatabase('pg', size, DATABASE);
  let api: RunningApi | null = null;
  let optimizer: RunningOptimizer | null = null;
  try {
    api = await startApi(database.env);
    optimizer = await startOptimizer(api.baseUrl);
    const candidates = decodeOptimizerCandidates(
      optimizerCandidatesSchema.parse(JSON.parse((await api.get(`/t/${SLUG}/optimizer/candidates`)).body)),
    );
    const unlimited = buildOptimizerRequest(defaultCriteria());
    const valued = valueCandidates(unlimited.criteria, splitCandidates(unlimited, candidates).candidates);
    const budgetLimit = Math.round(valued.reduce((sum, candidate) => sum + candidate.budget, 0) * BUDGET_SHARE);
    const request = buildOptimizerRequest(defaultCriteria(), { budgetLimit });
    log(`  ${size}: ${valued.length} candidates, budget limit ${formatMoney(budgetLimit)}`);
    await post(optimizer, api.accessToken, request); // warm-up: the worker loads HiGHS
    const endToEnd: number[] = [];
    const solve: number[] = [];
    let answer: Answer | null = null;
    for (let sample = 0; sample < options.samples; sample++) {
      const run = await post(optimizer, api.accessToken, request);
      endToEnd.push(run.ms);
      solve.push(run.answer.meta.solveMs);
      answer = run.answer;
    }
    const result: SizeResult = {
      size,
      candidates: valued.length,
      budgetLimit,
      endToEnd,
      solve,
      answer: answer!,
      greedy: greedyObjective(valued, budgetLimit),
    };
    let delays: Awaited<ReturnType<typeof versionDelays>> | null = null;
    if (concurrency) {
      log(`  ${size}: two solves at once, the version route asked every 20 ms`);
      const token = api.accessToken;
      const solver = optimizer;
      delays = await versionDelays(
        optimizer,
        Promise.all([post(solver, token, request), post(solver, token, request)]),
      );
    }
    return { result, delays };
  } finally {
    await optimizer?.stop();
    await api?.stop();
    await database.dispose();
  }
}

export type VersionDelays = Awaited<ReturnType<typeof versionDelays>>;

/** The table of solves, and the version route's delay during the concurrent solves (when measured). */
export function optimizerReport(results: readonly SizeResult[], delays: VersionDelays | null, largest: number) {
  const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const table = renderTable(
    [
      'projects',
      'candidates',
      'limit',
      'end to end p50',
      'solve p50',
      'status',
      'gap',
      'objective',
      'greedy',
      'ratio',
      'target',
    ],
    results.map((result) => {
      const target = TARGET_MS[result.size];
      const endToEnd = median(result.endToEnd);
      const { meta } = result.answer;
      const ok =
        (target === undefined || endToEnd <= target) &&
        meta.gap !== null &&
        meta.gap <= GAP_TARGET &&
        meta.objective >= result.greedy - 1e-6;
      return [
        String(result.size),
        String(result.candidates),
        formatMoney(result.budgetLimit),
        ms(endToEnd),
        ms(median(result.solve)),
        meta.status,
        meta.gap === null ? 'none' : meta.gap.toExponential(1),
        meta.objective.toFixed(1),
        result.greedy.toFixed(1),
        (meta.objective / result.greedy).toFixed(4),
        `${target === undefined ? '' : `≤ ${target} ms, `}${mark(ok)}`,
      ];
    }),
    ['right', 'right', 'right', 'right', 'right', 'left', 'right', 'right', 'right', 'right', 'left'],
  );
  if (!delays) return table;
  return (
    `${table}\n\nVersion route during two concurrent ${largest}-project solves: ${delays.count} answers, median ` +
    `${ms(delays.median)} ms, slowest ${ms(delays.max)} ms (≤ ${VERSION_DELAY_TARGET_MS} ms: ` +
    `${mark(delays.max <= VERSION_DELAY_TARGET_MS)})`
  );
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  console.log(
    `pnpm bench:optimizer — ${new Date().toISOString()} — Node ${process.version}, ${cpus().length} cores ` +
      `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average at start ${loadText(loadavg())}\n` +
      `code: ${sourceVersion(['apps', 'packages/domain', 'bench'])}\n`,
  );
  if (options.parts.includes('v1')) {
    const largest = Math.max(...options.sizes);
    const results: SizeResult[] = [];
    let delays: Awaited<ReturnType<typeof versionDelays>> | null = null;
    for (const size of options.sizes) {
      const measured = await measureSize(size, options, size === largest);
      results.push(measured.result);
      delays = measured.delays ?? delays;
    }
    console.log(optimizerReport(results, delays, largest));
  }
  if (options.parts.includes('v2')) {
    log('linear-int-opt-v2: the issue-44 instance…');
    console.log(`\nlinear-int-opt-v2 (issue 44's instance)\n${await capitalReport(options.capitalSizes)}`);
  }
  console.log(`\nload average at end ${loadText(loadavg())}`);
}

if (isEntryPoint(import.meta.url)) {
  main()
    .finally(closeBenchPostgres)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
