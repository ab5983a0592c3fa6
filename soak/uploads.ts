// `pnpm soak uploads`: big bodies on the embedded default (issue 46, finding 9). One API process on PGlite with the
// demo data receives `--uploads` documents of 9 MB one after another, then sends each back, while another client asks
// GET / and the list's first page every 100 ms. Before the document store, one 10 MB upload stalled everyone's
// requests 7.4 s; the target is GET / within 1 s during the uploads.
import { randomBytes } from 'node:crypto';
import { startApi, type RunningApi } from '../bench/lists/apiServer.ts';
import { seedDatabase } from '../bench/lists/databases.ts';
import { ms, renderTable } from '../bench/lists/stats.ts';
import { firstProject, SLUG } from './demoTenant.ts';
import { check, log, sleep, type Check, type SoakPart } from './part.ts';

const DOCUMENT_BYTES = 9 * 1024 * 1024;
const GET_ROOT_TARGET_MS = 1000;
const POLL_INTERVAL_MS = 100;

interface Samples {
  label: string;
  ms: number[];
  failures: number;
}

/** Asks `path` every POLL_INTERVAL_MS until `stop()`; each answer's time, its own connection (a second person). */
function poll(api: RunningApi, label: string, path: string) {
  const samples: Samples = { label, ms: [], failures: 0 };
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`${api.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${api.accessToken}` },
        });
        await answer.arrayBuffer();
        if (answer.status !== 200) samples.failures++;
      } catch {
        samples.failures++;
      }
      samples.ms.push(performance.now() - started);
      await sleep(POLL_INTERVAL_MS);
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

export const uploads: SoakPart = {
  describe: 'GET / and the list while 9 MB documents go up and come back down, on PGlite with one API process',
  flags: { uploads: { help: 'documents of 9 MB (5)', default: 5 } },
  async run(flags) {
    log('PGlite: seeding the demo tenants…');
    const database = await seedDatabase('pglite', undefined);
    const api = await startApi(database.env);
    try {
      const project = await firstProject(api);
      const url = `${api.baseUrl}/t/${SLUG}/projects/${project.projectId}/documents`;
      const listPath = `/t/${SLUG}/projects?type=proyecto`;
      // The same requests with nothing else going on, for comparison (and so the first, cold ones are not counted).
      const idle = [poll(api, 'GET / (idle)', '/'), poll(api, 'list (idle)', listPath)];
      await sleep(3000);
      await Promise.all(idle.map((poller) => poller.stop()));
      const pollers = [poll(api, 'GET /', '/'), poll(api, 'list', listPath)];
      const transfers: Samples[] = [
        { label: 'upload 9 MB', ms: [], failures: 0 },
        { label: 'download 9 MB', ms: [], failures: 0 },
      ];
      for (let index = 0; index < flags.uploads!; index++) {
        log(`upload ${index + 1} of ${flags.uploads}`);
        const bytes = randomBytes(DOCUMENT_BYTES);
        const form = new FormData();
        form.append('file', new File([bytes], `Plano de obra ${index + 1}.pdf`));
        let started = performance.now();
        const answer = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.accessToken}` },
          body: form,
        });
        const entry = (await answer.json()) as { file?: { documentId: string } };
        transfers[0]!.ms.push(performance.now() - started);
        if (answer.status !== 201 || !entry.file) {
          transfers[0]!.failures++;
          continue;
        }
        started = performance.now();
        const download = await fetch(`${url}/${entry.file.documentId}`, {
          headers: { authorization: `Bearer ${api.accessToken}` },
        });
        const back = Buffer.from(await download.arrayBuffer());
        transfers[1]!.ms.push(performance.now() - started);
        if (download.status !== 200 || !back.equals(bytes)) transfers[1]!.failures++;
      }
      await Promise.all(pollers.map((poller) => poller.stop()));
      const rows = [...[...idle, ...pollers].map((poller) => poller.samples), ...transfers];
      console.log(
        `\nPGlite, 1 API process — ${flags.uploads} documents of 9 MB up and down, GET / and the list every ` +
          `${POLL_INTERVAL_MS} ms meanwhile\n` +
          renderTable(
            ['request', 'count', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
            rows.map((row) => [
              row.label,
              String(row.ms.length),
              ms(percentile(row.ms, 0.5)),
              ms(percentile(row.ms, 0.99)),
              ms(Math.max(0, ...row.ms)),
              String(row.failures),
            ]),
            ['left', 'right', 'right', 'right', 'right', 'right'],
          ),
      );
      const root = pollers[0]!.samples;
      const checks: Check[] = [
        check(
          'uploads GET / during 9 MB uploads',
          root.failures === 0 && Math.max(...root.ms) <= GET_ROOT_TARGET_MS,
          `max ${ms(Math.max(...root.ms))} ms (target ≤ ${GET_ROOT_TARGET_MS}), p99 ${ms(percentile(root.ms, 0.99))} ms, ` +
            `${root.failures} failed of ${root.ms.length}`,
        ),
        check(
          'uploads byte-identical round trips',
          transfers.every((row) => row.failures === 0),
          `${transfers[0]!.ms.length} uploads, ${transfers[1]!.ms.length} downloads, ` +
            `${transfers[0]!.failures + transfers[1]!.failures} failed`,
        ),
      ];
      return checks;
    } finally {
      await api.stop();
      await database.dispose();
    }
  },
};
