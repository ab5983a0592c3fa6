#!/usr/bin/env node
// Writes publishConfig.exports of package.json from the component folders: one `./<tier>/<Name>` entry per
// `src/<tier>/<Name>/index.ts` (tiers: primitives, patterns, screens), plus the root, the themes, each tier whole and
// the two named stylesheets, matching what vite.config.ts builds.
// Run `pnpm --filter @siipro/ui exports:sync` after adding or removing a component (src/publishExports.test.ts fails
// until then).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const packageFile = new URL('./package.json', import.meta.url);
const TIERS = ['primitives', 'patterns', 'screens'];

/** `<tier>/<Name>` of every component folder with an index.ts. */
const names = TIERS.flatMap((tier) => {
  const tierDir = new URL(`./src/${tier}/`, import.meta.url);
  return readdirSync(tierDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, tierDir)))
    .map((entry) => `${tier}/${entry.name}`)
    .sort();
});

const exports = {
  '.': { types: './dist/types/index.d.ts', import: './dist/index.js' },
  './themes': { types: './dist/types/theme/index.d.ts', import: './dist/themes.js' },
  // SIIPRO's faces and the global styles (the package root imports them itself), and the Poncho theme's faces.
  './base.css': './dist/base.css',
  './poncho-fonts.css': './dist/poncho-fonts.css',
  ...Object.fromEntries(
    TIERS.map((tier) => [`./${tier}`, { types: `./dist/types/${tier}/index.d.ts`, import: `./dist/${tier}/index.js` }]),
  ),
  ...Object.fromEntries(
    names.map((name) => [`./${name}`, { types: `./dist/types/${name}/index.d.ts`, import: `./dist/${name}/index.js` }]),
  ),
  './package.json': './package.json',
};

const packageJson = JSON.parse(readFileSync(packageFile, 'utf8'));
packageJson.publishConfig = { ...packageJson.publishConfig, exports };
writeFileSync(packageFile, `${JSON.stringify(packageJson, null, 2)}\n`);
console.log(`publishConfig.exports: ${names.length} components`);
