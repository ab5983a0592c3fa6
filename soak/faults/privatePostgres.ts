// A PostgreSQL server of the soak's own, to stop and start at will: the machine's shared server on 127.0.0.1:5432
// serves other work and must never be restarted. initdb and pg_ctl of the newest /usr/lib/postgresql/*/bin make a
// cluster in a temporary directory, trust auth, listening on a free port of 127.0.0.1 (and its socket in that
// directory). PostgreSQL refuses to run as root, so as root the commands run as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../bench/lists/apiServer.ts';

export interface PrivatePostgres {
  /** Superuser URL of the server's `postgres` database. */
  adminUrl: string;
  port: number;
  /** pg_ctl stop -m fast: sessions are ended (57P01), then the server is gone (connections refused). */
  stop(): Promise<void>;
  /** pg_ctl start -w: resolves when the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server and removes its directory. */
  dispose(): Promise<void>;
}

function binDirectory(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}/*/bin (apt-get install postgresql)`);
  return join(root, versions[0], 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDirectory();
  const directory = mkdtempSync(join(tmpdir(), 'siipro-soak-pg-'));
  const dataDir = join(directory, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(directory, id('-u'), id('-g'));
    chmodSync(directory, 0o700);
  }
  // Asynchronous: the soak's own requests go on while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    await promisify(execFile)(command, commandArgs, { encoding: 'utf8' });
  };

  const port = await freePort();
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', join(directory, 'server.log'), '-o', options]);
  const stop = () => run('pg_ctl', ['stop', '-w', '-t', '60', '-m', 'fast', '-D', dataDir]);
  await start();
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async dispose() {
      await stop().catch(() => undefined); // already stopped
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
