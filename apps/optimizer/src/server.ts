// Starts the optimizer service and stops it cleanly on SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { createAccessTokenVerifier, createLogger, Lifecycle } from '@siipro/server';
import { apiFetchAt } from './apiCandidates.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { SolverPool } from './model/solverPool.ts';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, service: 'siipro-optimizer' });
const solvers = new SolverPool(config.solverThreads, {
  maxQueued: config.queueMax,
  maxPerUser: config.queuePerUser,
});
const lifecycle = new Lifecycle();
const app = createApp({
  lifecycle,
  config,
  logger,
  accessTokens: createAccessTokenVerifier({ keys: new URL('/.well-known/jwks.json', config.apiUrl) }),
  apiFetch: apiFetchAt(config.apiUrl),
  solvers,
});
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}` }, 'optimizer listening');
  console.log(`Optimizador escuchando en http://${info.address}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Not ready from now on, still serving during the drain, so a load balancer moves away first.
    lifecycle.beginShutdown();
    setTimeout(
      () => server.close(() => void solvers.close().finally(() => process.exit(0))),
      config.shutdownDrainSeconds * 1000,
    );
  });
}
