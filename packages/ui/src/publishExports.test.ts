/// <reference types="vite/client" />
// The published package (publishConfig.exports in package.json) must offer exactly one `./<tier>/<Name>` entry per
// component folder, pointing at the files the library build (vite.config.ts) writes for it.
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';

type ExportTarget = string | { types: string; import: string };

const componentFolders = Object.keys(import.meta.glob('./{primitives,patterns,screens}/*/index.ts'))
  .map((path) => path.split('/').slice(1, 3).join('/'))
  .sort();

const publishedExports = packageJson.publishConfig.exports as Record<string, ExportTarget>;

const expectedComponentEntry = (name: string) => ({
  types: `./dist/types/${name}/index.d.ts`,
  import: `./dist/${name}/index.js`,
});

describe('publishConfig.exports', () => {
  it('has one entry per component folder, and none for a folder that is gone', () => {
    const published = Object.keys(publishedExports)
      .filter((key) => /^\.\/(primitives|patterns|screens)\//.test(key))
      .map((key) => key.slice('./'.length))
      .sort();
    expect(componentFolders.length).toBeGreaterThan(0);
    // On failure run `pnpm --filter @siipro/ui exports:sync` (packages/ui/publish-exports.mjs).
    expect(published).toEqual(componentFolders);
  });

  it.each(componentFolders)('points ./%s at its built module and declarations', (name) => {
    expect(publishedExports[`./${name}`]).toEqual(expectedComponentEntry(name));
  });

  it('publishes the root, the themes and the two stylesheets an app loads by name', () => {
    expect(publishedExports['.']).toEqual({ types: './dist/types/index.d.ts', import: './dist/index.js' });
    expect(publishedExports['./themes']).toEqual({
      types: './dist/types/theme/index.d.ts',
      import: './dist/themes.js',
    });
    expect(publishedExports['./base.css']).toBe('./dist/base.css');
    expect(publishedExports['./poncho-fonts.css']).toBe('./dist/poncho-fonts.css');
    expect(publishedExports['./style.css']).toBeUndefined();
  });

  it.each(['primitives', 'patterns', 'screens'])('publishes the %s tier whole', (tier) => {
    expect(publishedExports[`./${tier}`]).toEqual(expectedComponentEntry(tier));
  });
});
