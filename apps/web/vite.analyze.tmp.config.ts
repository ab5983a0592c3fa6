import { defineConfig } from 'vite';
import { gzipSync } from 'node:zlib';
import { webConfig } from './vite.config.ts';
const base = webConfig('publico');
export default defineConfig({
  ...base,
  build: { ...base.build, outDir: '/tmp/pub-analyze', emptyOutDir: true },
  plugins: [...(base.plugins ?? []), {
    name: 'analyze',
    generateBundle(_o, bundle) {
      const rows: [string, string, number][] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, m] of Object.entries(chunk.modules)) rows.push([chunk.fileName, id.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'nm:').replace('/work/wt-pub/', ''), m.code ? gzipSync(m.code).length : 0]);
      }
      rows.sort((a, b) => b[2] - a[2]);
      console.log(rows.slice(0, 120).map(r => `${(r[2]/1000).toFixed(1).padStart(6)} ${r[0].padEnd(40)} ${r[1]}`).join('\n'));
    },
  }],
});
