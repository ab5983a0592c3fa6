// The optimizer service as a child process: apps/optimizer/src/server.ts itself, run by node with tsx as
// `pnpm --filter @siipro/optimizer start` runs it, on a free port, reading candidates and the JWKS from `apiUrl`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exited, freePort } from '../lists/apiServer.ts';
import { median } from '../lists/stats.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface RunningOptimizer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** With the service's own default of solver threads (OPTIMIZER_THREADS: one per core but one) unless `env` says. */
export async function startOptimizer(apiUrl: string, env: NodeJS.ProcessEnv = {}): Promise<RunningOptimizer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/optimizer/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      API_URL: apiUrl,
      OPTIMIZER_HOST: '127.0.0.1',
      OPTIMIZER_PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the optimizer exited during start-up (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the optimizer did not answer within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** The tenant every optimizer benchmark solves for (the demo seed's, or the stand-in API's). */
export const BENCH_SLUG = 'cenit-demo';

/** One solve through the service's HTTP route, timed end to end; `T` is the answer's shape the caller reads. */
export async function postOptimizer<T>(optimizer: RunningOptimizer, token: string, request: unknown) {
  const started = performance.now();
  const response = await fetch(`${optimizer.baseUrl}/${BENCH_SLUG}/optimizer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST optimizer answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(text) as T };
}

/** The version route (GET /) asked every 20 ms while `work` runs: how many answers, the median and the slowest. */
export async function versionDelays(optimizer: RunningOptimizer, work: Promise<unknown>) {
  const times: number[] = [];
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const started = performance.now();
    await (await fetch(optimizer.baseUrl)).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await work;
  return { count: times.length, median: median(times), max: Math.max(...times) };
}
