// Library build of @siipro/ui (`pnpm --filter @siipro/ui build`), for a public-body app outside this workspace:
// ESM only, one entry per component folder plus the package root and the themes, one style.css, type declarations.
//
// @siipro/domain is bundled, not external: it is a private workspace package, and another app should install only
// @siipro/ui (the used parts of domain, with zod, land in one shared chunk). The public declarations therefore must
// not mention @siipro/domain: the build fails if one does (declare the prop type in packages/ui instead).
// React, react-dom, Ariakit, react-aria and the vanilla-extract runtimes (sprinkles included) stay external (one copy in the app).
// Library mode inlines every asset it meets as a data URL; the fonts are asked for as files (fontFilesPlugin), so
// style.css stays small and references them (woff2, and fontsource's woff fallback) under dist/assets/.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';

const packageRoot = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(packageRoot, 'dist');

/** Every `src/components/<Name>/index.ts`: one entry, and one `exports` path, per component. */
export function componentNames(): string[] {
  const componentsDir = resolve(packageRoot, 'src/components');
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(componentsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

const entries: Record<string, string> = {
  index: resolve(packageRoot, 'src/index.ts'),
  themes: resolve(packageRoot, 'src/theme/index.ts'),
  // Only for style.css: the Poncho theme's faces, which the package root leaves to the apps that use that theme.
  'poncho-fonts': resolve(packageRoot, 'src/styles/ponchoFonts.ts'),
  ...Object.fromEntries(
    componentNames().map((name) => [
      `components/${name}/index`,
      resolve(packageRoot, `src/components/${name}/index.ts`),
    ]),
  ),
};

const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@ariakit\//,
  /^react-aria($|\/)/,
  /^@vanilla-extract\/(recipes|dynamic|css|sprinkles)($|\/)/,
];

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
    dts({
      tsconfigPath: resolve(packageRoot, 'tsconfig.json'),
      include: ['src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
      entryRoot: resolve(packageRoot, 'src'),
      outDirs: resolve(outDir, 'types'),
      beforeWriteFile: (filePath, content) => {
        if (/from ['"]@siipro\/domain['"]|import\(['"]@siipro\/domain['"]\)/.test(content)) {
          throw new Error(
            `${relative(packageRoot, filePath)} references @siipro/domain, which the library bundles and does not ship: ` +
              'declare the type in packages/ui (or re-export it from there) so the published declarations stand alone.',
          );
        }
      },
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
