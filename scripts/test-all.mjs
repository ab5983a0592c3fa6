#!/usr/bin/env node
// `pnpm test`: every gate of the project, in order, failing fast. Each step writes a JSON report so the run can end
// with one plain summary line ("N passed, N failed") that CI reads, whatever runner produced the numbers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { missingBrowserPrerequisites } from './browserPrerequisites.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}.json`,
];

/** The gates. `report` names the JSON file the step leaves behind (vitest or playwright format). */
const steps = [
  { name: 'lint', cmd: ['pnpm', 'lint'] },
  { name: 'format', cmd: ['pnpm', 'format:check'] },
  { name: 'typecheck', cmd: ['pnpm', 'typecheck'] },
  {
    name: 'unit',
    cmd: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'domain',
      '--project',
      'api-client',
      '--project',
      'server',
      '--project',
      'optimizer',
      '--project',
      'web',
      '--project',
      'tooling',
      ...vitestReport('unit'),
    ],
    report: 'unit',
  },
  { name: 'api', cmd: ['pnpm', '--filter', '@siipro/api', 'test', '--', ...vitestReport('api')], report: 'api' },
  {
    // The kit's own unit tests (`packages/ui/src/**/*.test.tsx`) in chromium. Every story's play function and axe
    // check run in the visual step, on the static build, with its screenshots (a play function that fails fails
    // that story there): running them a second time here doubled their cost (~5 minutes) and found nothing the
    // visual step does not. `pnpm test:stories` still runs them in Vitest, for quick work on a component.
    name: 'ui-unit',
    cmd: ['pnpm', 'exec', 'vitest', 'run', '--project', 'storybook', '.test.ts', ...vitestReport('ui-unit')],
    report: 'ui-unit',
  },
  {
    // The kit as another public body installs it: packed, installed offline into examples/kit-consumer's copy,
    // built on React 19 and 18.3 and read in chromium with axe (packages/ui/consumer/).
    name: 'kit-consumer',
    cmd: ['pnpm', 'exec', 'playwright', 'test', '-c', 'packages/ui/consumer/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'kit-consumer.json') },
    report: 'kit-consumer',
  },
  {
    name: 'visual',
    cmd: ['pnpm', 'test:visual'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'visual.json') },
    report: 'visual',
  },
  {
    name: 'e2e',
    cmd: ['pnpm', '--filter', '@siipro/e2e', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: 'e2e',
  },
  {
    // `pnpm build`'s artefacts started as a deployment runs them (plain node, production dependencies only) and the
    // sign-in and list journey through them (e2e/playwright.built.config.ts; issue 46).
    name: 'built',
    cmd: ['pnpm', '--filter', '@siipro/e2e', 'exec', 'playwright', 'test', '-c', 'playwright.built.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'built.json') },
    report: 'built',
  },
];

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

// Chromium and the baselines' fonts are checked before any step: missing, they would show only after the API stage,
// as hundreds of failed screenshots.
const browserSteps = ['ui-unit', 'visual', 'e2e', 'built'];
const missingForBrowsers =
  browserSteps.some((name) => !only.length || only.includes(name)) && missingBrowserPrerequisites();
if (missingForBrowsers) {
  console.error(`✖ ${missingForBrowsers}`);
  console.log(`\nTotal: 0 passed, 1 failed, 0 skipped`);
  process.exit(1);
}

function countReport(file) {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in json) {
    // A test file that fails to load has no tests of its own; it still counts as one failure.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + brokenFiles,
      skipped: json.numPendingTests + (json.numTodoTests ?? 0),
    };
  }
  if (json.stats) {
    return { passed: json.stats.expected, failed: json.stats.unexpected, skipped: json.stats.skipped };
  }
  return null;
}

function run(step, cmd) {
  console.log(`\n▶ ${step.name}: ${cmd.join(' ')}`);
  return spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...step.env },
  });
}

let failedStep = null;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  const result = run(step, step.cmd);
  const counts = step.report ? countReport(join(reports, `${step.report}.json`)) : null;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (counts) {
    for (const key of Object.keys(totals)) totals[key] += counts[key];
    console.log(`  ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
  }
  if (result.status !== 0) {
    failedStep = step.name;
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    if (totals.failed === 0) totals.failed = 1; // a failing gate without test counts (lint, typecheck) still fails
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
