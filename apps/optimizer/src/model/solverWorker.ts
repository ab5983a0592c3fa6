// One thread of the solver pool (solverPool.ts): runs linear-int-opt-v1 for each job it is sent, one at a time, so a
// long HiGHS solve blocks only this thread — never the service's requests or its version route.
import { parentPort } from 'node:worker_threads';
import { optimize } from './optimize.ts';
import type { SolverJob, SolverReply } from './solverPool.ts';

if (!parentPort) throw new Error('solverWorker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (job: SolverJob) => {
  optimize(job.request, job.candidates, { timeLimitSeconds: job.timeLimitSeconds }).then(
    (answer) => port.postMessage({ id: job.id, answer } satisfies SolverReply),
    (error: unknown) => port.postMessage({ id: job.id, error: String(error) } satisfies SolverReply),
  );
});
