// `pnpm siipro …`: the operator's command line (cli/siipro.ts), with this process's arguments and environment.
import { runCli } from './siipro.ts';

const argv = process.argv.slice(2);
// `pnpm siipro -- backup x` passes the "--" along.
if (argv[0] === '--') argv.shift();
process.exitCode = await runCli(argv);
