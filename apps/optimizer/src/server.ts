// Starts the optimizer service and stops it cleanly on SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { createLogger } from '@siipro/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, service: 'siipro-optimizer' });
const server = serve(
  { fetch: createApp({ config, logger }).fetch, hostname: config.host, port: config.port },
  (info) => {
    logger.info({ url: `http://${info.address}:${info.port}` }, 'optimizer listening');
    console.log(`Optimizador escuchando en http://${info.address}:${info.port}`);
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
