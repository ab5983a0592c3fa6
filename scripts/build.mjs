#!/usr/bin/env node
// `pnpm build`: the deployable artefacts in dist/ (docs/deploy.md says how to run them):
//   dist/web/        the web app's static files (Vite's production build), for the reverse proxy to serve;
//   dist/api/        the API: server.mjs and siipro.mjs (the operator command line), its SQL migrations in drizzle/,
//                    and node_modules with its production dependencies only;
//   dist/optimizer/  the optimizer: server.mjs, its solver thread, node_modules likewise.
// Each service runs with plain `node server.mjs`: no TypeScript loader, no dev dependency.
//
// How: `pnpm deploy --prod` copies a service's package with its production dependencies, exactly as the lockfile
// pins them; esbuild then bundles the service's TypeScript, with our workspace packages (@siipro/domain,
// @siipro/server, which ship TypeScript sources), into one ESM file per entry. The service's own npm dependencies
// stay outside the bundle (in node_modules): some load files of their own at run time (PGlite's and HiGHS's
// WebAssembly, firebase-admin), and all are what `pnpm audit` and the lockfile know.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} terminó con ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

/** The npm dependencies a service declares: left outside its bundle, installed in its node_modules. */
function ownDependencies(packageDir) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !dependencies[name].startsWith('workspace:'));
}

/** Bare imports of a declared dependency (and its subpaths) stay imports; everything else is bundled. */
function externalOnly(dependencies) {
  return {
    name: 'external-dependencies',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        if (path.startsWith('node:')) return { external: true };
        const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
        return dependencies.includes(name) ? { external: true } : undefined;
      });
    },
  };
}

/** One service: its package deployed into dist/<name>, then its entries bundled beside it. */
async function service(name, packageName, entries) {
  const packageDir = `apps/${name}`;
  const target = join(dist, name);
  console.log(`\n▶ ${name}: dependencias de producción (pnpm deploy --prod)`);
  run('pnpm', ['--filter', packageName, 'deploy', '--prod', '--legacy', '--prefer-offline', target]);
  console.log(`▶ ${name}: empaquetado (esbuild)`);
  await build({
    entryPoints: entries.map(([source, out]) => ({ in: join(root, packageDir, source), out })),
    outdir: target,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A bundle of ESM and CommonJS code: `require` for the CommonJS parts, as Node's ESM does not define it.
    banner: {
      js: "import { createRequire as __siiproRequire } from 'node:module';\nconst require = __siiproRequire(import.meta.url);",
    },
    plugins: [externalOnly(ownDependencies(packageDir))],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

rmSync(dist, { recursive: true, force: true });

console.log('▶ web: compilación de producción (vite build)');
run('pnpm', ['--filter', '@siipro/web', 'build']);
cpSync(join(root, 'apps/web/dist'), join(dist, 'web'), { recursive: true });

await service('api', '@siipro/api', [
  ['src/server.ts', 'server'],
  ['src/cli/main.ts', 'siipro'],
]);
// The optimizer's solver threads start from solverWorker.bootstrap.mjs beside the pool's code (model/solverPool.ts):
// in the build, that file is the worker itself, bundled.
await service('optimizer', '@siipro/optimizer', [
  ['src/server.ts', 'server'],
  ['src/model/solverWorker.ts', 'solverWorker.bootstrap'],
]);

for (const entry of ['api/server.mjs', 'api/siipro.mjs', 'api/drizzle/meta/_journal.json', 'optimizer/server.mjs']) {
  if (!existsSync(join(dist, entry))) throw new Error(`Falta dist/${entry}`);
}
console.log(`\n✔ Artefactos en ${dist}: web/, api/ y optimizer/ (docs/deploy.md)`);
