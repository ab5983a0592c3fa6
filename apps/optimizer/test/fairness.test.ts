// Fairness through POST /{slug}/optimizer itself (issue 44, "one user can keep the solver busy"): a person's second
// solve while the first is still in progress answers 429 in Spanish, as does anyone's once the queue is full — at once,
// without reading candidates —; a request whose client went away ends without an answer (499) and gives its place
// back — its candidates' read aborted if it was still reading them —; and every answer carries the signature the API
// checks when it is saved. The candidates' read is held open by the test (a promise it resolves), so "in progress" is
// a state, not a timing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  interpolate,
  messages,
  optimizerAnswerClaim,
  type OptimizerAnswer,
  type OptimizerRequest,
} from '@siipro/domain';
import { createLogger, verifyOptimizerClaim, type AccessTokenVerifier } from '@siipro/server';
import { apiFetchAt, fetchCandidatesBytes, type ApiFetch } from '../src/apiCandidates.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SolverPool } from '../src/model/solverPool.ts';

const KEY = 'fairness-test-signing-key-0123456789abcdef';
const solvers = new SolverPool(1, { maxPerUser: 1, maxQueued: 0 });
afterAll(() => solvers.close());

/** The token is the person's id: this suite is about the queue, not about tokens (tokens.test.ts is). */
const accessTokens: AccessTokenVerifier = {
  verify: async (token) => ({ userId: token, email: `${token}@siipro.test` }),
};

const candidates = JSON.stringify({
  n: 2,
  projectIds: ['a', 'b'],
  budget_amount: [60, 70],
  duration_months: [1, 1],
  score: [10, 20],
  beneficiary_count: [null, null],
});

/**
 * Candidate reads wait here until the test lets them go; each call says it arrived, with the signal it was given. As
 * fetch does, a held read whose signal aborts rejects with the signal's reason.
 */
let held: { arrived: (signal: AbortSignal | null) => void; release: Promise<void> } | null = null;
const apiFetch: ApiFetch = async (_path, init) => {
  if (held) {
    const { arrived, release } = held;
    held = null;
    const signal = init.signal ?? null;
    arrived(signal);
    await new Promise<void>((resolve, reject) => {
      release.then(resolve, reject);
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
  return new Response(candidates, { status: 200, headers: { 'content-type': 'application/json' } });
};

function hold() {
  let arrived!: (signal: AbortSignal | null) => void;
  let release!: () => void;
  const reached = new Promise<AbortSignal | null>((resolve) => (arrived = resolve));
  held = { arrived, release: new Promise<void>((resolve) => (release = resolve)) };
  return { reached, release };
}

const app = createApp({
  config: loadConfig({ LOG_LEVEL: 'silent', OPTIMIZER_SIGNING_KEY: KEY }),
  logger: createLogger({ level: 'silent', service: 'siipro-optimizer' }),
  accessTokens,
  apiFetch,
  solvers,
});

const request: OptimizerRequest = {
  model: 'linear-int-opt-v1',
  criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  budgetLimit: 100,
};

const solve = (person: string, signal?: AbortSignal) =>
  app.request('http://127.0.0.1:3001/cenit-demo/optimizer', {
    method: 'POST',
    headers: { authorization: `Bearer ${person}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
    ...(signal ? { signal } : {}),
  });

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(429);
  const body = (await response.json()) as { errorCode: string; message: string };
  expect(body.errorCode).toBe('RATE_LIMITED');
  return body.message;
}

// The first solve starts a solver thread (tsx compiles the model there): seconds on a busy machine.
describe('the optimizer route’s fairness', { timeout: 60_000 }, () => {
  it('answers 429 in Spanish to a person’s second solve and to anyone past the queue, then serves them', async () => {
    const { reached, release } = hold();
    const first = solve('ana');
    await reached;
    expect(await refusal(await solve('ana'))).toBe(interpolate(messages.optimizer.errors.userQueueFull, { count: 1 }));
    expect(await refusal(await solve('beto'))).toBe(messages.optimizer.errors.queueFull);
    release();
    const answered = await first;
    expect(answered.status).toBe(200);
    // Its place given back: the next solves are served.
    expect((await solve('beto')).status).toBe(200);
    expect((await solve('ana')).status).toBe(200);
  });

  it('ends a solve whose client went away without an answer (499), and gives its place back', async () => {
    const { reached, release } = hold();
    const client = new AbortController();
    const gone = solve('ana', client.signal);
    await reached;
    client.abort();
    release();
    expect((await gone).status).toBe(499);
    expect(solvers.load).toEqual({ running: 0, waiting: 0 });
    expect((await solve('ana')).status).toBe(200);
  });

  it('aborts the candidates’ read when its client goes away during it: 499 without the read ever answering', async () => {
    // The read is never released: only its abort can end the request.
    const { reached } = hold();
    const client = new AbortController();
    const gone = solve('ana', client.signal);
    const read = await reached;
    expect(read).not.toBeNull();
    expect(read!.aborted).toBe(false);
    client.abort();
    expect(read!.aborted).toBe(true);
    expect((await gone).status).toBe(499);
    expect(solvers.load).toEqual({ running: 0, waiting: 0 });
    expect((await solve('ana')).status).toBe(200);
  });

  it('signs each answer for its tenant, person and request with the key it shares with the API', async () => {
    const response = await solve('ana');
    const answer = (await response.json()) as OptimizerAnswer;
    const signature = answer.meta.signature!;
    const claim = (userId: string, tenantSlug = 'cenit-demo') =>
      optimizerAnswerClaim({ tenantSlug, userId, signedAt: signature.signedAt, request, answer });
    expect(verifyOptimizerClaim(KEY, claim('ana'), signature.value)).toBe(true);
    expect(verifyOptimizerClaim(KEY, claim('beto'), signature.value)).toBe(false);
    expect(verifyOptimizerClaim(KEY, claim('ana', 'obras-publicas'), signature.value)).toBe(false);
  });
});

describe('the candidates’ read over HTTP', () => {
  it('closes its request to the API when its signal aborts, so the API sees its client go', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let closed!: () => void;
    const apiSawClose = new Promise<void>((resolve) => (closed = resolve));
    // An API that never answers: only the optimizer's abort ends the request.
    const api = createServer((_request, response) => {
      response.on('close', closed);
      arrived();
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = api.address() as AddressInfo;
      const person = new AbortController();
      const read = fetchCandidatesBytes(apiFetchAt(`http://127.0.0.1:${port}`), 'cenit-demo', 'token', person.signal);
      await reached;
      person.abort();
      await expect(read).rejects.toMatchObject({ name: 'AbortError' });
      await apiSawClose;
    } finally {
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
