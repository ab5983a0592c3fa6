// Fault a: the PostgreSQL server restarts while people write. On a private server (an embedded one, see
// apps/api/test/support/localPostgres.ts: the machine's shared server must never be restarted), one API process takes
// a load of comment writes; the server is stopped (fast shutdown), stays down `outage` seconds and is started again. Expected: meanwhile every refused write is a 503 (no 500, no connection cut by the API); within 5 s
// of the server accepting connections every write succeeds again; every acknowledged write is in the database.
import { startApi, type RunningApi } from '../../bench/lists/apiServer.ts';
import { seedDatabase } from '../../bench/lists/databases.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../apps/api/test/support/localPostgres.ts';
import { messages } from '../../packages/domain/src/index.ts';
import { firstProject } from '../demoTenant.ts';
import { check, log, sleep, type Check } from '../part.ts';
import { missingWrites, ok, startWriteLoad, statusCounts } from './writes.ts';

const RECOVERY_TARGET_MS = 5_000;
/** Writes before the stop and after the start, so both sides of the outage are seen working. */
const STEADY_MS = 3_000;
const AFTER_START_MS = 8_000;

/** Writes, the server stopped for the outage and started again, writes: every outcome and when the server went. */
async function restartUnderWrites(
  server: EmbeddedPostgres,
  api: RunningApi,
  options: { writers: number; outageSeconds: number },
  tag: string,
) {
  const project = await firstProject(api);
  log(`faults: ${options.writers} writers on port ${server.port}; server stop in ${STEADY_MS / 1000} s`);
  const writes = startWriteLoad(api, project.projectId, options.writers, tag);
  try {
    await sleep(STEADY_MS);
    const stopCalledAt = performance.now();
    await server.stop();
    await sleep(options.outageSeconds * 1000);
    await server.start();
    const upAt = performance.now();
    log(`faults: server back after ${((upAt - stopCalledAt) / 1000).toFixed(1)} s`);
    await sleep(AFTER_START_MS);
    return { outcomes: await writes.stop(), stopCalledAt, upAt };
  } finally {
    // Also when the server failed to stop or start: writers left running would keep the process alive.
    await writes.stop();
  }
}

export async function postgresRestart(options: { writers: number; outageSeconds: number }): Promise<Check[]> {
  log('faults: starting a private PostgreSQL server…');
  const server = await startEmbeddedPostgres();
  try {
    const database = await seedDatabase('pg', undefined, 'siipro_soak_faults', server.adminUrl);
    const tag = `soak-restart-${Date.now()}`;
    const api = await startApi(database.env);
    const { outcomes, stopCalledAt, upAt } = await restartUnderWrites(server, api, options, tag).finally(() =>
      api.stop(),
    );

    const before = outcomes.filter((outcome) => outcome.doneAt < stopCalledAt);
    const during = outcomes.filter((outcome) => outcome.doneAt >= stopCalledAt && outcome.doneAt <= upAt);
    const after = outcomes.filter((outcome) => outcome.doneAt > upAt);
    const wrong = outcomes.filter((outcome) => !ok(outcome) && outcome.status !== 503);
    const refused = during.filter((outcome) => outcome.status === 503).length;
    const unavailable = messages.errors.byCode.SERVICE_UNAVAILABLE;
    const otherTexts = new Set(
      outcomes.filter((outcome) => outcome.status === 503 && outcome.message !== unavailable).map((o) => o.message),
    );
    // Recovered when the last failure after the start has its answer; none at all: recovered at once.
    const lastFailure = Math.max(upAt, ...after.filter((outcome) => !ok(outcome)).map((outcome) => outcome.doneAt));
    const recoveryMs = lastFailure - upAt;
    const succeededAfter = after.filter(ok).length;
    const firstSuccessMs = Math.min(...after.filter(ok).map((outcome) => outcome.doneAt)) - upAt;
    const writes = await missingWrites(database, outcomes, tag);
    await database.dispose();

    return [
      check(
        'faults PostgreSQL restart: 503 while down',
        wrong.length === 0 && refused > 0 && otherTexts.size === 0,
        `before ${statusCounts(before)}; while down (${options.outageSeconds} s) ${statusCounts(during)}; ` +
          `after ${statusCounts(after)}; answers other than 2xx/503: ${wrong.length}; 503 text ` +
          (otherTexts.size === 0
            ? `"${unavailable}"`
            : `also ${[...otherTexts].map((text) => `"${text}"`).join(', ')}`),
      ),
      check(
        'faults PostgreSQL restart: recovery ≤ 5 s',
        recoveryMs <= RECOVERY_TARGET_MS && succeededAfter > 0,
        `after the server accepted connections: first acknowledged write ${(firstSuccessMs / 1000).toFixed(2)} s, ` +
          `last failed write ${(recoveryMs / 1000).toFixed(2)} s, ${succeededAfter} writes acknowledged`,
      ),
      check(
        'faults PostgreSQL restart: acknowledged writes kept',
        writes.missing.length === 0 && writes.acknowledged > 0,
        `${writes.acknowledged} acknowledged, ${writes.missing.length} missing, ${writes.stored} stored ` +
          `(${writes.stored - (writes.acknowledged - writes.missing.length)} stored without acknowledgement)`,
      ),
    ];
  } finally {
    await server.dispose();
  }
}
