// Base maps from the tiles the stories use (.storybook/public/map-tiles), as data: URLs compiled into the build
// (VITE_MAP_TILES_IGN_AR, VITE_MAP_TILES_OSM): for the stacks the journeys (e2e/support/startFreshStack.mjs) and
// bench:web (bench/web/stack.ts) start, so none of them asks the internet for a tile — this machine has none, and a
// tile that fails to load is an error in the browser's console (Lighthouse's best practices) — and every tile is the
// same image. A variable already set wins.
import { readFileSync } from 'node:fs';

/** @returns {Record<string, string>} the two variables, each its set value or the story tile's data: URL */
export function storyMapTilesEnv(env = process.env) {
  /** @type {Record<string, string>} */
  const tiles = {};
  for (const [layer, variable] of [
    ['ign-ar', 'VITE_MAP_TILES_IGN_AR'],
    ['osm', 'VITE_MAP_TILES_OSM'],
  ]) {
    const png = readFileSync(new URL(`../.storybook/public/map-tiles/${layer}.png`, import.meta.url));
    tiles[variable] = env[variable] ?? `data:image/png;base64,${png.toString('base64')}`;
  }
  return tiles;
}
