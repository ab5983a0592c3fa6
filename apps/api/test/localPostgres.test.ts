// The tests' (and benchmarks') PostgreSQL: the configured server when it answers, an embedded one only when none
// does, and nothing of the embedded one left after close.
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { configuredOrEmbeddedPostgres, firstAnswering } from './support/localPostgres.ts';

/** A port nothing listens on (just closed). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const embeddedDirectories = () => readdirSync(tmpdir()).filter((name) => name.startsWith('siipro-pg-'));

describe('configuredOrEmbeddedPostgres', () => {
  it('starts an embedded server only when no configured one answers, uses an answering one, and leaves nothing after close', async () => {
    const nowhere = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
    const lines: string[] = [];
    const started = await configuredOrEmbeddedPostgres([nowhere], (line) => lines.push(line));
    const embedded = started.embedded;
    if (!embedded) throw new Error('no embedded server was started');
    try {
      expect(lines).toEqual([expect.stringContaining(`started an embedded one on 127.0.0.1:${embedded.port}`)]);
      const client = new pg.Client({ connectionString: started.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: string }>('select version()');
        expect(rows[0]?.version).toMatch(/^PostgreSQL 15\./);
      } finally {
        await client.end();
      }

      // A server answers at the configured address: it is used as it is, and nothing is started.
      const before = embeddedDirectories();
      const configured = await configuredOrEmbeddedPostgres([nowhere, started.url], (line) => lines.push(line));
      expect(configured.url).toBe(started.url);
      expect(configured.embedded).toBeNull();
      expect(embeddedDirectories()).toEqual(before);
      expect(lines).toHaveLength(1);
      await configured.close();
      expect((await firstAnswering([started.url])).url).toBe(started.url);
    } finally {
      await started.close();
    }

    const after = await firstAnswering([started.url]);
    expect(after.url).toBeNull();
    expect(after.failures[0]).toMatch(/ECONNREFUSED/);
    expect(existsSync(embedded.directory)).toBe(false);
  }, 180_000);
});
