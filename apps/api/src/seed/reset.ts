// `pnpm db:reset [--projects N]`: empties the database (PGlite in DATA_DIR or DATABASE_URL) and the documents' store,
// migrates it, writes the demo data and restores the demo accounts in the Auth emulator. `--projects N` seeds N
// projects in cenit-demo.
import { getTableName, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm';
import { ensureEmulatorAccounts, openMigratedDatabase } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { configuredTarget, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { documentStoreFor } from '../projects/configuredDocumentStore.ts';
import { removeDocumentFiles } from '../projects/documentFiles.ts';
import { seedDemoData } from './demoDatabase.ts';

function projectsArgument(argv: readonly string[]): number | undefined {
  const index = argv.indexOf('--projects');
  if (index === -1) return undefined;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error('--projects necesita un número entero positivo');
  return value;
}

async function main() {
  const projects = projectsArgument(process.argv.slice(2));
  const config = loadConfig();
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');

  // Drop only what the migrations create, so a shared server database keeps anything else it holds.
  const handle = await openDatabase(configuredTarget(config));
  const tables = Object.values(schema)
    .filter(isTable)
    .map((table) => `"${getTableName(table)}"`);
  await handle.db.execute(sql.raw(`drop table if exists ${tables.join(', ')} cascade`));
  await handle.db.execute(sql.raw('drop table if exists drizzle.__drizzle_migrations'));
  await handle.close();
  // Every document's row went with its table: their files go too (an emptied database names none).
  const store = documentStoreFor(config);
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  await removeDocumentFiles(store, keys);

  const database = await openMigratedDatabase(config, logger);
  try {
    console.log('Base de datos vaciada y migrada. Cargando datos de demostración…');
    const summary = await seedDemoData(database.db, { projects });
    console.log(
      `Listo: ${summary.tenants} espacios de trabajo, ${summary.users} cuentas, ${summary.organizations} organismos, ` +
        `${summary.projects} proyectos y ${summary.programs} programas.`,
    );
  } finally {
    await database.close();
  }

  if (config.firebaseAuthEmulatorHost) {
    const seeded = await ensureEmulatorAccounts(config, logger, 3000);
    console.log(
      seeded
        ? 'Cuentas de demostración restablecidas en el emulador de Auth (contraseña demo1234).'
        : 'El emulador de Auth no responde: las cuentas de demostración se crearán al iniciar la API.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
