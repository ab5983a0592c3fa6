// A load of writes whose every answer is kept: `writers` loops each posting comments (POST
// /t/cenit-demo/projects/{id}/activity) with texts unique to the run, one after another, until stopped. The fault
// checks compare what was acknowledged (2xx) with what the database holds afterwards.
import { serverErrorMessage } from '../../packages/domain/src/index.ts';
import type { RunningApi } from '../../bench/lists/apiServer.ts';
import { runDirect, type SeededDatabase } from '../../bench/lists/databases.ts';
import { SLUG } from '../demoTenant.ts';
import { sleep } from '../part.ts';
/** After a refused write a writer waits this long, as a person would before trying again, rather than spin. */
const PAUSE_AFTER_FAILURE_MS = 20;

export interface WriteOutcome {
  text: string;
  /** HTTP status, or 0 when no answer came (connection refused or cut). */
  status: number;
  /** The error body's `message` of a refused write. */
  message?: string;
  /** performance.now() when its answer (or failure) arrived. */
  doneAt: number;
}

export interface WriteLoad {
  /** Lets each writer finish its request in flight; resolves with every outcome. */
  stop(): Promise<WriteOutcome[]>;
}

/** A body as JSON, or as the text it is when it is not JSON (then the text is the message). */
function parsedOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export const ok = (outcome: WriteOutcome) => outcome.status >= 200 && outcome.status < 300;

export function startWriteLoad(
  api: Pick<RunningApi, 'baseUrl' | 'accessToken'>,
  projectId: string,
  writers: number,
  tag: string,
): WriteLoad {
  const outcomes: WriteOutcome[] = [];
  let stopping = false;
  const url = `${api.baseUrl}/t/${SLUG}/projects/${projectId}/activity`;
  const writer = async (id: number) => {
    for (let sequence = 0; !stopping; sequence++) {
      const text = `${tag} ${id}-${sequence}`;
      let status = 0;
      let message: string | undefined;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text }),
        });
        status = response.status;
        const body = await response.text();
        if (!response.ok) message = serverErrorMessage(parsedOrText(body), body);
      } catch {
        // no answer: status 0
      }
      const outcome = { text, status, ...(message === undefined ? {} : { message }), doneAt: performance.now() };
      outcomes.push(outcome);
      if (!ok(outcome)) await sleep(PAUSE_AFTER_FAILURE_MS);
    }
  };
  const running = Array.from({ length: writers }, (_, id) => writer(id));
  return {
    async stop() {
      stopping = true;
      await Promise.all(running);
      return outcomes;
    },
  };
}

/** Acknowledged writes missing from the database (read with a connection of the soak's own). */
export async function missingWrites(database: SeededDatabase, outcomes: readonly WriteOutcome[], tag: string) {
  const handle = await database.openDirect();
  try {
    const rows = await runDirect(handle, {
      sql: `select text from activity where kind = 'comment' and text like $1`,
      params: [`${tag} %`],
    });
    const stored = new Set(rows.map((row) => String(row.text)));
    const acknowledged = outcomes.filter(ok).map((outcome) => outcome.text);
    return {
      acknowledged: acknowledged.length,
      stored: stored.size,
      missing: acknowledged.filter((text) => !stored.has(text)),
    };
  } finally {
    await handle.close();
  }
}

/** "201 ×1 200, 503 ×40, no answer ×3". */
export function statusCounts(outcomes: readonly WriteOutcome[]): string {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) {
    const key = status === 0 ? 'no answer' : String(status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ');
}
