// Library build of @siipro/ui (`pnpm --filter @siipro/ui build`), for a public-body app outside this workspace:
// ESM only, one entry per component folder plus the package root, the themes and two stylesheets, type declarations.
//
// CSS is split with the JavaScript: every chunk that carries styles imports its own stylesheet (cssImportsPlugin),
// so an app that imports Button loads Button's CSS and nothing else; package.json's `sideEffects` names the CSS
// files, so bundlers keep those imports. `base.css` (SIIPRO's faces and the global styles) comes with the package
// root; an app that imports single components loads it itself, and `poncho-fonts.css` when it applies that theme.
//
// @siipro/domain is bundled, not external: it is a private workspace package, and another app should install only
// @siipro/ui (the used parts of domain land in one shared chunk). Its types are bundled the same way: its
// declarations are emitted into dist/types/domain/ (domainTypesPlugin) and the ui's declarations import them by a
// relative path instead of `@siipro/domain`, so components keep using domain's one definition of each type. zod is a
// dependency (domain's types are zod's inferences, and one copy of zod in the app is the app's to configure).
// React, react-dom, Ariakit, react-aria, zod, the map's and the sortable list's libraries (pigeon-maps, supercluster,
// dnd-kit) and the vanilla-extract runtimes (sprinkles included) stay external: they are dependencies, imported only
// by the chunks that use them, so an app's bundler dedupes them with its own copies and drops them when unused. The
// map's clustering worker is the exception: a worker is a bundle of its own, supercluster inlined.
// The fonts (fontsource) are read at build time into dist/fonts/ and base.css: devDependencies, like domain.
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

const TIERS = ['primitives', 'patterns', 'screens'];

/** Every `src/<tier>/<Name>/index.ts` as `<tier>/<Name>`: one entry, and one `exports` path, per component. */
export function componentNames(): string[] {
  return TIERS.flatMap((tier) => {
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
  // Only for base.css: SIIPRO's faces and the global styles, which the package root imports for itself.
  base: resolve(packageRoot, 'src/styles/index.ts'),
  // Each tier whole (`@siipro/ui/primitives`…), for an app that takes a tier rather than single components.
  ...Object.fromEntries(TIERS.map((tier) => [`${tier}/index`, resolve(packageRoot, `src/${tier}/index.ts`)])),
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
  /^pigeon-maps($|\/)/,
  /^supercluster($|\/)/,
  /^@dnd-kit\//,
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

/**
 * Library mode writes each chunk's CSS beside it but leaves the import to the app; this adds it: `import "./x.css"`
 * at the top of every chunk whose modules have styles, so a component's stylesheet arrives with the component. The
 * lines go above the code, so the source map only needs as many empty lines prepended.
 */
function cssImportsPlugin(): Plugin {
  return {
    name: 'siipro-ui-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (!stylesheets.length) continue;
        const lines = stylesheets.map((file) => {
          let path = relative(dirname(chunk.fileName), file).split(sep).join('/');
          if (!path.startsWith('.')) path = `./${path}`;
          return `import ${JSON.stringify(path)};\n`;
        });
        chunk.code = lines.join('') + chunk.code;
        if (chunk.map) chunk.map.mappings = ';'.repeat(lines.length) + chunk.map.mappings;
      }
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
    cssImportsPlugin(),
    // SIIPRO_UI_NO_TYPES=1 leaves the declarations out (the slow half of the build), for what bundles only the
    // JavaScript and CSS: `pnpm bench:kit`.
    ...(process.env.SIIPRO_UI_NO_TYPES
      ? []
      : [
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
        ]),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: entries,
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external,
      output: {
        // The fonts in dist/fonts/ under their fontsource names, and the two stylesheets the package exports by name
        // beside the modules; every other chunk's CSS in dist/assets/, hashed like the chunks (only chunks name it).
        assetFileNames: ({ names }) => {
          const name = names[0] ?? '';
          if (/\.woff2?$/.test(name)) return 'fonts/[name][extname]';
          if (name === 'base.css' || name === 'poncho-fonts.css') return '[name][extname]';
          return 'assets/[name]-[hash][extname]';
        },
      },
    },
  },
});
