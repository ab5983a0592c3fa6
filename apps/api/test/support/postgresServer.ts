// The PostgreSQL server of the test run: the configured one (127.0.0.1:5432, trust auth, database `test`) when it
// answers, else an embedded one (localPostgres.ts). Each test file gets a database of its own, so files run in
// parallel without seeing each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Connection strings tried in order: TEST_DATABASE_URL, then the usual superusers of a trust-auth server. */
export function candidateUrls(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.TEST_DATABASE_URL) return [env.TEST_DATABASE_URL];
  return ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
}

/** Creates a fresh database next to the one in `adminUrl`; returns its URL and how to drop it. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `siipro_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
