// `pnpm soak [part…] [--flag value…]`: the long-running quality suites of issue 19 (not part of `pnpm test`). Each part
// starts what it needs (databases, API processes), prints its figures, and ends with PASS/MISS lines; the exit code
// is 1 when any check missed. A new part is one entry of PARTS. See README "Quality".
import { flagsOf, parseCommandLine, UsageError } from './flags.ts';
import { faults } from './faults/faults.ts';
import { load } from './load.ts';
import { publicPortal } from './public.ts';
import { rollingRestart } from './rollingRestart.ts';
import { uploads } from './uploads.ts';
import { checkLine, log, type Check, type SoakPart } from './part.ts';
import { cpus, loadavg } from 'node:os';
import { sourceVersion } from '../bench/sourceVersion.ts';
import { closeBenchPostgres } from '../bench/lists/databases.ts';

const PARTS: Record<string, SoakPart> = { load, public: publicPortal, faults, uploads, restart: rollingRestart };

function usage(): string {
  const lines = Object.entries(PARTS).map(([name, part]) => {
    const flags = Object.entries(part.flags).map(([flag, spec]) => `--${flag} <${spec.help}>`);
    return `  ${name.padEnd(8)} ${part.describe}${flags.length ? `\n           ${flags.join(' ')}` : ''}`;
  });
  return `pnpm soak [${Object.keys(PARTS).join('|')}…] [flags]\n${lines.join('\n')}`;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log(usage());
    return;
  }
  const { parts, values } = parseCommandLine(argv, Object.keys(PARTS));
  const known = new Set(parts.flatMap((name) => Object.keys(PARTS[name]!.flags)));
  for (const name of values.keys()) {
    if (!known.has(name)) throw new UsageError(`--${name} is no flag of ${parts.join(', ')}\n${usage()}`);
  }

  console.log(
    `soak ${parts.join(', ')} — ${new Date().toISOString()}, source ${sourceVersion(['apps', 'packages', 'soak'])}, ` +
      `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, load ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
  );
  const checks: Check[] = [];
  for (const name of parts) {
    log(`part ${name}`);
    checks.push(...(await PARTS[name]!.run(flagsOf(PARTS[name]!.flags, values))));
  }
  console.log(`\n${checks.map(checkLine).join('\n')}`);
  const missed = checks.filter((item) => !item.pass).length;
  console.log(`\n${checks.length - missed} passed, ${missed} missed`);
  process.exitCode = missed > 0 ? 1 : 0;
}

main()
  .finally(closeBenchPostgres)
  .catch((error: unknown) => {
    console.error(
      error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
    );
    // Whatever a failed part left running (a writer's loop, a timer) must not keep the command from ending.
    process.exit(1);
  });
