// Starts the optimizer service and stops it cleanly on SIGINT/SIGTERM.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const server = serve({ fetch: createApp(config).fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`Optimizador escuchando en http://${info.address}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
