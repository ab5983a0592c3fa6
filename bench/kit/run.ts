// `pnpm bench:kit`: what an app outside this workspace ships when it imports one entry of @siipro/ui (issue #41).
// Builds the kit (`pnpm --filter @siipro/ui build` without declarations; --no-build reuses packages/ui/dist), lays it out as an installed package
// (node_modules/@siipro/ui with the published exports map, its dist/ a link to packages/ui/dist), and for each case
// bundles a tiny app that imports only that entry with Vite (Rolldown), minified as an app's production build. The
// kit's modules go to one chunk of their own (a code-splitting group), so its gzip size is the kit's JavaScript alone,
// without React or the libraries it imports; the CSS is all the app's (the app has none of its own); the heavy
// libraries are read from the module ids of the bundle. Sizes are gzip level 9, in KB of 1,000 bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { isEntryPoint } from '../entryPoint.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const kitRoot = join(repoRoot, 'packages/ui');

/** Libraries an app that does not show a map or a sortable list must not ship. */
export const HEAVY_LIBRARIES = ['pigeon-maps', '@dnd-kit', 'supercluster', 'zod'] as const;

/** Targets of issue #41: an app importing only Button, and the kit's whole stylesheet (fonts are separate files). */
export const TARGETS = { buttonJsKb: 10, wholeCssKb: 60 } as const;

export interface KitCase {
  label: string;
  /** The app's entry module. */
  source: string;
  /** Targets this case is held to; a case without any only reports. */
  maxJsKb?: number;
  maxCssKb?: number;
  noHeavy?: boolean;
}

const everything = (specifier: string) => `import * as kit from '${specifier}';\nglobalThis.kit = kit;\n`;

export const CASES: KitCase[] = [
  {
    label: 'primitives/Button',
    source: everything('@siipro/ui/primitives/Button'),
    maxJsKb: TARGETS.buttonJsKb,
    noHeavy: true,
  },
  {
    label: '{ Button } from the root',
    source: "import { Button } from '@siipro/ui';\nglobalThis.kit = Button;\n",
    maxJsKb: TARGETS.buttonJsKb,
    noHeavy: true,
  },
  { label: 'primitives', source: everything('@siipro/ui/primitives'), noHeavy: true },
  { label: 'patterns', source: everything('@siipro/ui/patterns'), noHeavy: true },
  { label: 'patterns/DataTable', source: everything('@siipro/ui/patterns/DataTable'), noHeavy: true },
  { label: 'patterns/Modal', source: everything('@siipro/ui/patterns/Modal'), noHeavy: true },
  { label: 'themes', source: everything('@siipro/ui/themes'), noHeavy: true },
  { label: 'screens', source: everything('@siipro/ui/screens') },
  { label: 'screens/ProjectsTable', source: everything('@siipro/ui/screens/ProjectsTable') },
  { label: 'screens/ProjectsMap', source: everything('@siipro/ui/screens/ProjectsMap') },
  { label: 'the whole kit (root)', source: everything('@siipro/ui'), maxCssKb: TARGETS.wholeCssKb },
];

export interface KitCaseResult {
  label: string;
  jsKb: number;
  cssKb: number;
  heavy: string[];
  misses: string[];
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;
const gzipKb = (code: string | Uint8Array) => kb(gzipSync(code, { level: 9 }).length);

/** A folder where `@siipro/ui` resolves as an installed package would: the published manifest, the built dist/. */
function installedKit(): string {
  const appsDir = mkdtempSync(join(tmpdir(), 'siipro-bench-kit-'));
  const packageDir = join(appsDir, 'node_modules/@siipro/ui');
  mkdirSync(packageDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(kitRoot, 'package.json'), 'utf8')) as {
    exports: unknown;
    publishConfig: { exports: unknown };
  };
  manifest.exports = manifest.publishConfig.exports;
  writeFileSync(join(packageDir, 'package.json'), JSON.stringify(manifest, null, 2));
  // The link resolves to packages/ui/dist, so the kit's own imports (React, Ariakit…) resolve from packages/ui.
  symlinkSync(join(kitRoot, 'dist'), join(packageDir, 'dist'), 'dir');
  return appsDir;
}

