// Global setup of the consumer test: build and pack the kit, install the tarball into a fresh copy of
// examples/kit-consumer with pnpm --offline (every package must already be in the store after the workspace's own
// install: the root package.json brings react-18 and react-dom-18 for that), type-check the app against the packed
// declarations, and build it twice. Each step runs to completion here, so no process outlives the setup.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS, appDir, exampleDir, repoRoot, workDir } from './consumerApp';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  console.log(`  ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export default function prepare() {
  // KIT_CONSUMER_REUSE=1 keeps the last preparation, for work on the spec alone (never in `pnpm test`).
  if (process.env.KIT_CONSUMER_REUSE === '1' && BUILDS.every((build) => existsSync(build.outDir))) return;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  console.log('Preparing the kit consumer:');
  run('pnpm', ['--filter', '@siipro/ui', 'build'], repoRoot);
  run('pnpm', ['pack', '--pack-destination', workDir], join(repoRoot, 'packages/ui'));
  const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack left no tarball in ${workDir}`);

  cpSync(exampleDir, appDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|vendor)$/.test(source),
  });
  // The app depends on `file:./vendor/siipro-ui`: the tarball's contents, a folder whose dependencies its lockfile
  // pins (a tarball's own hash changes with every build, which a frozen lockfile refuses).
  mkdirSync(join(appDir, 'vendor/siipro-ui'), { recursive: true });
  run('tar', ['-xzf', join(workDir, tarball), '-C', join(appDir, 'vendor/siipro-ui'), '--strip-components=1'], appDir);
  run('pnpm', ['install', '--offline', '--frozen-lockfile', '--ignore-workspace', '--reporter=silent'], appDir);
  run('pnpm', ['run', 'typecheck'], appDir);
  run('pnpm', ['run', 'build'], appDir);
  run('pnpm', ['run', 'build:react18'], appDir);
}
