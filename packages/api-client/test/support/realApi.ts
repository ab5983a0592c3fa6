// The real API for the client's tests: apps/api/src/server.ts as a child process (as `pnpm --filter @siipro/api
// start` runs it) on a free port of 127.0.0.1, over its own copy of a PGlite directory migrated and seeded with the
// demo data once per run. A package may not import an app, so the access tokens come from the API's own token module
// through apps/api/scripts/access-tokens.ts, run as a process: the tokens POST /auth/exchange would give the demo
// accounts.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import {
  optimizerAnswerClaim,
  type AnyOptimizerRequest,
  type CapitalAnswer,
  type OptimizerAnswer,
} from '@siipro/domain';
import { createApiClient, createMemoryTokenStore, isApiError, type ApiClient, type ApiError } from '../../src/index.ts';

/** These tests start the API only: an address where no optimizer listens (a run would fail to connect). */
export const OPTIMIZER_NOT_STARTED = 'http://127.0.0.1:9';

const apiRoot = fileURLToPath(new URL('../../../../apps/api/', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface RealApi {
  baseUrl: string;
  /** An access token of each demo account asked for. */
  tokens: Record<string, string>;
  /** A client signed in as one of those accounts (its token valid for an hour; no refresh, no redirects). */
  clientAs(email: string): ApiClient;
  stop(): Promise<void>;
}

/** The ApiError a call fails with; any other outcome fails the test. */
export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The key the API checks a scenario save's signature with (issue 44): these tests sign as the optimizer would. */
const OPTIMIZER_SIGNING_KEY = 'api-client-test-optimizer-signing-key-0123456789';

/**
 * `answer` with the signature the optimizer service gives it for `request`, in `tenantSlug`, for the holder of
 * `token` (its `sub`): HMAC-SHA256 of domain's claim, as @siipro/server signs it (a package this one may not import).
 */
export function signedAsTheOptimizer<Answer extends OptimizerAnswer | CapitalAnswer>(
  answer: Answer,
  request: AnyOptimizerRequest,
  token: string,
  tenantSlug: string,
): Answer {
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
  const signedAt = new Date().toISOString();
  const claim = optimizerAnswerClaim({ tenantSlug, userId, signedAt, request, answer });
  const value = createHmac('sha256', OPTIMIZER_SIGNING_KEY).update(claim).digest('base64url');
  return { ...answer, meta: { ...answer.meta, signature: { signedAt, value } } };
}

/** The API running on `dataDir`, answering on a free port of 127.0.0.1; `stop` ends it (SIGTERM). */
async function runApi(dataDir: string, pem: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SIIPRO_JWT_PRIVATE_KEY: pem,
      OPTIMIZER_SIGNING_KEY,
      LOG_LEVEL: 'warn',
      // A non-demo project id: the API then expects no Auth emulator and starts without waiting for one.
      FIREBASE_PROJECT_ID: 'siipro-api-client-test',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const stop = async () => {
    // SIGTERM: server.ts finishes in-flight requests and closes the database.
    child.kill('SIGTERM');
    await exited(child);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited during start-up (${child.exitCode}):\n${stderr}`);
    }
    const answer = await fetch(`${baseUrl}/`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the API did not answer within ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop };
}

/**
 * A PGlite directory the API has migrated and seeded with the demo data, made once per test run (the global setup,
 * seededDataDir.ts): every test file starts its API on a copy, which skips the seeding (~6 s a file).
 */
export async function makeSeededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'siipro-api-client-seeded-'));
  const api = await runApi(dataDir, '');
  await api.stop();
  return dataDir;
}

export async function startRealApi(emails: readonly string[]): Promise<RealApi> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/access-tokens.ts', ...emails],
    { cwd: apiRoot },
  );
  const { pem, tokens } = JSON.parse(stdout) as { pem: string; tokens: Record<string, string> };

  const dataDir = mkdtempSync(join(tmpdir(), 'siipro-api-client-'));
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const api = await runApi(dataDir, pem).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { baseUrl } = api;
  const stop = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const clientAs = (email: string) =>
    createApiClient({
      baseUrl,
      optimizerBaseUrl: OPTIMIZER_NOT_STARTED,
      tokenStore: createMemoryTokenStore({ accessToken: tokens[email]!, expiresAt: Date.now() + 3_600_000 }),
      onAuthFailure: () => {},
      onInviteRequired: () => {},
    });
  return { baseUrl, tokens, clientAs, stop };
}
