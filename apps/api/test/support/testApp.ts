// The API in-process, wired like server.ts but with a database of the test file's own, a clock the test controls,
// a silent logger and an in-memory signing key. Firebase ID tokens are verified for real against the emulator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createAccessTokens, type AccessTokens } from '../../src/auth/accessTokens.ts';
import { createFirebaseIdTokenVerifier } from '../../src/auth/idTokenVerifier.ts';
import { loadSigningKey, type SigningKey } from '../../src/auth/signingKey.ts';
import { loadConfig, type ApiConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createApp } from '../../src/http/app.ts';
import type { AppDependencies } from '../../src/http/dependencies.ts';
import { seedDemoData, type SeedOptions } from '../../src/seed/demoDatabase.ts';
import { EMULATOR_HOST } from './emulatorProcess.ts';
import { TestClock } from './testClock.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  /** What `app` was built from, for tests that build an app of their own the same way. */
  deps: AppDependencies;
  database: TestDatabase;
  clock: TestClock;
  config: ApiConfig;
  accessTokens: AccessTokens;
  /** The key `accessTokens` signs with, for tests that forge tokens with it (support/forgedTokens.ts). */
  signingKey: SigningKey;
  /**
   * Another API process on the same database (several may serve one PostgreSQL, ARCHITECTURE.md §1): its own app,
   * built afresh, and its own connection pool; it accepts the same access tokens (the processes share the key).
   */
  anotherProcess(): Promise<{ app: ReturnType<typeof createApp>; database: DatabaseHandle; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The key the API and the optimizer share in tests (OPTIMIZER_SIGNING_KEY, issue 44). */
export const TEST_OPTIMIZER_SIGNING_KEY = 'test-optimizer-signing-key-0123456789abcdef';

export interface TestContextOptions {
  /** Environment overrides, as the server would read them (AUTH_RATE_LIMIT, ACCESS_TOKEN_TTL, …). */
  env?: NodeJS.ProcessEnv;
  /** Which demo data to load; by default tenants, accounts and invitations without the portfolio. */
  seed?: SeedOptions | false;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
    FIREBASE_PROJECT_ID: 'demo-siipro',
    SIIPRO_VERSION: '9.9.9-test',
    BUILD_DATE: '2026-11-01T12:00:00.000Z',
    // Generous by default so only the rate-limit tests meet the limits.
    AUTH_RATE_LIMIT: '1000',
    SIGN_IN_FAILURE_LIMIT: '1000',
    SIGN_IN_ACCOUNT_LIMIT: '1000',
    WRITE_RATE_LIMIT: '100000',
    // The key the in-process optimizer (optimizerService.ts) signs its answers with: scenario saves check it.
    OPTIMIZER_SIGNING_KEY: TEST_OPTIMIZER_SIGNING_KEY,
    // Documents' files in a directory of the test file's own (the database is its own too).
    DATA_DIR: mkdtempSync(join(tmpdir(), 'siipro-test-data-')),
    ...options.env,
  });
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoData(database.db, options.seed ?? { accountsOnly: true });
  const clock = new TestClock();
  const signingKey = await loadSigningKey({});
  const accessTokens = createAccessTokens(signingKey, {
    ttlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const deps: AppDependencies = {
    config,
    db: database.db,
    clock,
    logger: pino({ level: 'silent' }),
    auth: {
      idTokens: createFirebaseIdTokenVerifier({
        projectId: config.firebaseProjectId,
        emulatorHost: config.firebaseAuthEmulatorHost,
        accountLookup: config.firebaseAccountLookup,
      }),
      accessTokens,
    },
  };
  return {
    app: createApp(deps),
    deps,
    database,
    clock,
    config,
    accessTokens,
    signingKey,
    async anotherProcess() {
      const other = await database.openAgain();
      return { app: createApp({ ...deps, db: other.db }), database: other, close: () => other.close() };
    },
    async close() {
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
