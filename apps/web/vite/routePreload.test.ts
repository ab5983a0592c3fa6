import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { preloadTable } from './routePreload.ts';

const root = '/app';

/** The fields of a rolldown output chunk that the plugin reads. */
function chunk(fileName: string, fields: { modules: string[]; imports?: string[]; entry?: boolean }) {
  return {
    type: 'chunk',
    fileName,
    isEntry: fields.entry ?? false,
    facadeModuleId: fields.modules[0],
    modules: Object.fromEntries(fields.modules.map((id) => [id, {}])),
    imports: fields.imports ?? [],
  };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { modules: ['/app/src/main.tsx'], imports: ['assets/react.js'], entry: true }),
    chunk('assets/react.js', { modules: ['/app/node_modules/react/index.js'] }),
    chunk('assets/LoginPage.js', {
      modules: ['/app/src/features/auth/pages/LoginPage.tsx'],
      imports: ['assets/react.js', 'assets/Button.js', 'assets/authLayout.css.ts.vanilla.js'],
    }),
    chunk('assets/Button.js', { modules: ['/app/src/Button.tsx'], imports: ['assets/Icon.js', 'assets/react.js'] }),
    chunk('assets/Icon.js', { modules: ['/app/src/Icon.tsx'] }),
    chunk('assets/authLayout.css.ts.vanilla.js', { modules: ['/app/src/authLayout.css.ts.vanilla.css'] }),
  ].map((output) => [output.fileName, output]),
) as unknown as Rolldown.OutputBundle;

describe('preloadTable', () => {
  it("lists the chunks of a route's lazy modules only, not the chunks they import", () => {
    const table = preloadTable(
      bundle,
      [{ path: /^\/login\/?$/, modules: ['src/features/auth/pages/LoginPage.tsx'] }],
      root,
    );
    expect(table).toEqual([['^\\/login\\/?$', '', ['assets/LoginPage.js']]]);
  });

  it('with withStaticImports, lists the whole static graph of the lazy modules, without the entry and its imports', () => {
    const table = preloadTable(
      bundle,
      [{ path: /^\/login\/?$/, modules: ['src/features/auth/pages/LoginPage.tsx'], withStaticImports: true }],
      root,
    );
    expect(table[0]![2]).toEqual([
      'assets/LoginPage.js',
      'assets/Button.js',
      'assets/Icon.js',
      'assets/authLayout.css.ts.vanilla.js',
    ]);
  });

  it('leaves out a lazy module whose chunk the entry imports statically: index.html loads it', () => {
    const table = preloadTable(bundle, [{ path: /^\/$/, modules: ['node_modules/react/index.js'] }], root);
    expect(table).toEqual([['^\\/$', '', []]]);
  });

  it('fails the build when a listed module is no chunk (renamed or no longer lazy)', () => {
    expect(() => preloadTable(bundle, [{ path: /^\/x$/, modules: ['src/gone.tsx'] }], root)).toThrow(/src\/gone\.tsx/);
  });
});
