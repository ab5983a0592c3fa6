// `pnpm soak faults`: what survives a failure (issue 19 "Faults") — the PostgreSQL server restarting under writes,
// the API killed under writes on PGlite, the optimizer service down.
import type { SoakPart } from '../part.ts';
import { optimizerDown } from './optimizerDown.ts';
import { pgliteKill } from './pgliteKill.ts';
import { postgresRestart } from './postgresRestart.ts';

export const faults: SoakPart = {
  describe: 'PostgreSQL restart under writes (private server), kill -9 of the API on PGlite, optimizer down',
  flags: {
    writers: { help: 'concurrent writers (8)', default: 8 },
    outage: { help: 'seconds the PostgreSQL server stays down (3)', default: 3 },
  },
  async run(flags) {
    return [
      ...(await postgresRestart({ writers: flags.writers!, outageSeconds: flags.outage! })),
      ...(await pgliteKill({ writers: flags.writers! })),
      ...(await optimizerDown()),
    ];
  },
};
