// Starts the Firebase Auth emulator for the test run (or reuses one that already answers, e.g. from `pnpm start`)
// and stops it afterwards by process group, so no java/node child is left behind — also when the run itself is
// killed (SIGTERM, Ctrl-C, even SIGKILL) before its teardown: a watchdog then stops the emulator, which would
// otherwise hold port 9099 for every later run.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const EMULATOR_HOST = '127.0.0.1:9099';
const apiDirectory = fileURLToPath(new URL('../../', import.meta.url));
const firebaseCli = fileURLToPath(new URL('../../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

export async function emulatorAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Run by a detached `node -e` beside the emulator, with the test run's pid and the emulator's process group: every
 * 200 ms, if the emulator is gone it exits; if the run is gone it sends the group SIGTERM, then SIGKILL after 5 s
 * for whatever remains. It needs no signal handler in the run (which SIGKILL would skip), only the run's pid.
 */
const WATCHDOG = `
const [run, group] = process.argv.slice(1).map(Number);
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch (error) { return error.code === 'EPERM'; } };
const signal = (name) => { try { process.kill(-group, name); } catch {} };
const watch = setInterval(() => {
  if (!alive(-group)) process.exit(0);
  if (alive(run)) return;
  clearInterval(watch);
  signal('SIGTERM');
  const deadline = Date.now() + 5000;
  setInterval(() => {
    if (!alive(-group)) process.exit(0);
    if (Date.now() > deadline) { signal('SIGKILL'); process.exit(0); }
  }, 200);
}, 200);
`;

/** Stops the emulator's process group once `runPid` is gone, however that process ended. */
function watchOver(emulatorPid: number, runPid = process.pid): void {
  spawn(process.execPath, ['-e', WATCHDOG, String(runPid), String(emulatorPid)], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

export async function startEmulator(timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [firebaseCli, 'emulators:start', '--only', 'auth', '--project', 'demo-siipro'],
    { cwd: apiDirectory, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Its own process group (detached), so a Ctrl-C to the run does not reach it: the watchdog stops it instead.
  if (child.pid) watchOver(child.pid);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited early:\n${output}`);
    if (await emulatorAnswers()) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopEmulator(child);
  throw new Error(`The Auth emulator did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

export function stopEmulator(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}
