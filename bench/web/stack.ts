// The whole product as `pnpm start` runs it (scripts/start.mjs: production build of the web, `vite preview`, Auth
// emulator, API, optimizer) on a fresh database of its own, for the Lighthouse audits. start.mjs builds the web
// first, so once the web answers, apps/web/dist is the build being measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error -- a plain .mjs module of the repository's scripts, without types
import { storyMapTilesEnv } from '../../scripts/storyMapTiles.mjs';

export interface RunningStack {
  baseUrl: string;
  stop(): Promise<void>;
}

const root = new URL('../..', import.meta.url).pathname;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** `env` adds to (or overrides) the stack's environment, e.g. a seeded DATABASE_URL or a build flag. */
export async function startStack(
  log: (message: string) => void,
  timeoutMs = 600_000,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningStack> {
  const host = process.env.WEB_HOST ?? '127.0.0.1';
  const port = process.env.WEB_PORT ?? '5173';
  const baseUrl = `http://${host}:${port}`;
  if (await answers(baseUrl)) {
    throw new Error(`${baseUrl} already answers: stop that server first (the bench serves its own build).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'siipro-bench-web-'));
  const output: string[] = [];
  // Its own process group: start.mjs stops its children (each in a group of their own) on SIGTERM.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      START_TIMEOUT_SECONDS: String(timeoutMs / 1000),
      // The build's manifest (which files each route loads) is written only when asked for (apps/web/vite.config.ts).
      SIIPRO_BUILD_MANIFEST: '1',
      // The story tiles as the base map (the journeys' too): the host has no internet, and each tile's failed request
      // was an error in the console, which Lighthouse's best practices count on the public project page's mini map.
      ...storyMapTilesEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  }

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await exited(child);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  log('building the web and starting the stack (scripts/start.mjs)…');
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not start:\n${output.join('').slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}
