// The real API as a child process: apps/api/src/server.ts itself (migrate, open the configured database, createApp,
// @hono/node-server), run by node with tsx as `pnpm --filter @siipro/api start` runs it, on a free port of 127.0.0.1.
// The benchmark calls it over HTTP with one kept-alive connection, as a browser tab would.
//
// Authentication: instead of signing in through Firebase (an Auth emulator the benchmark would have to start), the
// benchmark hands the server a fresh ES256 signing key (SIIPRO_JWT_PRIVATE_KEY) and mints the admin's access token
// with the API's own token module and that key: the very token POST /auth/exchange would give. Everything behind it
// (bearer verification, membership lookup, the list) is the server's real request path.
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAccessTokens } from '../../apps/api/src/auth/accessTokens.ts';
import { generateSigningKeyPem, loadSigningKey } from '../../apps/api/src/auth/signingKey.ts';
import { systemClock } from '../../apps/api/src/clock.ts';
import { demoUserId } from '../../apps/api/src/seed/stableIds.ts';
import { demoAccounts } from '../../packages/domain/src/index.ts';
import { freePort } from '../../apps/api/test/support/localPostgres.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = 'apps/api/src/server.ts';
// A minute is plenty on a quiet host; a loaded one (several benchmarks at once) may ask for more with
// BENCH_API_START_SECONDS.
const START_TIMEOUT_MS = Number(process.env.BENCH_API_START_SECONDS || 60) * 1000;

export interface HttpSample {
  status: number;
  body: string;
  /** The body as sent (still compressed when the answer has a Content-Encoding). */
  raw: Buffer;
  /** Length of the body as sent (bytes). */
  bytes: number;
  headers: IncomingHttpHeaders;
  ms: number;
}

export interface RunningApi {
  baseUrl: string;
  /** The API process's id (the import bench reads its memory from /proc). */
  pid: number;
  /** The admin's access token the calls carry (another service calling as the admin needs it too). */
  accessToken: string;
  /** GET `path` with the admin's bearer token (and `headers`); resolves when the whole body has arrived. */
  get(path: string, headers?: Record<string, string>): Promise<HttpSample>;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL): no request finished, nothing flushed (the soak's crash test). */
  kill(): Promise<void>;
}

/** Who the benchmark calls the API as: the seeded admin@siipro.test, a member (admin) of cenit-demo. */
export function benchCaller(): { userId: string; email: string } {
  const admin = demoAccounts.find((account) => account.email === 'admin@siipro.test');
  if (!admin) throw new Error('admin@siipro.test is missing from the demo accounts');
  return { userId: demoUserId(admin.uid), email: admin.email };
}

// One free-port probe for the tests and the benches.
export { freePort };

function httpGet(
  agent: Agent,
  port: number,
  path: string,
  token: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<HttpSample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const ms = performance.now() - started;
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          body: body.toString('utf8'),
          raw: body,
          bytes: body.length,
          headers: response.headers,
          ms,
        });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the API on `env` (DATABASE_URL or DATA_DIR) and waits until it answers GET /. The caller must not hold the
 * database open when it is PGlite (one process per data directory: the server would refuse the lock). Processes
 * started with the same SIIPRO_JWT_PRIVATE_KEY in `env` accept each other's tokens (several API processes on one
 * database); without it each gets a fresh key.
 */
export async function startApi(env: NodeJS.ProcessEnv): Promise<RunningApi> {
  const pem = env.SIIPRO_JWT_PRIVATE_KEY || (await generateSigningKeyPem());
  const accessTokens = createAccessTokens(await loadSigningKey({ pem }), { ttlSeconds: 3600, clock: systemClock });
  const { accessToken } = await accessTokens.issue(benchCaller());

  // A restarted process takes its old port again (API_PORT in `env`), as behind a load balancer.
  const port = env.API_PORT ? Number(env.API_PORT) : await freePort();
  // BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") goes to the API's node only: NODE_OPTIONS
  // refuses --cpu-prof, and a profile of the benchmark's own process is not the one wanted.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SIIPRO_JWT_PRIVATE_KEY: pem,
      // Request lines at info would be written for every sample; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Benchmarks and soaks call as one account at rates no person reaches: its write limit is not what they measure.
      WRITE_RATE_LIMIT: env.WRITE_RATE_LIMIT ?? process.env.WRITE_RATE_LIMIT ?? '1000000',
      // A non-demo project id: the API then expects no Auth emulator (config.ts) and starts without waiting for one.
      FIREBASE_PROJECT_ID: 'siipro-bench',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited during start-up (${child.exitCode}):\n${stderr}`);
    try {
      const answer = await httpGet(agent, port, '/', null);
      if (answer.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the API did not answer within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    accessToken,
    get: (path, headers) => httpGet(agent, port, path, accessToken, headers),
    async stop() {
      agent.destroy();
      // SIGTERM: server.ts finishes in-flight requests and closes the database (PGlite flushes its files).
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      agent.destroy();
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
