#!/usr/bin/env node
// `pnpm test:visual`: build the static Storybook, then screenshot + axe every story in both themes with Playwright
// (packages/ui/visual). `--update` rewrites changed or missing baselines and deletes baselines of stories that no
// longer exist; `--no-build` reuses an existing storybook-static. Other arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--update' && arg !== '--no-build');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Baselines no story asks for any more (story renamed or deleted, `responsive` tag removed); kept, they would hide
 * the change. Mirrors expectedBaselines() in packages/ui/visual/stories.visual.ts.
 */
function deleteOrphanBaselines() {
  const screenshots = join(root, 'packages/ui/__screenshots__');
  if (!existsSync(screenshots)) return;
  const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8'));
  const wanted = new Set();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    wanted.add(`${entry.id}.png`);
    if (entry.tags?.includes('responsive')) wanted.add(`${entry.id}--narrow.png`);
  }
  for (const theme of readdirSync(screenshots)) {
    for (const file of readdirSync(join(screenshots, theme))) {
      if (!wanted.has(file)) {
        rmSync(join(screenshots, theme, file));
        console.log(`Deleted orphan baseline ${theme}/${file}`);
      }
    }
  }
}

if (build) run('pnpm', ['build-storybook']);
if (update) deleteOrphanBaselines();
run('pnpm', [
  'exec',
  'playwright',
  'test',
  '-c',
  'packages/ui/visual/playwright.config.ts',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...passThrough,
]);
