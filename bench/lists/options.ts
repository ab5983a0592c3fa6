// Command-line flags of `pnpm bench:lists`. Defaults are the full measurement of issue 4; the flags let a developer
// run a quick version (`--sizes 1k --samples 10 --backend pg`).

export type BackendName = 'pg' | 'pglite';

export interface BenchOptions {
  /** Projects generated for cenit-demo, one fresh database per size (PostgreSQL). */
  sizes: number[];
  /** Timed samples per query, after the warm-up. */
  samples: number;
  /** Untimed rounds per query first (plans, caches). */
  warmup: number;
  /**
   * Untimed rounds of every query, in turn, once the API has started and before any query is timed. V8 optimises a
   * function only after many calls, and the request path is hundreds of them; a server that has been up for a while
   * runs them optimised, and that is the server to measure, not one that has answered five requests.
   */
  serverWarmup: number;
  backends: BackendName[];
  /** Projects for PGlite: by default the largest of `sizes` (seeding PGlite is the slow part). */
  pgliteSize: number;
  /** Only the queries whose label contains this text. */
  only: string | null;
  /** Whose plans to print (EXPLAIN ANALYZE of both statements): the queries that miss a target, all, or none. */
  explain: 'misses' | 'all' | 'none';
  /** Whole downloads of the export per format and size (0: none). */
  exportSamples: number;
}

export const USAGE = `pnpm bench:lists [--sizes 1k,10k,100k] [--samples 100] [--warmup 5] [--server-warmup 50]
                 [--backend pg|pglite|both] [--pglite-size 100k] [--only <label text>] [--explain misses|all|none]
                 [--export-samples 3]`;

/** `100000`, `100k`, `1m` → a positive integer. */
export function parseCount(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[match?.[2]?.toLowerCase() ?? ''];
  const value = match && factor ? Math.round(Number(match[1]) * factor) : NaN;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag}: expected a positive count, got "${text}"`);
  return value;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--') continue;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument "${arg}"\n${USAGE}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) flags.set(name, argv[++index]!);
    else flags.set(name, true);
  }
  const known = new Set([
    'sizes',
    'samples',
    'warmup',
    'server-warmup',
    'backend',
    'pglite-size',
    'only',
    'explain',
    'export-samples',
    'help',
  ]);
  for (const name of flags.keys()) if (!known.has(name)) throw new Error(`unknown flag --${name}\n${USAGE}`);
  if (flags.has('help')) {
    console.log(USAGE);
    process.exit(0);
  }
  const text = (name: string) => {
    const value = flags.get(name);
    if (value === true) throw new Error(`--${name} needs a value\n${USAGE}`);
    return value;
  };

  const sizes = (text('sizes') ?? '1k,10k,100k')
    .split(',')
    .filter(Boolean)
    .map((part) => parseCount(part, '--sizes'))
    .sort((a, b) => a - b);
  if (sizes.length === 0) throw new Error('--sizes needs at least one size');
  const backend = text('backend') ?? 'both';
  if (!['pg', 'pglite', 'both'].includes(backend)) throw new Error(`--backend must be pg, pglite or both\n${USAGE}`);
  const pgliteSize = text('pglite-size');
  const explain = text('explain') ?? 'misses';
  if (explain !== 'misses' && explain !== 'all' && explain !== 'none') {
    throw new Error(`--explain must be misses, all or none\n${USAGE}`);
  }
  const exportSamples = Number(text('export-samples') ?? 3);
  if (!Number.isInteger(exportSamples) || exportSamples < 0) {
    throw new Error(`--export-samples must be a whole number (0: no export)\n${USAGE}`);
  }
  return {
    sizes,
    samples: parseCount(text('samples') ?? '100', '--samples'),
    warmup: Number(text('warmup') ?? 5),
    serverWarmup: Number(text('server-warmup') ?? 50),
    backends: backend === 'both' ? ['pg', 'pglite'] : [backend as BackendName],
    pgliteSize: pgliteSize ? parseCount(pgliteSize, '--pglite-size') : sizes.at(-1)!,
    only: text('only') ?? null,
    explain,
    exportSamples,
  };
}
