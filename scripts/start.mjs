#!/usr/bin/env node
// `pnpm start` / `pnpm dev`: the whole product on its embedded defaults — Firebase Auth emulator, API (PGlite in
// .data/, created, migrated and seeded on first run), optimizer and web — with one Ctrl-C to stop everything.
//   node scripts/start.mjs          production build of the web, served by `vite preview`
//   node scripts/start.mjs --dev    Vite with HMR and the servers in watch mode
//   node scripts/start.mjs --built  the artefacts of `pnpm build` (dist/): the API and the optimizer with plain node,
//                                   the web's static files served by `vite preview` as the reverse proxy would
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const built = process.argv.includes('--built');
const dist = join(root, 'dist');
if (
  built &&
  !['api/server.mjs', 'optimizer/server.mjs', 'web/index.html'].every((file) => existsSync(join(dist, file)))
) {
  console.error('Faltan los artefactos de dist/: ejecuta pnpm build primero.');
  process.exit(1);
}

const env = {
  ...process.env,
  WEB_HOST: process.env.WEB_HOST ?? '127.0.0.1',
  WEB_PORT: process.env.WEB_PORT ?? '5173',
  API_HOST: process.env.API_HOST ?? '127.0.0.1',
  API_PORT: process.env.API_PORT ?? '3000',
  OPTIMIZER_PORT: process.env.OPTIMIZER_PORT ?? '3001',
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-siipro',
};
// Locally the emulator stands in for Firebase Auth; with real FIREBASE_* settings it is not started.
const useEmulator = !process.env.FIREBASE_API_KEY || process.env.FIREBASE_API_KEY === 'fake-api-key';
if (useEmulator) env.FIREBASE_AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
// The demo banner promises a reset on each deployment: every `pnpm start` puts the demo tenant back. Not `pnpm dev`,
// whose API restarts on every saved file; production, which does not start through this script, leaves it off.
if (!dev) env.DEMO_RESET = process.env.DEMO_RESET ?? 'on-start';
env.API_URL = process.env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`;
env.OPTIMIZER_URL = process.env.OPTIMIZER_URL ?? `http://127.0.0.1:${env.OPTIMIZER_PORT}`;
// The key the optimizer signs its answers with and the API checks a saved scenario against (issue 44): both processes
// start here, so one random key per start serves them (an answer signed before a restart must be run again to save).
env.OPTIMIZER_SIGNING_KEY = process.env.OPTIMIZER_SIGNING_KEY ?? randomBytes(32).toString('base64url');

const children = [];

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const prefix = `[${name}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}terminó (${signal ?? code}); deteniendo todo.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

// A first start creates, migrates and seeds the database: on a busy machine that can take longer than 90 s, so a
// caller that knows (bench:web) may allow more with START_TIMEOUT_SECONDS.
const startTimeoutMs = Number(process.env.START_TIMEOUT_SECONDS ?? 90) * 1000;

function waitForPort(port, host = '127.0.0.1', timeoutMs = startTimeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ port: Number(port), host });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nada escucha en ${host}:${port} tras ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the whole process group: tsx, vite and java children included
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
// A service that never came up (waitForPort gave up) stops the others too, instead of leaving them orphaned.
process.on('unhandledRejection', (error) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});

/**
 * Waits for a service's port. Awaited at the top level, a rejection would end the module before any handler runs
 * (unhandledRejection does not see it) and leave the children running — the emulator holding 9099 for every later
 * start: so a service that never comes up stops the others here, and the start ends once stop() has signalled them.
 */
async function ready(port) {
  try {
    await waitForPort(port);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stop(1);
    // stop() exits 1.5 s after signalling the children; this (referenced) timer only keeps the process alive till then.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    process.exit(1);
  }
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (!dev && !built) {
  console.log('Compilando la aplicación web…');
  const build = spawnSync('pnpm', ['--filter', '@siipro/web', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (useEmulator) {
  const firebase = join(root, 'apps/api/node_modules/firebase-tools/lib/bin/firebase.js');
  if (!existsSync(firebase)) throw new Error('firebase-tools no está instalado: ejecute pnpm install');
  run('auth', process.execPath, [firebase, 'emulators:start', '--only', 'auth', '--project', env.FIREBASE_PROJECT_ID], {
    cwd: join(root, 'apps/api'),
  });
  await ready(9099);
}

if (built) {
  // Each from its own folder, as on a server: plain node, its bundle and its own node_modules (pnpm deploy --prod).
  run('api', process.execPath, ['server.mjs'], { cwd: join(dist, 'api') });
  run('optimizer', process.execPath, ['server.mjs'], { cwd: join(dist, 'optimizer') });
} else {
  run('api', 'pnpm', ['--filter', '@siipro/api', dev ? 'dev' : 'start']);
  run('optimizer', 'pnpm', ['--filter', '@siipro/optimizer', dev ? 'dev' : 'start']);
}
await ready(env.API_PORT);
await ready(env.OPTIMIZER_PORT);
const webArgs = built ? ['preview', '--outDir', join(dist, 'web')] : [dev ? 'dev' : 'preview'];
run('web', 'pnpm', ['--filter', '@siipro/web', ...webArgs]);
await ready(env.WEB_PORT);

console.log(`
SIIPRO está listo en http://${env.WEB_HOST}:${env.WEB_PORT}

Cuentas de demostración (contraseña demo1234):
  admin@siipro.test        administrador en cenit-demo y obras-publicas
  editor@siipro.test       editor en cenit-demo
  viewer@siipro.test       visualizador en cenit-demo
  optimizador@siipro.test  optimizador en cenit-demo
  nuevo@siipro.test        sin espacio de trabajo (requiere invitación)

Ctrl-C detiene todo.`);
