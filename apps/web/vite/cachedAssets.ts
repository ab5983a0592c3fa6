// How `vite preview` (the production server of `pnpm start`) serves the build's hashed files, dist/assets/*, whose
// names change whenever their content does:
// - cached by the browser for a year without asking again (immutable). Vite's own static server sends them
//   "no-cache", so every reopening of a page revalidated each of its ~100 chunks: a round trip apiece before the
//   page could run (Lighthouse's list audit, a person coming back, waited on them);
// - compressed once at build time (brotli and gzip next to each file, as static hosts serve them) instead of on
//   every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|wasm|txt)$/;
const ONE_YEAR_SECONDS = 31_536_000;

/** Writes file.br and file.gz beside every compressible file of `directory`. */
export function compressFiles(directory: string): void {
  for (const name of readdirSync(directory)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(directory, name);
    const content = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  }
}

export function cachedAssets(): Plugin {
  let assetsDirectory = '';
  let building = false;
  return {
    name: 'siipro:cached-assets',
    configResolved(config) {
      assetsDirectory = resolve(config.root, config.build.outDir, config.build.assetsDir);
      building = config.command === 'build';
    },
    closeBundle() {
      if (building) compressFiles(assetsDirectory);
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        '/assets',
        sirv(assetsDirectory, { immutable: true, maxAge: ONE_YEAR_SECONDS, etag: true, brotli: true, gzip: true }),
      );
    },
  };
}
