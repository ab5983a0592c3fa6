// Starts the API: migrate, seed the demo data on first run (empty database), make sure the emulator has the demo
// accounts, listen, and on SIGINT/SIGTERM stop taking requests, finish the ones in flight and close the database.
import { serve } from '@hono/node-server';
import { Lifecycle } from '@siipro/server';
import type { Server } from 'node:http';
import { createAccessTokens } from './auth/accessTokens.ts';
import { createFirebaseIdTokenVerifier } from './auth/idTokenVerifier.ts';
import { loadSigningKey } from './auth/signingKey.ts';
import { ensureEmulatorAccounts, openMigratedDatabase, prepareDemoData } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { createApp } from './http/app.ts';
import { ArrivalQueue } from './http/arrivalOrder.ts';
import { documentStoreFor } from './projects/configuredDocumentStore.ts';
import { sweepOrphanDocumentFiles } from './projects/documentFiles.ts';
import { createLogger } from './logger.ts';

/** In-flight requests get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const database = await openMigratedDatabase(config, logger);
  const documents = documentStoreFor(config);
  await prepareDemoData(database.db, config, logger, documents);
  // Files whose rows are gone (a crash between a commit and its file removal): in the background, never delaying the
  // start; one that fails is tried again at the next start.
  sweepOrphanDocumentFiles(database.db, documents, systemClock.now(), logger).then(
    (swept) => swept.removed > 0 && logger.info(swept, 'orphan document files removed'),
    (error: unknown) => logger.warn({ err: error }, 'orphan document sweep failed'),
  );
  if (config.firebaseAuthEmulatorHost) {
    logger.warn(
      { host: config.firebaseAuthEmulatorHost },
      'ID tokens verified by the Firebase Auth emulator (development only)',
    );
  }
  if (!config.firebaseAccountLookup) {
    logger.warn(
      'Firebase accounts are not checked on refresh (no GOOGLE_APPLICATION_CREDENTIALS): a disabled account keeps ' +
        'its session until it ends (REFRESH_TOKEN_TTL) or an admin ends it',
    );
  }
  await ensureEmulatorAccounts(config, logger);

  const clock = systemClock;
  const lifecycle = new Lifecycle();
  const signingKey = await loadSigningKey({ pem: config.jwtPrivateKey, dataDir: config.dataDir });
  const app = createApp({
    config,
    db: database.db,
    documents,
    clock,
    logger,
    lifecycle,
    // PGlite serves one statement at a time: requests take turns in the order they arrived (http/arrivalOrder.ts).
    arrivalQueue: database.kind === 'pglite' ? new ArrivalQueue(config.pgliteConcurrentRequests) : undefined,
    auth: {
      idTokens: createFirebaseIdTokenVerifier({
        projectId: config.firebaseProjectId,
        emulatorHost: config.firebaseAuthEmulatorHost,
        accountLookup: config.firebaseAccountLookup,
      }),
      accessTokens: createAccessTokens(signingKey, { ttlSeconds: config.accessTokenTtlSeconds, clock }),
    },
  });

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info({ url: `http://${info.address}:${info.port}` }, 'API listening');
    console.log(`API de SIIPRO escuchando en http://${info.address}:${info.port}`);
  }) as Server;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down');
    // Not ready from now on (503 on /health/ready), still serving during the drain, so a load balancer moves away.
    lifecycle.beginShutdown();
    const close = () => {
      setTimeout(() => {
        logger.error('requests still open after the grace period: exiting anyway');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      server.close(async () => {
        await database.close();
        logger.info('stopped');
        process.exit(0);
      });
      // Keep-alive sockets with no request in flight would hold close() open until they time out.
      server.closeIdleConnections();
    };
    setTimeout(close, config.shutdownDrainSeconds * 1000);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'API failed to start');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
