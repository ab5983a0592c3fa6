#!/usr/bin/env node
// `pnpm test`: every gate of the project, in order, failing fast. Each step writes a JSON report so the run can end
// with one plain summary line ("N passed, N failed") that CI reads, whatever runner produced the numbers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, name)}.json`,
];

/**
 * The gates. `report` names the JSON file the step leaves behind (vitest or playwright format); a step in `parts` runs
 * each part's command in turn, each with its report.
 */
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
      ...vitestReport('unit'),
    ],
    report: 'unit',
  },
  { name: 'api', cmd: ['pnpm', '--filter', '@siipro/api', 'test', '--', ...vitestReport('api')], report: 'api' },
  {
    name: 'stories',
    // In two halves, each in a browser of its own: one page running all ~80 files lost its connection late in the run
    // ("Browser connection was closed while running tests", twice in a row on a loaded machine, 3-6 files never
    // ran). Vitest's shards split the files; each half writes its own report.
    parts: [1, 2].map((shard) => ({
      cmd: [
        'pnpm',
        'exec',
        'vitest',
        'run',
        '--project',
        'storybook',
        `--shard=${shard}/2`,
        ...vitestReport(`stories-${shard}`),
      ],
      report: `stories-${shard}`,
    })),
    // Should a half still lose its page, every test that ran passed and the rest never ran: that run says nothing
    // about the stories, so the half runs once more; a failed test, or the same error twice, still fails the gate.
    rerunWhenNoTestFailed: true,
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
];

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

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

/** A step's runs: its parts, or itself. */
const partsOf = (step) => step.parts ?? [{ cmd: step.cmd, report: step.report }];

let failedStep = null;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  const started = Date.now();
  const stepTotals = { passed: 0, failed: 0, skipped: 0 };
  let failed = false;
  for (const part of partsOf(step)) {
    let result = run(step, part.cmd);
    if (result.status !== 0 && step.rerunWhenNoTestFailed) {
      const counts = countReport(join(reports, `${part.report}.json`));
      if (counts && counts.failed === 0) {
        console.log(`\n⚠ ${step.name} stopped with no failed test (a runner error, see above): running it once more`);
        result = run(step, part.cmd);
      }
    }
    const counts = part.report ? countReport(join(reports, `${part.report}.json`)) : null;
    if (counts) for (const key of Object.keys(stepTotals)) stepTotals[key] += counts[key];
    if (result.status !== 0) {
      failed = true;
      break;
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  for (const key of Object.keys(totals)) totals[key] += stepTotals[key];
  if (partsOf(step).some((part) => part.report)) {
    console.log(`  ${step.name}: ${stepTotals.passed} passed, ${stepTotals.failed} failed (${seconds} s)`);
  }
  if (failed) {
    failedStep = step.name;
    console.error(`✖ ${step.name} failed after ${seconds} s`);
    if (totals.failed === 0) totals.failed = 1; // a failing gate without test counts (lint, typecheck) still fails
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
