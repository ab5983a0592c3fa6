// `pnpm soak restart`: a rolling restart (issue 46). Two API processes share one PostgreSQL database and one signing
// key; `--connections` clients read the list and post comments through them, as a load balancer would spread them;
// then each process in turn gets SIGTERM, is waited for until it has exited, started again on its port and waited for
// until /health/ready answers 200, before the next. The clients behave as README "Rolling restart" asks of a load
// balancer: they probe each process's /health/ready and send nothing new to one that is not ready, and a request
// whose connection is refused is sent once more, to the other process. Targets: 0 failed requests,
// and every acknowledged comment in the database.
import { request } from 'node:http';
import { generateSigningKeyPem } from '../apps/api/src/auth/signingKey.ts';
import { freePort, startApi, type RunningApi } from '../bench/lists/apiServer.ts';
import { seedDatabase } from '../bench/lists/databases.ts';
import { firstProject, SLUG } from './demoTenant.ts';
import { missingWrites, type WriteOutcome } from './faults/writes.ts';
import { check, log, sleep, type SoakPart } from './part.ts';

const SOAK_DATABASE = 'siipro_soak_restart';
/** Seconds a stopping process keeps serving while /health/ready answers 503 (the balancer's time to move away). */
const DRAIN_SECONDS = 2;
/** How often the balancer asks each process /health/ready (well within the drain). */
const PROBE_INTERVAL_MS = 250;

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on a connection of its own (no keep-alive: a socket kept open to a process that is stopping is not
 * what this test is about); rejects with the socket's error code when there is no answer.
 */
function send(port: number, method: string, path: string, token: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const refused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

export const rollingRestart: SoakPart = {
  describe: 'two API processes on PostgreSQL restarted one at a time under reads and writes: nothing lost',
  flags: { connections: { help: 'concurrent clients (50)', default: 50 } },
  async run(flags) {
    log('PostgreSQL: seeding the demo tenants…');
    const database = await seedDatabase('pg', undefined, SOAK_DATABASE);
    const env = {
      ...database.env,
      SIIPRO_JWT_PRIVATE_KEY: await generateSigningKeyPem(),
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    };
    const ports = [await freePort(), await freePort()];
    const apis: RunningApi[] = [];
    for (const port of ports) apis.push(await startApi({ ...env, API_PORT: String(port) }));
    const token = apis[0]!.accessToken;
    const tag = `reinicio ${Date.now()}`;
    const outcomes: WriteOutcome[] = [];
    const reads = { ok: 0, failed: 0, retried: 0 };
    const failures: string[] = [];
    let stopping = false;
    try {
      const project = await firstProject(apis[0]!);
      // The balancer's health probe: a process whose /health/ready does not answer 200 gets no new request (it
      // answers 503 from SIGTERM on, for DRAIN_SECONDS, while it still serves what it has).
      const ready = ports.map(() => true);
      const probe = (async () => {
        while (!stopping) {
          await Promise.all(
            ports.map(async (port, index) => {
              const answer = await send(port, 'GET', '/health/ready', token).catch(() => ({ status: 0 }));
              ready[index] = answer.status === 200;
            }),
          );
          await sleep(PROBE_INTERVAL_MS);
        }
      })();
      /** The client's own process while it is ready, else the other; a refused connection once more to the other. */
      const balanced = async (client: number, method: string, path: string, body?: string) => {
        const preferred = client % 2;
        const first = ready[preferred] || !ready[1 - preferred] ? preferred : 1 - preferred;
        try {
          return await send(ports[first]!, method, path, token, body);
        } catch (error) {
          if (!refused(error)) throw error;
          reads.retried++;
          return send(ports[1 - first]!, method, path, token, body);
        }
      };
      const client = async (id: number) => {
        for (let sequence = 0; !stopping; sequence++) {
          const text = `${tag} ${id}-${sequence}`;
          try {
            const list = await balanced(id, 'GET', `/t/${SLUG}/projects?type=proyecto&limit=10`);
            if (list.status === 200) reads.ok++;
            else {
              reads.failed++;
              failures.push(`GET ${list.status}`);
            }
            const path = `/t/${SLUG}/projects/${project.projectId}/activity`;
            const write = await balanced(id, 'POST', path, JSON.stringify({ text }));
            outcomes.push({ text, status: write.status, doneAt: performance.now() });
            if (write.status !== 201) failures.push(`POST ${write.status} ${write.body.slice(0, 120)}`);
          } catch (error) {
            outcomes.push({ text, status: 0, doneAt: performance.now() });
            failures.push(`sin respuesta (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
          }
        }
      };
      const clients = Array.from({ length: flags.connections! }, (_, id) => client(id));

      await sleep(3000);
      const restarts: string[] = [];
      for (let index = 0; index < apis.length; index++) {
        const started = performance.now();
        log(`restart of process ${index + 1} (port ${ports[index]}): SIGTERM`);
        await apis[index]!.stop();
        apis[index] = await startApi({ ...env, API_PORT: String(ports[index]) });
        for (;;) {
          const ready = await apis[index]!.get('/health/ready').catch(() => ({ status: 0 }));
          if (ready.status === 200) break;
          await sleep(200);
        }
        restarts.push(`${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      await sleep(3000);
      stopping = true;
      await Promise.all([...clients, probe]);

      const writes = await missingWrites(database, outcomes, tag);
      const failed = reads.failed + outcomes.filter((outcome) => outcome.status !== 201).length;
      const kinds = [...new Set(failures)].slice(0, 5).join('; ');
      console.log(
        `\nRolling restart — PostgreSQL, 2 API processes, ${flags.connections} clients (list + comment each), ` +
          `drain ${DRAIN_SECONDS} s; restarts took ${restarts.join(', ')} (SIGTERM to ready)\n` +
          `reads ${reads.ok} ok, ${reads.failed} failed; writes ${writes.acknowledged} acknowledged, ` +
          `${outcomes.length - writes.acknowledged} failed; ${reads.retried} refused connections sent again`,
      );
      return [
        check(
          'restart no failed request',
          failed === 0,
          `${failed} failed of ${reads.ok + reads.failed + outcomes.length}${kinds ? ` (${kinds})` : ''}, ` +
            `${reads.retried} retried once`,
        ),
        check(
          'restart every acknowledged write stored',
          writes.missing.length === 0 && writes.acknowledged > 0,
          `${writes.acknowledged} acknowledged, ${writes.missing.length} missing, ${writes.stored} stored`,
        ),
      ];
    } finally {
      stopping = true;
      await Promise.all(apis.map((api) => api.stop().catch(() => undefined)));
      await database.dispose();
    }
  },
};
