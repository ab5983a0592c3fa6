// What the server and `db:reset` share: open the configured database, bring its schema up to date, and make sure the
// demo data and the emulator's demo accounts exist.
import type { Logger } from 'pino';
import { firebaseAuth } from './auth/firebaseApp.ts';
import type { ApiConfig } from './config.ts';
import { configuredTarget, openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import type { DocumentStore } from './projects/documentStore.ts';
import { isDatabaseEmpty, resetDemoTenants, seedDemoData } from './seed/demoDatabase.ts';
import { seedEmulatorAccounts, waitForEmulator } from './seed/emulatorAccounts.ts';

export async function openMigratedDatabase(config: ApiConfig, logger: Logger): Promise<DatabaseHandle> {
  const target = configuredTarget(config);
  logger.info({ database: target.kind === 'postgres' ? 'postgres' : target.dataDir }, 'opening database');
  const handle = await openDatabase(target);
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Creates the demo accounts in the Auth emulator when one is configured. The emulator forgets its accounts when it
 * stops, so this runs on every start. An emulator that does not answer in time is reported, not fatal.
 */
export async function ensureEmulatorAccounts(config: ApiConfig, logger: Logger, waitMs = 15_000): Promise<boolean> {
  const host = config.firebaseAuthEmulatorHost;
  if (!host) return false;
  if (!(await waitForEmulator(host, waitMs))) {
    logger.warn(
      { host },
      'Auth emulator not reachable: demo accounts not created (they are created on the next start)',
    );
    return false;
  }
  await seedEmulatorAccounts(firebaseAuth({ projectId: config.firebaseProjectId, emulatorHost: host }));
  logger.info({ host }, 'demo accounts ready in the Auth emulator');
  return true;
}

/**
 * The demo data at start: all of it on an empty database (a first start); else, with DEMO_RESET=on-start, the demo
 * tenant back to it (and no other tenant touched). Returns what was done, for the log and the tests.
 */
export async function prepareDemoData(
  db: DatabaseHandle['db'],
  config: Pick<ApiConfig, 'demoReset'>,
  logger: Logger,
  documentStore?: DocumentStore,
): Promise<'seeded' | 'reset' | 'none'> {
  if (await isDatabaseEmpty(db)) {
    const summary = await seedDemoData(db, { documentStore });
    logger.info(summary, 'empty database: demo data seeded');
    return 'seeded';
  }
  if (config.demoReset !== 'on-start') return 'none';
  const slugs = await resetDemoTenants(db, documentStore, logger);
  logger.info({ tenants: slugs }, 'DEMO_RESET=on-start: demo tenant reset to the demo data');
  return 'reset';
}