async function measure(appsDir: string, kitCase: KitCase, index: number): Promise<KitCaseResult> {
  const appDir = join(appsDir, `app-${index}`);
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'main.js'), kitCase.source);
  const output = (await build({
    configFile: false,
    root: appDir,
    logLevel: 'silent',
    resolve: { preserveSymlinks: false },
    build: {
      write: false,
      minify: true,
      // Chunk CSS as an app's build does; the fonts stay files (they are not counted).
      assetsInlineLimit: 0,
      rolldownOptions: {
        input: join(appDir, 'main.js'),
        output: {
          codeSplitting: {
            // The kit's modules only: by default a group also pulls in what they import (React, Ariakit…).
            groups: [
              { name: 'siipro-kit', test: /packages[\\/]ui[\\/]dist[\\/]/, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  let jsKb = 0;
  let cssKb = 0;
  const heavy = new Set<string>();
  for (const file of output.output) {
    if (file.type === 'chunk') {
      if (file.name === 'siipro-kit') jsKb += gzipKb(file.code);
      for (const id of file.moduleIds) {
        for (const library of HEAVY_LIBRARIES) {
          if (id.includes(`/node_modules/${library}/`)) heavy.add(library);
        }
      }
    } else if (file.fileName.endsWith('.css')) {
      cssKb += gzipKb(file.source);
    }
  }
  jsKb = Math.round(jsKb * 10) / 10;
  cssKb = Math.round(cssKb * 10) / 10;
  const misses: string[] = [];
  if (kitCase.maxJsKb !== undefined && jsKb > kitCase.maxJsKb) misses.push(`JS > ${kitCase.maxJsKb} KB`);
  if (kitCase.maxCssKb !== undefined && cssKb > kitCase.maxCssKb) misses.push(`CSS > ${kitCase.maxCssKb} KB`);
  if (kitCase.noHeavy && heavy.size) misses.push(`ships ${[...heavy].join(', ')}`);
  return { label: kitCase.label, jsKb, cssKb, heavy: [...heavy].sort(), misses };
}

export async function measureKit(cases: readonly KitCase[] = CASES): Promise<KitCaseResult[]> {
  const appsDir = installedKit();
  try {
    const results: KitCaseResult[] = [];
    for (const [index, kitCase] of cases.entries()) {
      process.stderr.write(`bundling an app of ${kitCase.label}…\n`);
      results.push(await measure(appsDir, kitCase, index));
    }
    return results;
  } finally {
    rmSync(appsDir, { recursive: true, force: true });
  }
}

function verdict(kitCase: KitCase, result: KitCaseResult): string {
  const held = kitCase.maxJsKb !== undefined || kitCase.maxCssKb !== undefined || kitCase.noHeavy;
  if (!held) return '';
  return result.misses.length ? `MISS (${result.misses.join('; ')})` : 'PASS';
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    process.stderr.write('building the kit (pnpm --filter @siipro/ui build)…\n');
    // Without declarations: the apps bundle JavaScript and CSS only.
    execFileSync('pnpm', ['--filter', '@siipro/ui', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SIIPRO_UI_NO_TYPES: '1' },
    });
  }
  const results = await measureKit();
  const rows = results.map((result, index) => [
    result.label,
    result.jsKb.toFixed(1),
    result.cssKb.toFixed(1),
    result.heavy.join(', ') || '—',
    verdict(CASES[index]!, result),
  ]);
  const header = ['app imports', 'kit JS KB gz', 'CSS KB gz', 'heavy libraries', 'target'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nTargets: an app importing only Button ships ≤ ${TARGETS.buttonJsKb} KB of the kit's JS and none of ` +
      `${HEAVY_LIBRARIES.join(', ')}; the whole kit's CSS ≤ ${TARGETS.wholeCssKb} KB (fonts are separate files).`,
  );
  if (results.some((result) => result.misses.length)) process.exitCode = 1;
}

if (isEntryPoint(import.meta.url)) await main();
