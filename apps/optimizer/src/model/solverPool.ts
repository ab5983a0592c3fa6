// A fixed pool of worker threads running the optimizer's models (issue 17: "one long solve never blocks other requests
// or the version route"). Jobs beyond the idle threads wait in order — within bounds (issue 44, "one user can keep the
// solver busy"): each person may have a few solves running or waiting, and the whole queue is bounded, so a refusal is
// a 429 at once rather than a wait behind someone's forty requests. A solve whose client gave up is cancelled: taken
// out of the queue, or its thread terminated (HiGHS runs synchronously, so stopping the thread is the only way) and
// replaced by a fresh one.
import { Worker } from 'node:worker_threads';
import { interpolate, messages, type AnyOptimizerRequest, type OptimizerOverrideAuthor } from '@siipro/domain';
import { ApiError } from '@siipro/server';

export interface SolverJob {
  id: number;
  request: AnyOptimizerRequest;
  /** The API's candidates answer as it came (its bytes, moved to the thread without a copy): the thread parses it. */
  candidates: ArrayBuffer;
  timeLimitSeconds?: number;
  /** Who asked (the access token's uid and e-mail): the answer's overrides say they set them. */
  caller?: OptimizerOverrideAuthor;
  /** Sign the answer for this tenant at this time (the key shared with the API): issue 44's saveable answers. */
  signing?: AnswerSigning;
}

/** What the thread needs to sign an answer: the shared key, the tenant and the time (the caller is the job's). */
export interface AnswerSigning {
  key: string;
  tenantSlug: string;
  signedAt: string;
}

/**
 * The answer travels as its JSON's UTF-8 bytes, ready to send and moved without a copy: cloning 50 000 objects, or
 * copying and encoding ~5 MB of text, would cost the service's thread (and delay its version route).
 */
export type SolverReply =
  | { id: number; answer: Uint8Array<ArrayBuffer> }
  /** The request cannot be solved on these candidates, in Spanish: a 400, not a failure of the service. */
  | { id: number; invalid: string }
  | { id: number; error: string };

/** How a job ended: an answer, a request these candidates refuse (400), or a failure of the thread. */
export type SolveOutcome = 'solved' | 'invalid' | 'error';

interface Pending {
  job: SolverJob;
  /** When a thread took it (performance.now()). */
  startedAt?: number;
  resolve: (answer: Uint8Array<ArrayBuffer>) => void;
  reject: (error: Error) => void;
}

export interface SolverPoolLimits {
  /** Solves that may wait for a thread, everyone's together. */
  maxQueued: number;
  /** Solves one person may have running or waiting at once. */
  maxPerUser: number;
}

export const DEFAULT_POOL_LIMITS: SolverPoolLimits = { maxQueued: 16, maxPerUser: 2 };

/** The client went away: its solve was cancelled (nobody reads the answer). */
export class SolveCancelledError extends Error {
  constructor() {
    super('the client disconnected: solve cancelled');
  }
}

/** The thread's entry: it registers tsx, then loads solverWorker.ts. */
const WORKER_URL = new URL('./solverWorker.bootstrap.mjs', import.meta.url);

