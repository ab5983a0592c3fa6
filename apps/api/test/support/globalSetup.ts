// Once per test run: the Auth emulator with the demo accounts, the PGlite template and the PostgreSQL server URL
// (the configured server, or an embedded one when none answers).
// Vitest runs this for the root and for each project (one after another); the state on globalThis makes the later
// calls reuse what the first one started, and the first teardown stops the emulator and the embedded server.
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { firebaseAuth } from '../../src/auth/firebaseApp.ts';
import { seedEmulatorAccounts } from '../../src/seed/emulatorAccounts.ts';
import { EMULATOR_HOST, emulatorAnswers, startEmulator, stopEmulator } from './emulatorProcess.ts';
import { ensurePgliteTemplate } from './pgliteTemplate.ts';
import { configuredOrEmbeddedPostgres, type LocalPostgres } from './localPostgres.ts';
import { candidateUrls } from './postgresServer.ts';

interface RunState {
  emulator: ChildProcess | null;
  ready: Promise<string> | null;
  postgres: Promise<LocalPostgres> | null;
}

const state = ((globalThis as { __siiproApiTests?: RunState }).__siiproApiTests ??= {
  emulator: null,
  ready: null,
  postgres: null,
});

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string | null;
  }
}

/** Emulator with the demo accounts, and the PGlite template; returns the template's path. */
async function prepare(): Promise<string> {
  if (!(await emulatorAnswers())) state.emulator = await startEmulator(240_000);
  await seedEmulatorAccounts(firebaseAuth({ projectId: 'demo-siipro', emulatorHost: EMULATOR_HOST }));
  return ensurePgliteTemplate();
}

export async function setup(project: TestProject) {
  state.ready ??= prepare();
  project.provide('pgliteTemplate', await state.ready);
  // Only the PostgreSQL project needs the server; a PGlite-only run works without one.
  if (project.config.env?.TEST_DB === 'postgres') {
    state.postgres ??= configuredOrEmbeddedPostgres(candidateUrls());
    project.provide('postgresUrl', (await state.postgres).url);
  } else {
    project.provide('postgresUrl', null);
  }
}

export async function teardown() {
  const emulator = state.emulator;
  const postgres = state.postgres;
  state.emulator = null;
  state.postgres = null;
  await Promise.all([emulator && stopEmulator(emulator), postgres?.then((server) => server.close())]);
}
