// One thread of the solver pool (solverPool.ts): for each job it is sent, one at a time, parses the API's candidates,
// runs linear-int-opt-v1 and answers the answer's JSON — so the heavy parts (parsing, the HiGHS solve, writing 50 000
// reasons) block only this thread, never the service's requests or its version route.
import { parentPort } from 'node:worker_threads';
import { parseCandidates } from '../apiCandidates.ts';
import { optimize } from './optimize.ts';
import type { SolverJob, SolverReply } from './solverPool.ts';

if (!parentPort) throw new Error('solverWorker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (job: SolverJob) => {
  Promise.resolve()
    .then(() =>
      optimize(job.request, parseCandidates(job.candidatesJson), {
        timeLimitSeconds: job.timeLimitSeconds,
        caller: job.caller ?? null,
      }),
    )
    .then(
      (answer) =>
        port.postMessage(
          (answer.ok
            ? { id: job.id, answerJson: JSON.stringify(answer.value) }
            : { id: job.id, invalid: answer.error }) satisfies SolverReply,
        ),
      (error: unknown) => port.postMessage({ id: job.id, error: String(error) } satisfies SolverReply),
    );
});
