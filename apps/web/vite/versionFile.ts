// /version.json for the About page (platform.md §7: "GET /version.json → version, buildDate"). Written into the build
// output, and answered by the dev server from memory so `pnpm dev` shows the same card.
import type { Plugin } from 'vite';

export interface VersionFile {
  version: string;
  buildDate: string;
}

const FILE_NAME = 'version.json';

export function versionFile(version: string, buildDate = new Date().toISOString()): Plugin {
  const source = `${JSON.stringify({ version, buildDate } satisfies VersionFile, null, 2)}\n`;
  return {
    name: 'siipro:version-file',
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source });
    },
  };
}
