// Library build of @siipro/ui (`pnpm --filter @siipro/ui build`), for a public-body app outside this workspace:
// ESM only, one entry per component folder plus the package root and the themes, one style.css, type declarations.
//
// @siipro/domain is bundled, not external: it is a private workspace package, and another app should install only
// @siipro/ui (the used parts of domain land in one shared chunk). Its types are bundled the same way: its
// declarations are emitted into dist/types/domain/ (domainTypesPlugin) and the ui's declarations import them by a
// relative path instead of `@siipro/domain`, so components keep using domain's one definition of each type. zod is a
// dependency (domain's types are zod's inferences, and one copy of zod in the app is the app's to configure).
// React, react-dom, Ariakit, react-aria, zod and the vanilla-extract runtimes (sprinkles included) stay external.
// Library mode inlines every asset it meets as a data URL; the fonts are asked for as files (fontFilesPlugin), so
// style.css stays small and references them (woff2, and fontsource's woff fallback) under dist/fonts/.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import ts from 'typescript';

const packageRoot = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(packageRoot, 'dist');
const typesDir = resolve(outDir, 'types');
const domainRoot = resolve(packageRoot, '../domain');
/** Where domain's declarations go; the ui's declarations import `<this>/index.js` for `@siipro/domain`. */
const domainTypesDir = resolve(typesDir, 'domain');

/** Every `src/<tier>/<Name>/index.ts` as `<tier>/<Name>`: one entry, and one `exports` path, per component. */
export function componentNames(): string[] {
  return ['primitives', 'patterns', 'screens'].flatMap((tier) => {
    const tierDir = resolve(packageRoot, 'src', tier);
    return readdirSync(tierDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(resolve(tierDir, entry.name, 'index.ts')))
      .map((entry) => `${tier}/${entry.name}`)
      .sort();
  });
}

const entries: Record<string, string> = {
  index: resolve(packageRoot, 'src/index.ts'),
  themes: resolve(packageRoot, 'src/theme/index.ts'),
  // Only for style.css: the Poncho theme's faces, which the package root leaves to the apps that use that theme.
  'poncho-fonts': resolve(packageRoot, 'src/styles/ponchoFonts.ts'),
  ...Object.fromEntries(
    componentNames().map((name) => [`${name}/index`, resolve(packageRoot, `src/${name}/index.ts`)]),
  ),
};

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ariakit\//,
  /^react-aria($|\/)/,
  /^@vanilla-extract\/(recipes|dynamic|css|sprinkles)($|\/)/,
  /^zod($|\/)/,
];

/** Relative specifiers in source use `.ts`; in published declarations `.js` resolves under every module setting. */
const toJsSpecifiers = (code: string) =>
  code.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]*?)\.tsx?\2/g, '$1$2$3.js$2');

/** `@siipro/domain` in a declaration written at `filePath` → the relative path of the bundled domain declarations. */
function toBundledDomain(filePath: string, content: string): string {
  let target = relative(dirname(filePath), resolve(domainTypesDir, 'index.js')).split(sep).join('/');
  if (!target.startsWith('.')) target = `./${target}`;
  return content.replace(/(['"])@siipro\/domain\1/g, `$1${target}$1`);
}

/**
 * Emits the declarations of @siipro/domain's public surface (index.ts and what it imports) into dist/types/domain/ with TypeScript itself:
 * the ui's published types name domain's types (ProjectListItem, SortState…), and the package ships them.
 */
function domainTypesPlugin(): Plugin {
  return {
    name: 'siipro-ui-domain-types',
    apply: 'build',
    writeBundle() {
      const configFile = ts.readConfigFile(resolve(domainRoot, 'tsconfig.json'), ts.sys.readFile);
      const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, domainRoot);
      const sourceDir = resolve(domainRoot, 'src') + sep;
      // Its public surface and what that imports: no tests, no test helpers.
      const program = ts.createProgram([resolve(sourceDir, 'index.ts')], {
        ...parsed.options,
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: sourceDir,
        outDir: domainTypesDir,
      });
      const result = program.emit(undefined, (fileName, text) => {
        mkdirSync(dirname(fileName), { recursive: true });
        writeFileSync(fileName, toJsSpecifiers(text));
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .concat(result.diagnostics)
        .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
      if (errors.length) {
        throw new Error(
          ts.formatDiagnostics(errors, {
            getCanonicalFileName: (f) => f,
            getCurrentDirectory: () => domainRoot,
            getNewLine: () => '\n',
          }),
        );
      }
    },
  };
}

/**
 * Marks the font files of fontsource's stylesheets `?no-inline`, the one mark Vite's library mode honours: the
 * ~600 KB of fonts are then emitted as files, which a browser downloads only when a page uses the face (and caches),
 * instead of riding in style.css as base64 for every page.
 */
function fontFilesPlugin(): Plugin {
  return {
    name: 'siipro-ui-font-files',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource(-variable)?[\\/].*\.css$/.test(id)) return null;
      return { code: code.replace(/url\((['"]?)(\.\/files\/[^'")?]+)\1\)/g, 'url($1$2?no-inline$1)'), map: null };
    },
  };
}

export default defineConfig({
  // Asset URLs relative to style.css, wherever the app's bundler or server puts the package.
  base: './',
  plugins: [
    fontFilesPlugin(),
    react(),
    vanillaExtractPlugin(),
    domainTypesPlugin(),
    dts({
      tsconfigPath: resolve(packageRoot, 'tsconfig.json'),
      include: ['src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
      entryRoot: resolve(packageRoot, 'src'),
      outDirs: typesDir,
      // Domain's types are bundled (domainTypesPlugin): name them by their path in the package.
      beforeWriteFile: (filePath, content) => ({ content: toBundledDomain(filePath, content) }),
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for the whole kit (fonts, global styles, every component): `@siipro/ui/style.css`.
    cssCodeSplit: false,
    lib: {
      entry: entries,
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'style',
    },
    rolldownOptions: {
      external,
      output: {
        // The fonts in dist/fonts/, under their fontsource names; style.css keeps its name (the `./style.css` export).
        assetFileNames: ({ names }) => (/\.woff2?$/.test(names[0] ?? '') ? 'fonts/[name][extname]' : '[name][extname]'),
      },
    },
  },
});
