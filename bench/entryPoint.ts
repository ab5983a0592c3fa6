// Each benchmark's run.ts is both a command (`tsx bench/<name>/run.ts`) and a module bench:scale imports its
// measurements from: it runs its main() only when it is the command.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Whether the module of `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isEntryPoint(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
}
