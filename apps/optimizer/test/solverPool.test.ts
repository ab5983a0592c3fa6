// The solver pool's fairness (issue 44, "one user can keep the solver busy"): a person gets at most maxPerUser solves
// at once and everyone's waiting solves are bounded, each refusal a Spanish 429; a solve whose client went away is
// cancelled — out of the queue, or its thread stopped and replaced, the pool still answering afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import {
  encodeCapitalCandidates,
  type CapitalCandidateInput,
  type CapitalRequest,
  type OptimizerRequest,
} from '@siipro/domain';
import { ApiError } from '@siipro/server';
import { SolveCancelledError, SolverPool } from '../src/model/solverPool.ts';

const pools: SolverPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));
const poolOf = (...args: ConstructorParameters<typeof SolverPool>) => {
  const pool = new SolverPool(...args);
  pools.push(pool);
  return pool;
};

function refusal(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A capital-budgeting instance that keeps a thread busy for seconds (many candidates, tight yearly limits). */
function heavyJob(size: number): { request: CapitalRequest; bytes: () => ArrayBuffer } {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const candidates: CapitalCandidateInput[] = Array.from({ length: size }, (_, index) => ({
    projectId: `p${index}`,
    name: null,
    budget_amount: Math.round(10 ** (6 + next() * 3)),
    duration_months: 6 + Math.floor(next() * 40),
    score: Math.round(next() * 100),
    beneficiary_count: Math.round(next() * 10_000),
    start: `${2027 + Math.floor(next() * 4)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
    fundingSource: ['Tesoro', 'BID', 'BIRF'][index % 3]!,
    province: `Provincia ${index % 20}`,
    organization: null,
    executingArea: null,
    inExecution: false,
    requires: index > 0 && index % 37 === 0 ? [`p${index - 1}`] : [],
    alternativeGroup: index % 50 < 2 ? `g${Math.floor(index / 50)}` : null,
  }));
  const total = candidates.reduce((sum, candidate) => sum + candidate.budget_amount!, 0);
  const request: CapitalRequest = {
    model: 'linear-int-opt-v2',
    criteria: [
      { key: 'score', weight: 3, direction: 'maximize' },
      { key: 'beneficiary_count', weight: 1, direction: 'maximize' },
    ],
    budgetLimit: Math.round(total * 0.3),
    years: [2027, 2028, 2029, 2030].map((year) => ({ year, limit: Math.round(total / 14) })),
    fundingCaps: [{ fundingSource: 'BID', limit: Math.round(total * 0.05) }],
    minShare: Array.from({ length: 20 }, (_, index) => ({
      by: 'province' as const,
      group: `Provincia ${index}`,
      share: 0.03,
    })),
  };
  return { request, bytes: () => new TextEncoder().encode(JSON.stringify(encodeCapitalCandidates(candidates))).buffer };
}

const small: OptimizerRequest = {
  model: 'linear-int-opt-v1',
  criteria: [{ key: 'score', weight: 1, direction: 'maximize' }],
  budgetLimit: 100,
};
const smallBytes = () =>
  new TextEncoder().encode(
    JSON.stringify({
      n: 2,
      projectIds: ['a', 'b'],
      budget_amount: [60, 70],
      duration_months: [1, 1],
      score: [10, 20],
      beneficiary_count: [null, null],
    }),
  ).buffer;

describe('SolverPool bounds', () => {
  it('refuses a person’s solve beyond maxPerUser, and anyone’s beyond the queue, with a Spanish 429', () => {
    const pool = poolOf(1, { maxQueued: 2, maxPerUser: 2 });
    const releaseA1 = pool.admit('ana');
    pool.admit('ana');
    const perUser = refusal(() => pool.admit('ana'));
    expect([perUser.code, perUser.status]).toEqual(['RATE_LIMITED', 429]);
    expect(perUser.message).toBe('Ya tienes 2 optimizaciones en curso. Espera a que terminen antes de pedir otra.');
    pool.admit('beto');
    // One thread and two waiting places: the fourth solve overall is refused, whoever asks.
    const full = refusal(() => pool.admit('carla'));
    expect([full.code, full.status]).toEqual(['RATE_LIMITED', 429]);
    expect(full.message).toBe(
      'El optimizador está ocupado con otras solicitudes. Vuelve a intentarlo en unos segundos.',
    );
    // A place given back is free again (and giving it back twice frees one place only).
    releaseA1();
    releaseA1();
    pool.admit('carla');
    expect(() => pool.admit('dario')).toThrow(ApiError);
  });
});

describe('SolverPool cancellation', () => {
  it('cancels a waiting solve and a running one when their clients go away; the pool keeps answering', async () => {
    const pool = poolOf(1);
    const heavy = heavyJob(6000);
    const running = new AbortController();
    const waiting = new AbortController();
    const started = performance.now();
    const first = pool.run(heavy.request, heavy.bytes(), 60, undefined, running.signal);
    const second = pool.run(small, smallBytes(), 60, undefined, waiting.signal);
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    waiting.abort();
    await expect(second).rejects.toBeInstanceOf(SolveCancelledError);
    expect(pool.load).toEqual({ running: 1, waiting: 0 });
    // Let the heavy solve get going, then give up on it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running.abort();
    await expect(first).rejects.toBeInstanceOf(SolveCancelledError);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
    // A fresh thread took the stopped one's place.
    const answer = JSON.parse(new TextDecoder().decode(await pool.run(small, smallBytes(), 60)));
    expect(answer.meta).toMatchObject({ model: 'linear-int-opt-v1', status: 'optimal', objective: 100 });
    // A signal already aborted never starts a solve.
    const gone = new AbortController();
    gone.abort();
    await expect(pool.run(small, smallBytes(), 60, undefined, gone.signal)).rejects.toBeInstanceOf(SolveCancelledError);
  }, 60_000);

  it('runs a v2 request on the API’s columns in its thread', async () => {
    const pool = poolOf(1);
    const job = heavyJob(60);
    const answer = JSON.parse(new TextDecoder().decode(await pool.run(job.request, job.bytes(), 20)));
    expect(answer.meta.model).toBe('linear-int-opt-v2');
    expect(['optimal', 'infeasible']).toContain(answer.meta.status);
    expect(answer.years).toHaveLength(4);
  }, 60_000);
});
