// `pnpm bench:optimizer`'s v2 leg over HTTP (issue 44: "proven gap ≤ 1e-4 end to end", "the version route stays
// ≤ 50 ms during two concurrent solves"): the real optimizer service (apps/optimizer/src/server.ts, a child process)
// solves issue 44's instance through POST /{slug}/optimizer. The demo seed has no such instance (relations,
// alternatives, provinces and sources in those proportions), so the API the service reads is a stand-in in this
// process: it publishes a fresh key's JWKS (the service verifies the bench's token against it, as against the API's)
// and answers GET /t/{slug}/optimizer/candidates with the instance in the API's encoding (domain's
// encodeCapitalCandidates) — its time is the serving of ~2 MB of JSON, not the API's SQL, which bench:optimizer's v1
// part measures. Two solver threads (OPTIMIZER_THREADS=2), so the two solves really run at once on the 2-core host.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccessTokens } from '../../apps/api/src/auth/accessTokens.ts';
import { generateSigningKeyPem, loadSigningKey } from '../../apps/api/src/auth/signingKey.ts';
import { systemClock } from '../../apps/api/src/clock.ts';
import { encodeCapitalCandidates, type CapitalRequest } from '../../packages/domain/src/index.ts';
import { benchCaller } from '../lists/apiServer.ts';
import { capitalInstance } from './capital.ts';
import {
  BENCH_SLUG as SLUG,
  postOptimizer,
  startOptimizer,
  versionDelays,
  type RunningOptimizer,
} from './optimizerServer.ts';

const TIME_LIMIT_SECONDS = 30;

export interface CapitalHttpRun {
  size: number;
  /** POST to the last byte of the answer, one solve alone. */
  endToEndMs: number;
  solveMs: number;
  status: string;
  gap: number | null;
  objective: number;
  /** The two concurrent solves: each one's end to end. */
  concurrentMs: number[];
  version: { count: number; median: number; max: number };
}

interface AnswerMeta {
  status: string;
  gap: number | null;
  objective: number;
  solveMs: number;
}

async function standInApi(candidatesJson: string, jwks: unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body =
      path === '/.well-known/jwks.json'
        ? JSON.stringify(jwks)
        : path === `/t/${SLUG}/optimizer/candidates`
          ? candidatesJson
          : path === '/health/live'
            ? '{}'
            : null;
    response.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const post = async (optimizer: RunningOptimizer, token: string, request: CapitalRequest) => {
  const { ms, answer } = await postOptimizer<{ meta: AnswerMeta }>(optimizer, token, request);
  return { ms, meta: answer.meta };
};

/** One solve of the `size` instance alone, then two at once with the version route asked throughout. */
export async function capitalHttpRun(size: number): Promise<CapitalHttpRun> {
  const { request, candidates } = capitalInstance(size);
  const pem = await generateSigningKeyPem();
  const tokens = createAccessTokens(await loadSigningKey({ pem }), { ttlSeconds: 3600, clock: systemClock });
  const { accessToken } = await tokens.issue(benchCaller());
  const api = await standInApi(JSON.stringify(encodeCapitalCandidates(candidates)), tokens.jwks());
  let optimizer: RunningOptimizer | null = null;
  try {
    optimizer = await startOptimizer(api.url, {
      OPTIMIZER_THREADS: '2',
      OPTIMIZER_TIME_LIMIT_SECONDS: String(TIME_LIMIT_SECONDS),
    });
    // Warm-up: both threads load HiGHS and compile the model code.
    await Promise.all([post(optimizer, accessToken, request), post(optimizer, accessToken, request)]);
    const alone = await post(optimizer, accessToken, request);
    const solver = optimizer;
    const pair = Promise.all([post(solver, accessToken, request), post(solver, accessToken, request)]);
    const version = await versionDelays(optimizer, pair);
    const both = await pair;
    return {
      size,
      endToEndMs: alone.ms,
      solveMs: alone.meta.solveMs,
      status: alone.meta.status,
      gap: alone.meta.gap,
      objective: alone.meta.objective,
      concurrentMs: both.map((run) => run.ms),
      version,
    };
  } finally {
    await optimizer?.stop();
    await new Promise<void>((resolve) => api.server.close(() => resolve()));
  }
}
