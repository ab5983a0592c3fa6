#!/usr/bin/env node
// Playwright's web server: the whole stack of `pnpm start` on a database of its own, emptied first, so every run
// starts from the deterministic seed whatever earlier runs (or a developer's .data/) left behind.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storyMapTilesEnv } from '../../scripts/storyMapTiles.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the end-to-end database directory');
rmSync(dataDir, { recursive: true, force: true });

// Base maps from the tiles the stories use, as data: URLs compiled into the build: no journey asks the internet
// for a tile, and every tile is the same image.
Object.assign(process.env, storyMapTilesEnv());

// The journeys sign the same demo accounts in dozens of times from one address (127.0.0.1) within minutes: far more
// than a person does, so the per-account sign-in limit (SIGN_IN_ACCOUNT_LIMIT, 20 per 15 minutes) is lifted here.
// apps/api/test/rateLimit.test.ts proves the limit itself.
process.env.SIGN_IN_ACCOUNT_LIMIT ??= '100000';

// --built (playwright.built.config.ts): `pnpm build` first, its web signing in against the stack's Auth emulator as
// `pnpm start`'s does (a production build takes its hosted Firebase project's settings instead, docs/deploy.md).
if (process.argv.includes('--built')) {
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url))], {
    stdio: 'inherit',
    env: {
      ...process.env,
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-siipro',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The orchestrator runs in this very process: Playwright's SIGTERM reaches its handler, which stops every child.
await import('../../scripts/start.mjs');
