// One thread of the solver pool (solverPool.ts): for each job it is sent, one at a time, parses the API's candidates,
// runs linear-int-opt-v1 or v2 and answers the answer's JSON bytes — so the heavy parts (parsing, the HiGHS solve, writing 50 000
// reasons) block only this thread, never the service's requests or its version route.
import { parentPort } from 'node:worker_threads';
import { isCapitalRequest, optimizerAnswerClaim, type ValidationResult } from '@siipro/domain';
import { signOptimizerClaim } from '@siipro/server';
import { parseCandidates, parseCapitalCandidatesAnswer } from '../apiCandidates.ts';
import { optimize, optimizeCapital, type CapitalAnswer, type OptimizerAnswer } from './optimize.ts';
import type { SolverJob, SolverReply } from './solverPool.ts';

if (!parentPort) throw new Error('solverWorker.ts runs only as a worker thread');
const port = parentPort;

port.on('message', (job: SolverJob) => {
  Promise.resolve()
    .then((): Promise<ValidationResult<OptimizerAnswer | CapitalAnswer>> => {
      const options = { timeLimitSeconds: job.timeLimitSeconds, caller: job.caller ?? null };
      return isCapitalRequest(job.request)
        ? optimizeCapital(job.request, parseCapitalCandidatesAnswer(job.candidates), options)
        : optimize(job.request, parseCandidates(job.candidates), options);
    })
    .then(
      (answer) => {
        if (!answer.ok) {
          port.postMessage({ id: job.id, invalid: answer.error } satisfies SolverReply);
          return;
        }
        const { signing, caller } = job;
        if (signing && caller) {
          // The answer's claim, signed with the key the API shares: a scenario save must post it unchanged.
          const { key, tenantSlug, signedAt } = signing;
          const claim = optimizerAnswerClaim({
            tenantSlug,
            userId: caller.userId,
            signedAt,
            request: job.request,
            answer: answer.value,
          });
          answer.value.meta.signature = { signedAt, value: signOptimizerClaim(key, claim) };
        }
        const bytes = new TextEncoder().encode(JSON.stringify(answer.value));
        port.postMessage({ id: job.id, answer: bytes } satisfies SolverReply, [bytes.buffer]);
      },
      (error: unknown) => port.postMessage({ id: job.id, error: String(error) } satisfies SolverReply),
    );
});
