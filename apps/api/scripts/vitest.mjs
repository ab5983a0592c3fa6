#!/usr/bin/env node
// `pnpm --filter @siipro/api test -- <vitest options>`: pnpm forwards a literal "--" before the options, and vitest
// would ignore everything after it (reporters included). Drop it and run `vitest run` with the rest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
