// The optimizer service as a child process: apps/optimizer/src/server.ts itself, run by node with tsx as
// `pnpm --filter @siipro/optimizer start` runs it, on a free port, reading candidates and the JWKS from `apiUrl`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exited, freePort } from '../lists/apiServer.ts';

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