export class SolverPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private solveListener: ((seconds: number, outcome: SolveOutcome) => void) | undefined;
  private readonly size: number;
  private readonly limits: SolverPoolLimits;
  /** Admitted solves (running, waiting, or still reading their candidates) per person. */
  private readonly perUser = new Map<string, number>();
  private admitted = 0;

  constructor(size: number, limits: Partial<SolverPoolLimits> = {}) {
    this.size = Math.max(1, size);
    this.limits = { ...DEFAULT_POOL_LIMITS, ...limits };
    for (let index = 0; index < this.size; index++) this.idle.push(this.spawn());
  }

  /**
   * A place for one solve of `userId`, taken before any work (reading the candidates included) and given back by the
   * returned function once the answer is sent or the solve ends; a 429 RATE_LIMITED in Spanish when that person
   * already has maxPerUser, or everyone's waiting solves fill the queue.
   */
  admit(userId: string): () => void {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.maxPerUser) {
      throw new ApiError(
        'RATE_LIMITED',
        interpolate(messages.optimizer.errors.userQueueFull, { count: this.limits.maxPerUser }),
      );
    }
    if (this.admitted >= this.size + this.limits.maxQueued) {
      throw new ApiError('RATE_LIMITED', messages.optimizer.errors.queueFull);
    }
    this.perUser.set(userId, mine + 1);
    this.admitted += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    worker.on('message', (reply: SolverReply) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending) {
        this.solved(pending, 'answer' in reply ? 'solved' : 'invalid' in reply ? 'invalid' : 'error');
        if ('answer' in reply) pending.resolve(reply.answer);
        else if ('invalid' in reply) pending.reject(new ApiError('VALIDATION_ERROR', reply.invalid));
        else pending.reject(new Error(reply.error));
      }
      this.release(worker);
    });
    worker.on('error', (error) => {
      // A crashed thread fails its own job only; a fresh one takes its place.
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      const idleIndex = this.idle.indexOf(worker);
      if (idleIndex >= 0) this.idle.splice(idleIndex, 1);
      if (pending) this.solved(pending, 'error');
      pending?.reject(error);
      if (!this.closed) this.release(this.spawn());
    });
    return worker;
  }

  private release(worker: Worker): void {
    const next = this.queue.shift();
    if (next) this.start(worker, next);
    else this.idle.push(worker);
  }

  private start(worker: Worker, pending: Pending): void {
    pending.startedAt = performance.now();
    this.busy.set(worker, pending);
    worker.postMessage(pending.job, [pending.job.candidates]);
  }

  /**
   * The answer's JSON (UTF-8 bytes) for `request` on the API's candidates answer `candidates` (its bytes, handed over:
   * the buffer is detached); an ApiError VALIDATION_ERROR when the request's overrides do not fit these candidates.
   */
  run(
    request: AnyOptimizerRequest,
    candidates: ArrayBuffer,
    timeLimitSeconds?: number,
    caller?: OptimizerOverrideAuthor,
    signal?: AbortSignal,
    signing?: AnswerSigning,
  ) {
    if (this.closed) return Promise.reject(new Error('the solver pool is closed'));
    if (signal?.aborted) return Promise.reject(new SolveCancelledError());
    return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
      const job: SolverJob = { id: this.nextId++, request, candidates };
      if (timeLimitSeconds !== undefined) job.timeLimitSeconds = timeLimitSeconds;
      if (caller !== undefined) job.caller = caller;
      if (signing !== undefined) job.signing = signing;
      const onAbort = () => this.cancel(pending);
      const pending: Pending = {
        job,
        resolve: (answer) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const worker = this.idle.pop();
      if (worker) this.start(worker, pending);
      else this.queue.push(pending);
    });
  }

  /** Told of each job a thread finished: its seconds in the thread (not the wait before it) and how it ended. */
  onSolve(listener: (seconds: number, outcome: SolveOutcome) => void): void {
    this.solveListener = listener;
  }

  private solved(pending: Pending, outcome: SolveOutcome): void {
    if (pending.startedAt !== undefined) this.solveListener?.((performance.now() - pending.startedAt) / 1000, outcome);
  }

  /** Jobs waiting for a thread. */
  get queueLength(): number {
    return this.queue.length;
  }

  /** Threads solving now. */
  get busyThreads(): number {
    return this.busy.size;
  }

  /** Open, with at least one thread (a crashed one is replaced): what readiness asks of the pool. */
  get isUp(): boolean {
    return !this.closed && this.idle.length + this.busy.size > 0;
  }

  /** Solves running now and waiting for a thread (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.busy.size, waiting: this.queue.length };
  }

  /** Drops a waiting solve, or stops the thread running it and puts a fresh thread in its place. */
  private cancel(pending: Pending): void {
    const waiting = this.queue.indexOf(pending);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      pending.reject(new SolveCancelledError());
      return;
    }
    for (const [worker, running] of this.busy) {
      if (running !== pending) continue;
      this.busy.delete(worker);
      worker.removeAllListeners();
      void worker.terminate();
      pending.reject(new SolveCancelledError());
      if (!this.closed) this.release(this.spawn());
      return;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('the solver pool is closed'));
    await Promise.all([...this.idle, ...this.busy.keys()].map((worker) => worker.terminate()));
  }
}
