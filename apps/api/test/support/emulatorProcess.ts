// Starts the Firebase Auth emulator for the test run (or reuses one that already answers, e.g. from `pnpm start`)
// and stops it afterwards by process group, so no java/node child is left behind.
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

export async function startEmulator(timeoutMs: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [firebaseCli, 'emulators:start', '--only', 'auth', '--project', 'demo-siipro'],
    { cwd: apiDirectory, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
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
