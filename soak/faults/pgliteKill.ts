// Fault b: the API killed (kill -9) while people write, on the embedded default (PGlite). The process gets no chance
// to finish a request, close the database or remove its lock. Expected: the API starts again on the same data
// directory (the stale lock of the dead process is taken over, PGlite recovers from its WAL) and every acknowledged
// write is there.
import { startApi } from '../../bench/lists/apiServer.ts';
import { seedDatabase } from '../../bench/lists/databases.ts';
import { firstProject, SLUG } from '../demoTenant.ts';
import { check, log, sleep, type Check } from '../part.ts';
import { missingWrites, startWriteLoad, statusCounts } from './writes.ts';

const WRITING_MS = 4_000;

export async function pgliteKill(options: { writers: number }): Promise<Check[]> {
  log('faults: PGlite with the demo data…');
  const database = await seedDatabase('pglite', undefined);
  try {
    const tag = `soak-kill-${Date.now()}`;
    const api = await startApi(database.env);
    const project = await firstProject(api);
    log(`faults: ${options.writers} writers on PGlite; kill -9 in ${WRITING_MS / 1000} s`);
    const writes = startWriteLoad(api, project.projectId, options.writers, tag);
    await sleep(WRITING_MS);
    await api.kill().finally(() => writes.stop());
    const outcomes = await writes.stop();

    const restartedAt = performance.now();
    let reopened: { ms: number; listStatus: number } | { error: string };
    try {
      const again = await startApi(database.env);
      const ms = performance.now() - restartedAt;
      const list = await again.get(`/t/${SLUG}/projects?type=proyecto`);
      await again.stop();
      reopened = { ms, listStatus: list.status };
    } catch (error) {
      reopened = { error: (error as Error).message.split('\n')[0] ?? 'unknown' };
    }
    const opened = 'ms' in reopened && reopened.listStatus === 200;
    const writesKept = opened ? await missingWrites(database, outcomes, tag) : null;

    return [
      check(
        'faults PGlite kill -9: data directory opens',
        opened,
        'ms' in reopened
          ? `the API answered again ${(reopened.ms / 1000).toFixed(1)} s after its restart, list ${reopened.listStatus}`
          : `the API did not start again: ${reopened.error}`,
      ),
      check(
        'faults PGlite kill -9: acknowledged writes kept',
        writesKept !== null && writesKept.missing.length === 0 && writesKept.acknowledged > 0,
        writesKept
          ? `${writesKept.acknowledged} acknowledged (${statusCounts(outcomes)}), ` +
              `${writesKept.missing.length} missing, ${writesKept.stored} stored`
          : 'not checked: the database did not open',
      ),
    ];
  } finally {
    await database.dispose();
  }
}
