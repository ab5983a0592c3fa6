#!/usr/bin/env node
// Playwright's web server: the whole stack of `pnpm start` on a database of its own, emptied first, so every run
// starts from the deterministic seed whatever earlier runs (or a developer's .data/) left behind.
import { readFileSync, rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must name the end-to-end database directory');
rmSync(dataDir, { recursive: true, force: true });

// Base maps from the tiles the stories use, as data: URLs compiled into the build: no journey asks the internet
// for a tile, and every tile is the same image.
for (const [layer, variable] of [
  ['ign-ar', 'VITE_MAP_TILES_IGN_AR'],
  ['osm', 'VITE_MAP_TILES_OSM'],
]) {
  const png = readFileSync(new URL(`../../.storybook/public/map-tiles/${layer}.png`, import.meta.url));
  process.env[variable] ??= `data:image/png;base64,${png.toString('base64')}`;
}

// The orchestrator runs in this very process: Playwright's SIGTERM reaches its handler, which stops every child.
await import('../../scripts/start.mjs');
